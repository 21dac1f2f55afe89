export * from './Cover'
export { DEFAULT_COVER } from './defaultCover'
