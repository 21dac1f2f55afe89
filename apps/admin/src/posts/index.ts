import ArticleIcon from '@mui/icons-material/Article'
import { consoleResource } from '../resources.ts'

export default consoleResource('posts', ArticleIcon, {
  list: () => import('./PostList.tsx').then((module) => module.PostList),
})
