import { Suspense } from 'react'
import { featureScreens } from '../../../shared/feature'

export interface MessageButtonProps {
  opponent: { uuid: string; publicName: string }
}

const strings = () => import('../i18n').then((m) => m.strings)
// Lazy with the chat's strings, so a profile page downloads neither until it shows the button.
const LazyMessageButton = featureScreens('chat', strings)(() => import('./MessageLink').then((m) => m.MessageLink))

/** The profile's 'message' entry: opens the conversation with this user, or starts it. */
export function MessageButton(props: MessageButtonProps) {
  return (
    <Suspense fallback={null}>
      <LazyMessageButton {...props} />
    </Suspense>
  )
}
