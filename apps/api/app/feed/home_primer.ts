/*
 * `/` carries the clock and the first page of the public feed (#core/page_primers), exactly
 * what the home screen asks first for a reader without a session: the phone that opens Kobza
 * sees posts without two round trips after its scripts have run.
 */
import { feedQuery, type PrimedAnswer } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { registerPagePrimer, serverTimeNow } from '#core/page_primers'
import { validate } from '#core/validate'
import { listFeed } from '#feed/actions/list_feed'

export async function homePageAnswers(): Promise<PrimedAnswer[]> {
  const time = serverTimeNow()
  // As the web app's feed query sends it (apps/web/src/features/feed/api/feedApi.ts).
  const query = { page: '0', postType: 'PUBLIC', initialTimeStamp: String(time.epochSeconds) }
  const page = await listFeed(undefined, validate(feedQuery, query))
  return [
    { method: 'GET', path: routes.health.serverTime.path, body: time },
    { method: 'GET', path: routes.feed.feed.path, query, body: page },
  ]
}

registerPagePrimer('/', homePageAnswers)
