export * from './Input'
