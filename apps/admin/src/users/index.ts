import PeopleIcon from '@mui/icons-material/People'
import { consoleResource } from '../resources.ts'

export default consoleResource('users', PeopleIcon, {
  list: () => import('./UserList.tsx').then((module) => module.UserList),
  edit: () => import('./UserEdit.tsx').then((module) => module.UserEdit),
  recordRepresentation: 'email',
})
