import { useTranslation } from 'react-i18next'
import { Button, Popup } from '@kobza/design-system'

/** The outcome of a ledger action with a Close button (spec 002 §2). */
export function ResultPopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation(['markets', 'shared'])
  return (
    <Popup
      open={message !== null}
      onClose={onClose}
      title={t('detail.result')}
      hideTitle
      size="sm"
      role="alertdialog"
      closeLabel={t('shared:common.close')}
      hideCloseButton
      actions={<Button onClick={onClose}>{t('shared:common.close')}</Button>}
    >
      <p role="status">{message}</p>
    </Popup>
  )
}
