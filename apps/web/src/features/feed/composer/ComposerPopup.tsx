import { useTranslation } from 'react-i18next'
import { Popup } from '@kobza/design-system'
import { PostComposer } from './PostComposer'

export interface ComposerPopupProps {
  open: boolean
  onClose: () => void
}

/** The add-post popup (spec 000 §2): the composer; a published post closes it and lands on top of the lists. */
export function ComposerPopup({ open, onClose }: ComposerPopupProps) {
  const { t } = useTranslation(['feed', 'shared'])
  return (
    <Popup open={open} onClose={onClose} size="md" title={t('composer.title')} closeLabel={t('shared:common.close')}>
      {open && <PostComposer onPublished={onClose} />}
    </Popup>
  )
}
