export * from './ErrorPopup'
