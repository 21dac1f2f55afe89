import LibraryMusicIcon from '@mui/icons-material/LibraryMusic'
import { consoleResource } from '../resources.ts'

export default consoleResource('genres', LibraryMusicIcon, {
  list: () => import('./GenreList.tsx').then((module) => module.GenreList),
  edit: () => import('./GenreEdit.tsx').then((module) => module.GenreEdit),
  create: () => import('./GenreCreate.tsx').then((module) => module.GenreCreate),
  recordRepresentation: 'name',
})
