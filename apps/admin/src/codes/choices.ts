import {
  authorities,
  eraValues,
  genreValues,
  greetingDeclinedBy,
  holdStatuses,
  paymentGoals,
  paymentStatuses,
  reportActions,
  videoOrderStatuses,
  withdrawalStatuses,
} from '@kobza/contract'
import type { CodeMessages } from '../i18n/codeMessages.ts'

export type CodeGroup = keyof CodeMessages

/** Every code of each group, straight from the contract's enums. */
export const codeValues: { [Group in CodeGroup]: readonly (keyof CodeMessages[Group])[] } = {
  paymentGoal: paymentGoals.options,
  paymentStatus: paymentStatuses.options,
  holdStatus: holdStatuses.options,
  withdrawalStatus: withdrawalStatuses.options,
  orderStatus: videoOrderStatuses.options,
  declinedBy: greetingDeclinedBy.options,
  authority: authorities.options,
  resolution: reportActions.options,
  era: eraValues,
  genre: genreValues,
}

/** The translation key of one code. */
export const codeKey = (group: CodeGroup, code: string) => `kobza.codes.${group}.${code}`

/** react-admin choices (names are translation keys, which react-admin translates). */
export const codeChoices = (group: CodeGroup) =>
  (codeValues[group] as readonly string[]).map((code) => ({ id: code, name: codeKey(group, code) }))
