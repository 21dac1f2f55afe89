import HistoryEduIcon from '@mui/icons-material/HistoryEdu'
import { consoleResource } from '../resources.ts'

/* List and edit only: the era codes are fixed, so the API routes no create or delete. */
export default consoleResource('eras', HistoryEduIcon, {
  list: () => import('./EraList.tsx').then((module) => module.EraList),
  edit: () => import('./EraEdit.tsx').then((module) => module.EraEdit),
  recordRepresentation: 'name',
})
