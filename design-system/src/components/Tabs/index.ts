export * from './Tabs'
export * from './useQueryTab'
