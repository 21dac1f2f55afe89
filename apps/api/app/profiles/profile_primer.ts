/*
 * A profile's page carries the profile as the API answers a guest (#core/page_primers), so the
 * server renders its head into the page (#core/server_render): the web app's guest preview of the
 * guarded route (apps/web's ProfilePreview), which someone signed in sees while the app starts and
 * which tells a visitor without JavaScript whose profile it is and why the rest asks to sign in.
 */
import { fillPath, routes } from '@kobza/contract/routes'
import { registerPagePrimer } from '#core/page_primers'
import { showProfileOf } from '#profiles/actions/show_profile'

registerPagePrimer('/profile/:nickName', async ({ nickName }) => [
  // As the web app asks it (apps/web/src/features/profile/api/profileApi.ts, profileQueryOptions).
  {
    method: 'GET',
    path: fillPath(routes.profiles.profile.path, { id: nickName! }),
    body: await showProfileOf(nickName!, null),
  },
])
