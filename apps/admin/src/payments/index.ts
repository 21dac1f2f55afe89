import { lazy } from 'react'
import PaymentsIcon from '@mui/icons-material/Payments'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.payments

export default {
  name: 'payments',
  authorities,
  list: lazy(() => import('./PaymentList.tsx').then((module) => ({ default: module.PaymentList }))),
  show: lazy(() => import('./PaymentShow.tsx').then((module) => ({ default: module.PaymentShow }))),
  icon: PaymentsIcon,
  recordRepresentation: 'uuid',
} satisfies ConsoleResource
