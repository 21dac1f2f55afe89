import CardMembershipIcon from '@mui/icons-material/CardMembership'
import { consoleResource } from '../resources.ts'

/* Read-only: subscriptions are bought and cancelled by fans, never edited by the console. */
export default consoleResource('subscriptions', CardMembershipIcon, {
  list: () => import('./SubscriptionList.tsx').then((module) => module.SubscriptionList),
  recordRepresentation: 'id',
})
