import { featureOf, navEntry } from '../../shared/feature'
import { paths } from '../../shared/paths'

const { screen, define } = featureOf('chat', () => import('./i18n').then((m) => m.strings))

const ChatScreen = screen(() => import('./screens/ChatScreen').then((m) => m.ChatScreen))

/** Private conversations of subscribers with their artists (spec 000 §2, §4, §9). */
export const chatFeature = define({
  routes: [{ path: '/chat', title: 'chat', guarded: true, chrome: 'wide', element: <ChatScreen /> }],
  nav: [
    navEntry('chat', 'chat', paths.chat, {
      side: { order: 50, when: (state) => state.loggedIn },
      bottom: { order: 30 },
    }),
  ],
})
