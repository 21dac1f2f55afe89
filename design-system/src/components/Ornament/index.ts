export * from './Ornament'
