export * from './SearchBox'
