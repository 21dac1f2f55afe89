import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, IconButton } from '@kobza/design-system'
import { useSession } from '../session/SessionContext'
import { lazyPopup } from './lazyPopup'
import type { ReportPopupProps } from './ReportPopup'

const ReportPopup = lazyPopup(() => import('./ReportPopup').then((m) => m.ReportPopup))

export interface ReportButtonProps extends Omit<ReportPopupProps, 'open' | 'onClose'> {
  /** Their own content is not the signed-in user's to report: the button is left out. */
  authorUuid?: string
}

/**
 * The 'Report' entry on a post, a comment, a profile or a legend; its form (./ReportPopup)
 * loads when it is first opened (./lazyPopup). Only signed-in users who are not its author see it (the API
 * refuses the others anyway).
 */
export function ReportButton({ targetKind, targetId, authorUuid }: ReportButtonProps) {
  const { t } = useTranslation('shared')
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  // Each opening is a new form (its reason and words empty again): a new key mounts it afresh.
  const [openings, setOpenings] = useState(0)
  if (!user || (authorUuid !== undefined && user.uuid === authorUuid)) return null

  return (
    <>
      <IconButton
        size="sm"
        label={t('report.action')}
        icon={<AlertIcon />}
        onClick={() => {
          setOpenings((count) => count + 1)
          setOpen(true)
        }}
      />
      <ReportPopup
        key={openings}
        open={open}
        targetKind={targetKind}
        targetId={targetId}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
