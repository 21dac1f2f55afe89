import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, IconButton } from '@kobza/design-system'
import { useSession } from '../session/SessionContext'
import type { ReportPopupProps } from './ReportPopup'

const ReportPopup = lazy(() => import('./ReportPopup').then((m) => ({ default: m.ReportPopup })))

export interface ReportButtonProps extends Omit<ReportPopupProps, 'onClose'> {
  /** Their own content is not the signed-in user's to report: the button is left out. */
  authorUuid?: string
}

/**
 * The 'Report' entry on a post, a comment, a profile or a legend; its form (./ReportPopup)
 * loads when it is first opened. Only signed-in users who are not its author see it (the API
 * refuses the others anyway).
 */
export function ReportButton({ targetKind, targetId, authorUuid }: ReportButtonProps) {
  const { t } = useTranslation('shared')
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  if (!user || (authorUuid !== undefined && user.uuid === authorUuid)) return null

  return (
    <>
      <IconButton size="sm" label={t('report.action')} icon={<AlertIcon />} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <ReportPopup targetKind={targetKind} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
