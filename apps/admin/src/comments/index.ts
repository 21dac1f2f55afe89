import { lazy } from 'react'
import CommentIcon from '@mui/icons-material/Comment'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.comments

export default {
  name: 'comments',
  authorities,
  list: lazy(() => import('./CommentList.tsx').then((module) => ({ default: module.CommentList }))),
  icon: CommentIcon,
} satisfies ConsoleResource
