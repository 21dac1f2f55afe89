import { SearchInput, SelectInput, useTranslate } from 'react-admin'
import { legendStatusChoices, legendTypeChoices } from './choices.ts'

/** The filters of both legend lists (the judges' queue and the legends resource): search, status, type. */
export function useLegendFilters() {
  const translate = useTranslate()
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.legends.search')} />,
    <SelectInput key="status" source="status" choices={legendStatusChoices} />,
    <SelectInput key="legendType" source="legendType" choices={legendTypeChoices} />,
  ]
}
