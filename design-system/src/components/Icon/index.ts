export * from './Icon'
