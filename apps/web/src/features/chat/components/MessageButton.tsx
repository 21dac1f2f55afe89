import { Suspense } from 'react'
import { featureScreens } from '../../../shared/feature'

export interface MessageButtonProps {
  opponent: { uuid: string; publicName: string }
}

const strings = () => import('../i18n/door').then((m) => m.chatDoorStrings)
// Lazy with its strings (not the chat's: see i18n/door.ts), so a profile page downloads neither until it shows the button.
const LazyMessageButton = featureScreens('chatDoor', strings)(() => import('./MessageLink').then((m) => m.MessageLink))

/** The profile's 'message' entry: opens the conversation with this user, or starts it. */
export function MessageButton(props: MessageButtonProps) {
  return (
    <Suspense fallback={null}>
      <LazyMessageButton {...props} />
    </Suspense>
  )
}
