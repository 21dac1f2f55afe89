import { lazy } from 'react'
import ArticleIcon from '@mui/icons-material/Article'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.posts

export default {
  name: 'posts',
  authorities,
  list: lazy(() => import('./PostList.tsx').then((module) => ({ default: module.PostList }))),
  icon: ArticleIcon,
} satisfies ConsoleResource
