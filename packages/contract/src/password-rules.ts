/*
 * The password rules (spec 000 §5), zod-free: the web's live checklist, its forms' checks and the
 * API's `password` schema in ./accounts read these.
 */

/** The fixed punctuation set a password's symbol must come from (spec 000 §5). */
export const passwordSymbols = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`'

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'uppercase' | 'symbol' | 'digit'
  /** English label of the live checklist; the apps translate by id. */
  label: string
  test: (password: string) => boolean
}

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: '8 or more characters', test: (p) => [...p].length >= 8 },
  { id: 'lowercase', label: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'symbol', label: 'A symbol', test: (p) => [...p].some((char) => passwordSymbols.includes(char)) },
  { id: 'digit', label: 'A number', test: (p) => /\d/.test(p) },
]

export const failedPasswordRules = (password: string) => passwordRules.filter((rule) => !rule.test(password))

export const meetsPasswordRules = (password: string) => failedPasswordRules(password).length === 0
