export * from './PageHeader'
