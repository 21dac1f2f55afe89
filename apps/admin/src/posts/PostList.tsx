import { ContentList } from '../content/ContentList.tsx'

export function PostList() {
  return <ContentList resource="posts" />
}
