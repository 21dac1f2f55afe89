import { lazy } from 'react'
import VideocamIcon from '@mui/icons-material/Videocam'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources['greeting-orders']

export default {
  name: 'greeting-orders',
  authorities,
  list: lazy(() => import('./GreetingOrderList.tsx').then((module) => ({ default: module.GreetingOrderList }))),
  show: lazy(() => import('./GreetingOrderShow.tsx').then((module) => ({ default: module.GreetingOrderShow }))),
  icon: VideocamIcon,
} satisfies ConsoleResource
