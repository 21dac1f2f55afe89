import { consoleResource } from '../resources.ts'
import { OpenReportsIcon } from './OpenReportsIcon.tsx'

export default consoleResource('reports', OpenReportsIcon, {
  list: () => import('./ReportList.tsx').then((module) => module.ReportList),
  show: () => import('./ReportShow.tsx').then((module) => module.ReportShow),
})
