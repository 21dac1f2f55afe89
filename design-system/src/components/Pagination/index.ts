export * from './Pagination'
export * from './pageWindow'
