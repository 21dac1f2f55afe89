import { reportCategories, reportStatuses, reportTargetKinds } from '@kobza/contract'

export const statusChoices = reportStatuses.options.map((id) => ({ id, name: `kobza.reports.status.${id}` }))
export const kindChoices = reportTargetKinds.options.map((id) => ({ id, name: `kobza.reports.kind.${id}` }))
export const categoryChoices = reportCategories.options.map((id) => ({ id, name: `kobza.reports.category.${id}` }))
