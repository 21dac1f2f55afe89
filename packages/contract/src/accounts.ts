import { z } from 'zod'
import { authorities } from './enums.js'

/** POST /api/v1/login — the e-mail travels as `username` (spec 000 §3). */
export const loginRequest = z.object({
  username: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
})
export type LoginRequest = z.infer<typeof loginRequest>

export const tokenPair = z.object({ access_token: z.string(), refresh_token: z.string() })
export type TokenPair = z.infer<typeof tokenPair>

export const storedUser = z.object({
  avatar: z.string().nullable(),
  nickName: z.string(),
  publicName: z.string(),
  uuid: z.string(),
  authorities: z.array(authorities),
})
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
