import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@kobza/design-system'

/** The wide submit button of the sign-in, sign-up and reset screens. */
export function AuthSubmit({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation('shared')
  return (
    <Button type="submit" size="lg" fullWidth disabled={disabled} loading={busy} loadingLabel={t('common.loading')}>
      {children}
    </Button>
  )
}
