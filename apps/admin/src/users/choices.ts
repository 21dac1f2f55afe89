import { authorities, userStatuses } from '@kobza/contract'

export const authorityChoices = authorities.options.map((authority) => ({ id: authority, name: authority }))
/** Deleted accounts are shown but cannot be chosen: deletion is the account owner's act. */
export const statusChoices = userStatuses.options.map((status) => ({
  id: status,
  name: status,
  disabled: status === 'DELETED',
}))
