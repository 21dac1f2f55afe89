import { z } from './zod.js'
import { personCard } from './people.js'
import { authorities } from './enums.js'
import { failedPasswordRules } from './password-rules.js'

export { failedPasswordRules, passwordRules, passwordSymbols, type PasswordRule } from './password-rules.js'

/** POST /api/v1/login — the e-mail travels as `username` (spec 000 §3). */
export const loginRequest = z.object({
  username: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
})
export type LoginRequest = z.infer<typeof loginRequest>

export const tokenPair = z.object({ access_token: z.string(), refresh_token: z.string() })
export type TokenPair = z.infer<typeof tokenPair>

export const storedUser = personCard.extend({ authorities: z.array(authorities) })
export type StoredUser = z.infer<typeof storedUser>

export const loginResponse = storedUser.extend(tokenPair.shape)
export type LoginResponse = z.infer<typeof loginResponse>

/** POST /api/v1/login/token/refresh */
export const refreshRequest = z.object({ refresh: z.string().min(1, 'Refresh token is required') })
export type RefreshRequest = z.infer<typeof refreshRequest>

export const accountMessages = {
  invalidCredentials: 'Invalid email or password',
  accountBlocked: 'Your account is blocked. Contact support',
  invalidRefreshToken: 'Session expired. Please sign in again',
  logoutOtherUser: 'You can only sign out of your own account',
} as const

export const password = z
  .string()
  .max(128, 'Password must be at most 128 characters')
  .superRefine((value, ctx) => {
    for (const rule of failedPasswordRules(value)) {
      ctx.addIssue({ code: 'custom', message: `Password needs: ${rule.label.toLowerCase()}` })
    }
  })

export const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Email is not valid')
  .transform((value) => value.toLowerCase())

/** Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Date of birth is not a real date'
  )

export const minimumAgeMessage = 'You must be at least 16 years old to sign up'

/** POST /api/v1/sign-up (spec 000 §3). signUpType is the product's fixed value. */
export const signUpRequest = z
  .object({
    email,
    password,
    publicName: z.string().trim().min(1, 'Public name is required').max(100, 'Maximum number of characters - 100'),
    dateOfBirth: isoDate,
    isArtist: z.boolean().default(false),
    signUpType: z.string().trim().max(40).default('KOBZA'),
  })
  .refine((input) => ageOn(input.dateOfBirth, new Date().toISOString().slice(0, 10)) >= 16, {
    message: minimumAgeMessage,
    path: ['dateOfBirth'],
  })
export type SignUpRequest = z.input<typeof signUpRequest>

export const passwordResetRequest = z.object({ email })
export const passwordResetConfirm = z.object({ password })

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'This field is required'),
  newPassword: password,
})
export const changeEmailRequest = z.object({ email, password: z.string().min(1, 'This field is required') })
export const deleteAccountRequest = z.object({ password: z.string().min(1, 'This field is required') })

export const accountSettings = z.object({
  uuid: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  publicName: z.string(),
  nickName: z.string(),
  authorities: z.array(authorities),
})
export type AccountSettings = z.infer<typeof accountSettings>

export const accountFlowMessages = {
  emailTaken: 'This email is already registered',
  resetSent: 'If an account exists for this email, we have sent a link to reset the password',
  resetInvalid: 'This password reset link is invalid or has expired',
  emailChangeSent: 'We have sent a confirmation link to the new email address',
  emailChangeInvalid: 'This confirmation link is invalid or has expired',
  wrongPassword: 'The password is not correct',
  passwordChanged: 'Password successfully changed',
  accountDeleted: 'Your account has been deleted',
} as const
