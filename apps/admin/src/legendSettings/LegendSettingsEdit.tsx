import { Edit, NumberInput, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin'
import { Typography } from '@mui/material'
import { legendSettings } from '@kobza/contract'
import { contractResolver } from '../forms/contractResolver.ts'

/** One record (id 1): new nominations take these values; running stages keep the ones they started with. */
export function LegendSettingsEdit() {
  const translate = useTranslate()
  return (
    <Edit resource="legend-settings" id={1} mutationMode="pessimistic" redirect={false}>
      <SimpleForm
        resolver={contractResolver(legendSettings, translate, 'legend-settings')}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Typography variant="body2" color="text.secondary">
          {translate('kobza.legends.settings_help')}
        </Typography>
        <NumberInput source="voteStageDays" min={1} />
        <NumberInput source="expectedMinimalVote" min={1} />
        <NumberInput source="judgesQuorum" min={1} />
        <NumberInput source="nominationsPerDay" min={1} />
      </SimpleForm>
    </Edit>
  )
}
