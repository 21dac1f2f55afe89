import { authorities, userStatuses } from '@kobza/contract'

/** Authorities are shown as their codes (ARTIST, ADMIN…), the same in every language. */
export const authorityChoices = authorities.options.map((authority) => ({ id: authority, name: authority }))
/** Names are translation keys (react-admin translates choices). Deleted accounts are shown but cannot be chosen: deletion is the account owner's act. */
export const statusChoices = userStatuses.options.map((status) => ({
  id: status,
  name: `kobza.status.${status}`,
  disabled: status === 'DELETED',
}))
