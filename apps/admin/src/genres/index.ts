import { lazy } from 'react'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import { adminResources } from '@kobza/contract'
import type { ConsoleResource } from '../resources.ts'

export const authorities = adminResources.genres

export default {
  name: 'genres',
  authorities,
  list: lazy(() => import('./GenreList.tsx').then((module) => ({ default: module.GenreList }))),
  edit: lazy(() => import('./GenreEdit.tsx').then((module) => ({ default: module.GenreEdit }))),
  create: lazy(() => import('./GenreCreate.tsx').then((module) => ({ default: module.GenreCreate }))),
  icon: LibraryMusicIcon,
  recordRepresentation: 'name',
} satisfies ConsoleResource
