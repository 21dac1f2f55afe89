export * from './FilePicker'
