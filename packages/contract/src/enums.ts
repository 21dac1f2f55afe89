import { z } from './zod.js'
import { eraLabels, genreLabels } from './labels.js'
import { eraValues, genreValues, legendSortValues } from './values.js'

/** A code and its English label, the shape reference lists travel in ({ value, name }). */
export interface ReferenceEntry<Code extends string = string> {
  value: Code
  name: string
}

function referenceList<const Code extends string>(codes: readonly [Code, ...Code[]], entries: Record<Code, string>) {
  return {
    codes,
    schema: z.enum(codes),
    labels: entries,
    list: codes.map((value) => ({ value, name: entries[value] })) as ReferenceEntry<Code>[],
  }
}

/** Eras of a song or legend (spec 002 §3); the codes alone, without zod, are ./values' `eraValues`. */
export const eras = referenceList(eraValues, eraLabels)

/** Genres (spec 002 §3); served from the database by GET /api/v1/genres. */
export const genres = referenceList(genreValues, genreLabels)

export const postTypes = z.enum(['PUBLIC', 'PREMIUM'])
export type PostType = z.infer<typeof postTypes>

export const postContentTypes = z.enum(['MESSAGE', 'IMAGE', 'SONG', 'VOTE'])
export type PostContentType = z.infer<typeof postContentTypes>

export const paymentGoals = z.enum(['DONATE', 'SUBSCRIBE', 'VID_CONGRATULATION'])
export type PaymentGoal = z.infer<typeof paymentGoals>

export const currencies = z.enum(['UAH'])
export type Currency = z.infer<typeof currencies>

/**
 * Authorities a user may hold. ARTIST and JUDGE_HALL_OF_FAME come from the spec;
 * MODERATOR and ADMIN gate the admin console.
 */
export const authorities = z.enum(['ARTIST', 'JUDGE_HALL_OF_FAME', 'MODERATOR', 'ADMIN'])
export type Authority = z.infer<typeof authorities>
/** Authorities that may sign in to the admin console. */
export const consoleAuthorities: readonly Authority[] = ['MODERATOR', 'ADMIN', 'JUDGE_HALL_OF_FAME']

export const socialLinkTypes = z.enum(['INSTAGRAM', 'FACEBOOK', 'TWITTER'])
export type SocialLinkType = z.infer<typeof socialLinkTypes>

export const subscriptionLevels = z.enum(['OWNER', 'UNSUBSCRIBED', 'SUBSCRIBED'])
export type SubscriptionLevel = z.infer<typeof subscriptionLevels>

export const chatMessageTypes = z.enum(['TEXT', 'IMAGE'])
export type ChatMessageType = z.infer<typeof chatMessageTypes>

export const videoOrderStatuses = z.enum(['INIT', 'COMPLETE', 'DECLINED'])
export type VideoOrderStatus = z.infer<typeof videoOrderStatuses>

export const auctionStatuses = z.enum(['OPEN', 'FINISHED'])
export type AuctionStatus = z.infer<typeof auctionStatuses>

export const offerStatuses = z.enum(['ACTIVE', 'SOLD'])
export type OfferStatus = z.infer<typeof offerStatuses>

export const legendTypes = z.enum(['SONG', 'PERSON'])
export type LegendType = z.infer<typeof legendTypes>

/**
 * A legend's lifecycle (issue 16): VOTING until its stage ends, then REVIEWING when it reached the
 * threshold or NOT_SELECTED when it did not; the judges make it SUCCESS (inducted) or REJECTED.
 */
export const legendStatuses = z.enum(['VOTING', 'REVIEWING', 'SUCCESS', 'REJECTED', 'NOT_SELECTED'])
export type LegendStatus = z.infer<typeof legendStatuses>

/** Hall of Fame sort options (./values' `legendSortValues`). */
export const legendSorts = z.enum(legendSortValues)

export const searchTypes = z.enum(['SONG', 'ARTIST', 'EVENT'])
export type SearchType = z.infer<typeof searchTypes>

export const userStatuses = z.enum(['ACTIVE', 'BLOCKED', 'DELETED'])
export type UserStatus = z.infer<typeof userStatuses>
