export * from './SideNav'
