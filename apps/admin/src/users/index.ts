import { lazy } from 'react'
import PeopleIcon from '@mui/icons-material/People'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.users

export default {
  name: 'users',
  authorities,
  list: lazy(() => import('./UserList.tsx').then((module) => ({ default: module.UserList }))),
  edit: lazy(() => import('./UserEdit.tsx').then((module) => ({ default: module.UserEdit }))),
  icon: PeopleIcon,
  recordRepresentation: 'email',
} satisfies ConsoleResource
