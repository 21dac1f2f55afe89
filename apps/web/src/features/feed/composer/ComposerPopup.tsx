import { useTranslation } from 'react-i18next'
import { Popup } from '@kobza/design-system'
import type { FeedPost } from '@kobza/contract'
import { PostComposer } from './PostComposer'

export interface ComposerPopupProps {
  open: boolean
  onClose: () => void
  /** After the popup closed on a published post: e.g. open the tab that holds it. */
  onPublished?: (post: FeedPost) => void
}

/** The add-post popup (spec 000 §2): the composer; a published post closes it and lands on top of the lists. */
export function ComposerPopup({ open, onClose, onPublished }: ComposerPopupProps) {
  const { t } = useTranslation(['feed', 'shared'])
  return (
    <Popup open={open} onClose={onClose} size="md" title={t('composer.title')} closeLabel={t('shared:common.close')}>
      {open && (
        <PostComposer
          onPublished={(post) => {
            onClose()
            onPublished?.(post)
          }}
        />
      )}
    </Popup>
  )
}
