export * from './ConfirmPopup'
