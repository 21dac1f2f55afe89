import { DictionaryList } from '../codes/DictionaryList.tsx'

export function EraList() {
  return <DictionaryList searchLabel="kobza.eras.search" exporter={false} />
}
