import { lazy } from 'react'
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'

export default {
  list: lazy(() => import('./GenreList.tsx').then((module) => ({ default: module.GenreList }))),
  edit: lazy(() => import('./GenreEdit.tsx').then((module) => ({ default: module.GenreEdit }))),
  create: lazy(() => import('./GenreCreate.tsx').then((module) => ({ default: module.GenreCreate }))),
  icon: LibraryMusicIcon,
  recordRepresentation: 'name',
}
