export * from './Toast'
export * from './ToastProvider'
