export * from './Popup'
