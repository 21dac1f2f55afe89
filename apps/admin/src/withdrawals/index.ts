import { lazy } from 'react'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.withdrawals

export default {
  name: 'withdrawals',
  authorities,
  list: lazy(() => import('./WithdrawalList.tsx').then((module) => ({ default: module.WithdrawalList }))),
  show: lazy(() => import('./WithdrawalShow.tsx').then((module) => ({ default: module.WithdrawalShow }))),
  icon: AccountBalanceIcon,
} satisfies ConsoleResource
