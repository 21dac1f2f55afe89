import type { Authority } from './enums.js'

/**
 * The console's resources and the authorities that may open each one. The console shows a
 * resource only to these authorities and the API's /admin/api/<resource> routes admit only them,
 * so both read this one map. A new console area is one entry here (for instance
 * 'legends-review': ['JUDGE_HALL_OF_FAME']) plus its folder in apps/admin and its API routes.
 */
export const adminResources = {
  genres: ['ADMIN', 'MODERATOR'],
  /** Relabel and reorder the eras (their codes are fixed): the Ukrainian and English labels. */
  eras: ['ADMIN', 'MODERATOR'],
  users: ['ADMIN', 'MODERATOR'],
  'audit-logs': ['ADMIN', 'MODERATOR'],
  /**
   * The judges' review queue of legends On Reviewing (issue 16). Administrators see everything
   * (issue 18), so they read it too; deciding stays with judges (legendDecisionAuthorities).
   */
  'legend-reviews': ['JUDGE_HALL_OF_FAME', 'ADMIN'],
  /** Moderators correct or remove nominations that break the rules. */
  legends: ['ADMIN', 'MODERATOR'],
  /** Stage length, vote threshold, judges' quorum. */
  'legend-settings': ['ADMIN'],
  payments: ['ADMIN', 'MODERATOR'],
  'greeting-orders': ['ADMIN', 'MODERATOR'],
  withdrawals: ['ADMIN', 'MODERATOR'],
  /** Fans' subscriptions to artists, read-only (a user's Subscriptions tab lists them both ways). */
  subscriptions: ['ADMIN', 'MODERATOR'],
  reports: ['ADMIN', 'MODERATOR'],
  /** The Content resources: posts and comments, hidden or shown, deleted. */
  posts: ['ADMIN', 'MODERATOR'],
  comments: ['ADMIN', 'MODERATOR'],
} as const satisfies Record<string, readonly Authority[]>

export type AdminResource = keyof typeof adminResources

/** POST /admin/api/legend-reviews/:id/decisions: only Hall of Fame judges decide on a legend. */
export const legendDecisionAuthorities = ['JUDGE_HALL_OF_FAME'] as const satisfies readonly Authority[]

/** GET /admin/api/dashboard (queues, sign-ups and revenue): whoever sees moderation and money. */
export const adminDashboardAuthorities = ['ADMIN', 'MODERATOR'] as const satisfies readonly Authority[]

export const adminResourceNames = Object.keys(adminResources) as AdminResource[]

/** Whether someone holding `held` may open `resource`. */
export function mayOpenAdminResource(resource: AdminResource, held: readonly string[]): boolean {
  const allowed: readonly Authority[] = adminResources[resource]
  return allowed.some((authority) => held.includes(authority))
}

/**
 * GET /admin/api/users/:id carries the account's money and audience (hryvnia); the list does not.
 * `fan` is what the platform holds for the user as a fan (refunds land there); the rest is theirs
 * as an artist: withdrawable, frozen for undelivered greetings, requested for payout.
 */
export interface AdminUserBalance {
  available: number
  held: number
  withdrawing: number
  fan: number
}

/** GET /admin/api/subscriptions: one fan's subscription to one artist. */
export interface AdminSubscription {
  id: number
  fanId: number
  fan: { id: number; nickName: string; email: string } | null
  artistId: number
  artist: { id: number; nickName: string; email: string } | null
  activeUntil: string
  cancelledAt: string | null
  /** Paid until later than now (a cancelled one stays active until then). */
  active: boolean
  cancelled: boolean
  createdAt: string
}

/** GET /admin/api/dashboard: the queues waiting for someone, and the last days' figures. */
export interface AdminDashboard {
  openReports: number
  legendsAwaitingReview: number
  ordersPastDeadline: number
  withdrawalsToApprove: number
  /** One entry per day (YYYY-MM-DD, UTC) of the last `days` days, oldest first. */
  days: Array<{ day: string; signUps: number; revenue: number }>
}
