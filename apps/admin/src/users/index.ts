import { lazy } from 'react'
import PeopleIcon from '@mui/icons-material/People'

export default {
  list: lazy(() => import('./UserList.tsx').then((module) => ({ default: module.UserList }))),
  edit: lazy(() => import('./UserEdit.tsx').then((module) => ({ default: module.UserEdit }))),
  icon: PeopleIcon,
  recordRepresentation: 'email',
}
