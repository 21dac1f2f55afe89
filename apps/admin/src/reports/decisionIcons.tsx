import BlockIcon from '@mui/icons-material/Block'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import ReportProblemIcon from '@mui/icons-material/ReportProblem'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import type { ReactElement } from 'react'
import type { ReportAction } from '@kobza/contract'

/**
 * An icon per decision: on phones react-admin's Button shows only its icon (the label becomes
 * its tooltip and name), so a button without one was empty.
 */
export const decisionIcons: Record<ReportAction, ReactElement> = {
  HIDE: <VisibilityOffIcon />,
  WARN: <ReportProblemIcon />,
  BLOCK_AUTHOR: <BlockIcon />,
  DISMISS: <DoneAllIcon />,
}
