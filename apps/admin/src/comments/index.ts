import CommentIcon from '@mui/icons-material/Comment'
import { consoleResource } from '../resources.ts'

export default consoleResource('comments', CommentIcon, {
  list: () => import('./CommentList.tsx').then((module) => module.CommentList),
})
