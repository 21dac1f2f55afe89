export * from './Preloader'
