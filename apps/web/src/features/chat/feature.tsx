import { defineFeature, featureScreens } from '../../shared/feature'
import { paths } from '../../shared/paths'

const strings = () => import('./i18n').then((m) => m.strings)
const screen = featureScreens('chat', strings)

const ChatScreen = screen(() => import('./screens/ChatScreen').then((m) => m.ChatScreen))

/** Private conversations of subscribers with their artists (spec 000 §2, §4, §9). */
export const chatFeature = defineFeature({
  namespace: 'chat',
  strings,
  routes: [{ path: '/chat', title: 'chat', guarded: true, chrome: 'wide', element: <ChatScreen /> }],
  nav: [
    {
      key: 'chat',
      label: 'chat',
      icon: 'chat',
      href: paths.chat,
      side: { order: 50, when: (state) => state.loggedIn },
      bottom: { order: 30 },
    },
  ],
})
