import { ContentList } from '../content/ContentList.tsx'

export function CommentList() {
  return <ContentList resource="comments" />
}
