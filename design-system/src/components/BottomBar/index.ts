export * from './BottomBar'
