import { DictionaryList } from '../codes/DictionaryList.tsx'

export function GenreList() {
  return <DictionaryList searchLabel="kobza.genres.search" />
}
