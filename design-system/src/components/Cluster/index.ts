export * from './Cluster'
