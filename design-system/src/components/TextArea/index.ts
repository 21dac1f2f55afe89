export * from './TextArea'
