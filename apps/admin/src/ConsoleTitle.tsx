import { useTranslate } from 'react-admin'

export function ConsoleTitle() {
  return <>{useTranslate()('kobza.title')}</>
}
