import { codeChoices } from '../codes/choices.ts'

/* Statuses and goals in words of the console's language, from the contract's enums. */
export const paymentStatusChoices = codeChoices('paymentStatus')
export const paymentGoalChoices = codeChoices('paymentGoal')
export const orderStatusChoices = codeChoices('orderStatus')
export const withdrawalStatusChoices = codeChoices('withdrawalStatus')

/** A person of a money record as the API sends it: nickname and e-mail. */
export const personText = (person?: { nickName: string | null; email: string | null } | null) =>
  person ? [person.nickName, person.email].filter(Boolean).join(' · ') : '—'

/** In lists only the nickname (the e-mail once the account has none): the columns stay narrow. */
export const personShort = (person?: { nickName: string | null; email: string | null } | null) =>
  person?.nickName ?? person?.email ?? '—'
