import { paymentGoals, videoOrderStatuses, withdrawalStatuses } from '@kobza/contract'

/* Statuses and goals are shown as their codes, the same in every language (as authorities are). */
const asChoices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }))

export const paymentStatusChoices = asChoices(['PENDING', 'SUCCEEDED', 'FAILED', 'REVERSED'])
export const paymentGoalChoices = asChoices(paymentGoals.options)
export const orderStatusChoices = asChoices(videoOrderStatuses.options)
export const withdrawalStatusChoices = asChoices(withdrawalStatuses.options)

/** A person of a money record as the API sends it: nickname and e-mail. */
export const personText = (person?: { nickName: string | null; email: string | null } | null) =>
  person ? [person.nickName, person.email].filter(Boolean).join(' · ') : '—'

/** In lists only the nickname (the e-mail once the account has none): the columns stay narrow. */
export const personShort = (person?: { nickName: string | null; email: string | null } | null) =>
  person?.nickName ?? person?.email ?? '—'
