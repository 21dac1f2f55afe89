import { lazy } from 'react'
import CardMembershipIcon from '@mui/icons-material/CardMembership'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.subscriptions

/* Read-only: subscriptions are bought and cancelled by fans, never edited by the console. */
export default {
  name: 'subscriptions',
  authorities,
  list: lazy(() => import('./SubscriptionList.tsx').then((module) => ({ default: module.SubscriptionList }))),
  icon: CardMembershipIcon,
  recordRepresentation: 'id',
} satisfies ConsoleResource
