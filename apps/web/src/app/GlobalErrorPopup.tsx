import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPopup } from '@kobza/design-system'
import { useServices } from '../shared/services'
import { errorMessage } from '../shared/errors'

/** The one popup for API failures no screen handles itself (spec 000 §8: a message and Close). */
export function GlobalErrorPopup() {
  const { errors } = useServices()
  const { t } = useTranslation()
  const error = useSyncExternalStore(errors.subscribe, errors.getSnapshot, errors.getSnapshot)
  return (
    <ErrorPopup
      open={error !== null}
      onClose={errors.dismiss}
      title={t('common.error')}
      closeLabel={t('common.close')}
      message={error === null ? '' : errorMessage(error, t)}
    />
  )
}
