import { z } from './zod.js'
import { authorities, genres, userStatuses } from './enums.js'

/** Admin console (react-admin simple-rest) payloads. */
const referenceLabel = z.string().trim().min(1, 'This field is required').max(60, 'Maximum number of characters - 60')

export const adminGenreInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'Code must be 2–40 capital letters, digits or underscores'),
  name: referenceLabel,
  /** The Ukrainian label users of the Ukrainian interface see (issue 18). */
  nameUk: referenceLabel,
  position: z.coerce.number().int().min(0).max(10000).default(0),
})
export type AdminGenreInput = z.infer<typeof adminGenreInput>
/* Without the create's default position: a PUT naming only the name must keep the position. */
export const adminGenreUpdate = adminGenreInput
  .extend({ position: z.coerce.number().int().min(0).max(10000) })
  .partial()
export type AdminGenreUpdate = z.infer<typeof adminGenreUpdate>

/* nameUk is null only on a row an operator added before migration 0101 and never relabelled. */
export const adminGenre = adminGenreInput.extend({ id: z.number().int(), nameUk: z.string().nullable() })
export type AdminGenre = z.infer<typeof adminGenre>

/** PUT /admin/api/eras/:id — the era codes are fixed (markets and legends filter by them): labels and order only. */
export const adminEraUpdate = z
  .object({ name: referenceLabel, nameUk: referenceLabel, position: z.coerce.number().int().min(0).max(10000) })
  .partial()
export type AdminEraUpdate = z.infer<typeof adminEraUpdate>

export const adminEra = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameUk: z.string().nullable(),
  position: z.number().int(),
})
export type AdminEra = z.infer<typeof adminEra>

/** The built-in genre codes; the console may add more, never remove these (the markets use them). */
export const builtInGenreCodes: readonly string[] = genres.codes

/** simple-rest list query: sort=["field","ASC"], range=[0,24], filter={"q":"…"}. */
export const simpleRestListQuery = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
})

/** PUT /admin/api/users/:id — what the console may change on an account. */
/** A moderator's reason for blocking an account, kept in its audit entry. */
export const adminBlockLimits = { reasonMax: 300 } as const

export const adminUserUpdate = z
  .object({
    status: userStatuses.exclude(['DELETED']).optional(),
    authorities: z.array(authorities).optional(),
    /** Required when the change blocks an active account (the API checks it against the account). */
    reason: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z
        .string()
        .trim()
        .max(adminBlockLimits.reasonMax, `A reason is at most ${adminBlockLimits.reasonMax} characters`)
        .optional()
    ),
  })
  .passthrough()
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>

export const adminMessages = {
  onlyAdminsGrant: 'Only administrators can grant or revoke authorities',
  cannotBlockStaff: 'Moderators cannot block administrators or other moderators',
  cannotLockOutSelf: 'You cannot block yourself or remove your own administrator authority',
  deletedUser: 'Deleted accounts cannot be changed',
  blockReasonRequired: 'Say why the account is blocked',
} as const

export const adminMoneyMessages = {
  withdrawalDecided: 'This withdrawal has already been decided',
  withdrawalNotFound: 'Withdrawal not found',
  ownWithdrawal: 'You cannot decide on your own withdrawal: another moderator must',
  paymentNotFound: 'Payment not found',
  orderNotFound: 'Order not found',
  orderNotRefundable: 'This order has already been declined or refunded',
  refundReasonRequired: 'Say why the order is refunded',
  rejectReasonRequired: 'Say why the withdrawal is rejected',
} as const

export const adminRefundLimits = { reasonMax: 500 } as const

/**
 * PUT /admin/api/withdrawals/:id — an operator pays a requested withdrawal out or refuses it. A rejection turns down an artist's payout, so
 * the moderator says why (kept in the audit entry, like the other refusals).
 */
export const adminWithdrawalDecision = z
  .object({
    status: z.enum(['PAID', 'REJECTED'], { error: 'status must be PAID or REJECTED' }),
    reason: z
      .string()
      .trim()
      .max(adminRefundLimits.reasonMax, `Maximum number of characters - ${adminRefundLimits.reasonMax}`)
      // The body parser turns a blank field into null: that is a missing reason, refused below.
      .nullish(),
  })
  .passthrough()
  .refine((value) => value.status !== 'REJECTED' || !!value.reason, {
    message: adminMoneyMessages.rejectReasonRequired,
    path: ['reason'],
  })
export type AdminWithdrawalDecision = z.infer<typeof adminWithdrawalDecision>

/**
 * POST /admin/api/greeting-orders/:id/refunds — a moderator returns a waiting or delivered order's price
 * to the fan (the terms' refund); the reason goes to the audit log.
 */
export const adminGreetingRefund = z
  .object({
    reason: z
      .string({ error: adminMoneyMessages.refundReasonRequired })
      .trim()
      .min(1, adminMoneyMessages.refundReasonRequired)
      .max(adminRefundLimits.reasonMax, `Maximum number of characters - ${adminRefundLimits.reasonMax}`),
  })
  .passthrough()
export type AdminGreetingRefund = z.infer<typeof adminGreetingRefund>
