import { userStatuses } from '@kobza/contract'
import { codeChoices } from '../codes/choices.ts'

/** Authorities in words of the console's language (react-admin translates the keys). */
export const authorityChoices = codeChoices('authority')
/** Names are translation keys (react-admin translates choices). Deleted accounts are shown but cannot be chosen: deletion is the account owner's act. */
export const statusChoices = userStatuses.options.map((status) => ({
  id: status,
  name: `kobza.status.${status}`,
  disabled: status === 'DELETED',
}))
