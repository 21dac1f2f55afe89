import { accountsFeature } from '../features/accounts/feature'
import { catalogueFeature } from '../features/catalogue/feature'
import { chatFeature } from '../features/chat/feature'
import { feedFeature } from '../features/feed/feature'
import { greetingsFeature } from '../features/greetings/feature'
import { hallOfFameFeature } from '../features/hall-of-fame/feature'
import { legalFeature } from '../features/legal/feature'
import { marketsFeature } from '../features/markets/feature'
import { notificationsFeature } from '../features/notifications/feature'
import { paymentsFeature } from '../features/payments/feature'
import { profileFeature } from '../features/profile/feature'
import { searchFeature } from '../features/search/feature'
import type { Feature } from '../shared/feature'

/**
 * Every feature of the app, one line each. A feature brings its routes, navigation entries and
 * strings (see shared/feature.ts); its screens stay in their own chunks until visited.
 */
export const features: readonly Feature[] = [
  feedFeature,
  accountsFeature,
  legalFeature,
  searchFeature,
  greetingsFeature,
  profileFeature,
  catalogueFeature,
  chatFeature,
  hallOfFameFeature,
  marketsFeature,
  paymentsFeature,
  notificationsFeature,
]
