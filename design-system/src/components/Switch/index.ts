export * from './Switch'
