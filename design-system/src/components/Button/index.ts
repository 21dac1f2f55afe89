export * from './Button'
