import { legendStatuses, legendTypes } from '@kobza/contract'

export const legendStatusChoices = legendStatuses.options.map((id) => ({ id, name: `kobza.legends.status.${id}` }))
export const legendTypeChoices = legendTypes.options.map((id) => ({ id, name: `kobza.legends.type.${id}` }))
