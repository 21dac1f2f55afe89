export * from './Container'
