import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button, ErrorPopup } from '@kobza/design-system'
import styles from './Markets.module.css'

/** The end of a sale's form (an initial or a secondary sale): Cancel back to the list, then start. */
export function SaleButtons({
  running,
  cancelTo,
  submitLabel,
}: {
  running: boolean
  cancelTo: string
  submitLabel: string
}) {
  const { t } = useTranslation(['markets', 'shared'])
  const navigate = useNavigate()
  return (
    <div className={styles.buttons}>
      <Button type="button" variant="secondary" onClick={() => void navigate(cancelTo)} disabled={running}>
        {t('create.cancel')}
      </Button>
      <Button type="submit" loading={running} loadingLabel={t('shared:common.loading')}>
        {submitLabel}
      </Button>
    </div>
  )
}

/** Why a sale's flow stopped, until it is dismissed. */
export function SaleFailure({ failure, onClose }: { failure: string | null; onClose: () => void }) {
  const { t } = useTranslation(['markets', 'shared'])
  return (
    <ErrorPopup
      open={failure !== null}
      onClose={onClose}
      message={failure}
      title={t('create.error')}
      closeLabel={t('shared:common.close')}
    />
  )
}
