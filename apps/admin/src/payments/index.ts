import PaymentsIcon from '@mui/icons-material/Payments'
import { consoleResource } from '../resources.ts'

export default consoleResource('payments', PaymentsIcon, {
  list: () => import('./PaymentList.tsx').then((module) => module.PaymentList),
  show: () => import('./PaymentShow.tsx').then((module) => module.PaymentShow),
  recordRepresentation: 'uuid',
})
