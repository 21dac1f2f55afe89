import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import { consoleResource } from '../resources.ts'

export default consoleResource('withdrawals', AccountBalanceIcon, {
  list: () => import('./WithdrawalList.tsx').then((module) => module.WithdrawalList),
  show: () => import('./WithdrawalShow.tsx').then((module) => module.WithdrawalShow),
})
