export * from './AudioPlayer'
