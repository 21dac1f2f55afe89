import VideocamIcon from '@mui/icons-material/Videocam'
import { consoleResource } from '../resources.ts'

export default consoleResource('greeting-orders', VideocamIcon, {
  list: () => import('./GreetingOrderList.tsx').then((module) => module.GreetingOrderList),
  show: () => import('./GreetingOrderShow.tsx').then((module) => module.GreetingOrderShow),
})
