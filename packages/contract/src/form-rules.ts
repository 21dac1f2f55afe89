import { isHttpLink } from './values.js'
import { limits } from './limits.js'
import { meetsPasswordRules } from './password-rules.js'
import { characterCount } from './post-rules.js'
import { mediaFileProblem, mediaMaxBytes, type MediaKind } from './media-types.js'

/*
 * The rules of a form's fields, zod-free: what a web form checks before it sends, with the same
 * limits the API's schemas hold. A check answers a problem (a rule and what its message needs),
 * never words: each app words a problem in its own strings. `checkForm` gives the first problem
 * of each field, the rules of a field read in order.
 */

export type FieldProblem =
  | { rule: 'required' }
  | { rule: 'tooLong'; length: number; max: number }
  | { rule: 'tooShort'; length: number; min: number }
  | { rule: 'format' }
  | { rule: 'email' }
  | { rule: 'link' }
  | { rule: 'mismatch' }
  | { rule: 'refused' }
  | { rule: 'tooSmall'; min: number }
  | { rule: 'fileType' }
  | { rule: 'fileSize'; maxBytes: number }

export type FormValues = Record<string, unknown>
/** `value` is the field's text ('' for none); `raw` what the form holds (a picked file, say). */
export type FieldCheck<V extends FormValues = FormValues> = (
  value: string,
  values: V,
  raw: unknown
) => FieldProblem | null
export type FormRules<V extends FormValues> = { [K in keyof V]?: readonly FieldCheck<V>[] }
export type FormProblems<V extends FormValues> = { [K in keyof V]?: FieldProblem }

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** Empty or only spaces; for a file or a picture, none picked. */
export const required: FieldCheck = (value, _values, raw) =>
  raw === null || raw === undefined || (typeof raw === 'string' && value.trim() === '') ? { rule: 'required' } : null
/** Empty as typed (a password of spaces is a password). */
export const requiredAsTyped: FieldCheck = (value) => (value === '' ? { rule: 'required' } : null)
/** More than `max` characters once trimmed. */
export const maxChars =
  (max: number): FieldCheck =>
  (value) => {
    const length = value.trim().length
    return length > max ? { rule: 'tooLong', length, max } : null
  }
/** Fewer than `min` characters once trimmed (empty is `required`'s to say). */
export const minChars =
  (min: number): FieldCheck =>
  (value) => {
    const length = value.trim().length
    return length > 0 && length < min ? { rule: 'tooShort', length, min } : null
  }
/** More than `max` characters as a person counts them (an emoji is one), once trimmed. */
export const maxCharacters =
  (max: number): FieldCheck =>
  (value) => {
    const length = characterCount(value.trim())
    return length > max ? { rule: 'tooLong', length, max } : null
  }
/** A non-empty value that is not a whole number of at least `min`. */
export const wholeNumberFrom =
  (min: number): FieldCheck =>
  (value) =>
    value.trim() !== '' && !(Number.isInteger(Number(value)) && Number(value) >= min) ? { rule: 'tooSmall', min } : null
/** A non-empty value that does not match. */
export const matches =
  (pattern: RegExp): FieldCheck =>
  (value) =>
    value.trim() !== '' && !pattern.test(value.trim()) ? { rule: 'format' } : null
/** A pragmatic shape check of an e-mail address; the API's `email` schema has the last word. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
export const emailAddress: FieldCheck = (value) =>
  value.trim() !== '' && !looksLikeEmail(value) ? { rule: 'email' } : null
/** The one link rule (`isHttpLink`); empty means no link. */
export const httpLinkOrEmpty: FieldCheck = (value) =>
  value.trim() !== '' && !isHttpLink(value) ? { rule: 'link' } : null
/** A non-empty value that differs from another field (a repeated password). */
export const sameAs =
  <V extends FormValues>(field: keyof V): FieldCheck<V> =>
  (value, values) =>
    value !== '' && value !== text(values[field]) ? { rule: 'mismatch' } : null
/** A non-empty value a rule of its own refuses (the password rules, a date in the past). */
export const satisfies =
  <V extends FormValues>(test: (value: string, values: V) => boolean): FieldCheck<V> =>
  (value, values) =>
    value !== '' && !test(value, values) ? { rule: 'refused' } : null

/** A picked file of a kind the API takes (./media-types), within its size; none picked passes. */
export const mediaFile =
  (kind: MediaKind): FieldCheck =>
  (_value, _values, raw) => {
    if (raw === null || raw === undefined || typeof raw !== 'object' || !('size' in raw)) return null
    const problem = mediaFileProblem(kind, raw as { type: string; size: number; name?: string })
    return problem === 'type'
      ? { rule: 'fileType' }
      : problem === 'size'
        ? { rule: 'fileSize', maxBytes: mediaMaxBytes[kind] }
        : null
  }

/** The first problem of each field; an empty object when the form may be sent. */
export function checkForm<V extends FormValues>(rules: FormRules<V>, values: V): FormProblems<V> {
  const problems: FormProblems<V> = {}
  for (const field of Object.keys(rules) as (keyof V)[]) {
    for (const check of rules[field] ?? []) {
      const problem = check(text(values[field]), values, values[field])
      if (problem) {
        problems[field] = problem
        break
      }
    }
  }
  return problems
}

/** A nickname's characters (spec 000 §5), as the API's profile schema holds them. */
export const nickNamePattern = /^[A-Za-z0-9_.-]+$/
/** A 24-hour time, HH:MM. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/

/** The longest text of each field of the profile's edit form (its counters show these). */
export const profileEditLimits = {
  publicName: limits.publicName,
  nickName: limits.nickName,
  description: limits.profileDescription,
  socialLinkInstagram: limits.socialLink,
  socialLinkFacebook: limits.socialLink,
  socialLinkTwitter: limits.socialLink,
} as const

/** The profile's edit form (spec 000 §4, §5). */
export const profileEditRules = {
  publicName: [maxChars(profileEditLimits.publicName), required],
  nickName: [maxChars(profileEditLimits.nickName), required, matches(nickNamePattern)],
  description: [maxChars(profileEditLimits.description)],
  socialLinkInstagram: [maxChars(profileEditLimits.socialLinkInstagram), httpLinkOrEmpty],
  socialLinkFacebook: [maxChars(profileEditLimits.socialLinkFacebook), httpLinkOrEmpty],
  socialLinkTwitter: [maxChars(profileEditLimits.socialLinkTwitter), httpLinkOrEmpty],
} satisfies FormRules<Record<keyof typeof profileEditLimits, string>>

/** The latest birth date allowed to sign up (spec 000 §5: minimum age 16), as YYYY-MM-DD. */
export function latestBirthDate(today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear() - limits.signUpMinimumAge, today.getMonth(), today.getDate()))
  return date.toISOString().slice(0, 10)
}

/** Sign up (spec 000 §2, §5); `refused` on the birth date is "too young". */
export const signUpRules = {
  publicName: [required],
  dateOfBirth: [required, satisfies((value) => value <= latestBirthDate())],
  email: [required, emailAddress],
  password: [required],
  repeatPassword: [required, sameAs('password')],
} satisfies FormRules<Record<'publicName' | 'dateOfBirth' | 'email' | 'password' | 'repeatPassword', string>>

/** A new e-mail address, confirmed with the current password. */
export const changeEmailRules = {
  email: [required, emailAddress],
  password: [requiredAsTyped],
} satisfies FormRules<Record<'email' | 'password', string>>

/** Settings' password change; `refused` on the new password is "does not meet the rules". */
export const changePasswordRules = {
  currentPassword: [requiredAsTyped],
  newPassword: [requiredAsTyped, satisfies(meetsPasswordRules)],
  repeatPassword: [requiredAsTyped, sameAs('newPassword')],
} satisfies FormRules<Record<'currentPassword' | 'newPassword' | 'repeatPassword', string>>

/**
 * A password reset's new password. The checklist guides but does not block (spec 001 §5): the
 * server refuses a weak password with its own message.
 */
export const newPasswordRules = {
  password: [requiredAsTyped],
  repeatPassword: [requiredAsTyped, sameAs('password')],
} satisfies FormRules<Record<'password' | 'repeatPassword', string>>

/** Asking for a password reset link. */
export const resetRequestRules = { email: [required, emailAddress] } satisfies FormRules<Record<'email', string>>

/** A new event (spec 001 §2, §5); `refused` on the time is "in the past", `format` "not HH:MM". */
export const eventRules = {
  eventTitle: [required],
  description: [required, maxChars(limits.eventDescriptionMax)],
  date: [requiredAsTyped],
  time: [
    requiredAsTyped,
    matches(timePattern),
    satisfies<Record<string, unknown>>(
      (time, values) => !values.date || new Date(`${String(values.date)}T${time}:00`).getTime() >= Date.now()
    ),
  ],
  eventLink: [httpLinkOrEmpty],
  eventCover: [required],
} satisfies FormRules<Record<string, unknown>>

/** A new playlist (spec 001 §5). */
export const playlistRules = {
  playListName: [required],
  description: [required, maxChars(limits.playlistDescriptionMax)],
} satisfies FormRules<Record<string, unknown>>

/** A song uploaded to the catalogue (spec 000 §5 song rules). */
export const songUploadRules = {
  songName: [required],
  genre: [requiredAsTyped],
  file: [required, mediaFile('song')],
} satisfies FormRules<Record<string, unknown>>

/** What a nomination of either kind asks (spec 001 §2, §5); `format` on the year is "not four digits". */
const legendRules = {
  name: [required, maxCharacters(limits.legendNameMax)],
  era: [requiredAsTyped],
  ownerLegendStarterOpinion: [required, maxCharacters(limits.legendOpinionMax)],
  coverFile: [required],
  customName: [maxCharacters(limits.legendCustomNameMax)],
  customUrl: [httpLinkOrEmpty],
} satisfies FormRules<Record<string, unknown>>

/** Nominating a music creator. */
export const personLegendRules = {
  ...legendRules,
  wikipediaUrl: [httpLinkOrEmpty],
  instagramUrl: [httpLinkOrEmpty],
  facebookUrl: [httpLinkOrEmpty],
  spotifyUrl: [httpLinkOrEmpty],
  youtubeUrl: [httpLinkOrEmpty],
  twitterUrl: [httpLinkOrEmpty],
} satisfies FormRules<Record<string, unknown>>

/** Nominating a music work. */
export const songLegendRules = {
  ...legendRules,
  authorName: [required, maxCharacters(limits.legendAuthorNameMax)],
  genre: [requiredAsTyped],
  songFile: [required],
  composer: [maxCharacters(limits.composerMax)],
  authorTextName: [maxCharacters(limits.legendCreditMax)],
  label: [maxCharacters(limits.legendCreditMax)],
  recordingStudio: [maxCharacters(limits.legendCreditMax)],
  yearOfRelease: [matches(/^\d{4}$/)],
  spotifyUrl: [httpLinkOrEmpty],
  youtubeUrl: [httpLinkOrEmpty],
} satisfies FormRules<Record<string, unknown>>

/** An artist's prices (spec 001 §4, §5): whole hryvnia, at least the contract's minimum. */
export const servicePriceRules = {
  subscribePrice: [required, wholeNumberFrom(limits.priceMin)],
  videoPrice: [required, wholeNumberFrom(limits.priceMin)],
} satisfies FormRules<Record<string, unknown>>

/** A copyright share in percent: 1 to 100, at most three decimals (a token is 0.001 %). */
const isCopyrightPercent = (value: string) => {
  const percent = Number(value)
  return Number.isFinite(percent) && percent >= 1 && percent <= 100 && Math.round(percent * 1000) === percent * 1000
}

/**
 * An initial sale (spec 002 §2, §5): `format` on the year is "not four digits", `refused` on the
 * copyright share or the price is "not a valid value".
 */
export const initialSaleRules = {
  era: [requiredAsTyped],
  song: [requiredAsTyped],
  description: [required, minChars(limits.auctionDescription.min), maxChars(limits.auctionDescription.max)],
  cover: [required],
  composer: [maxChars(limits.composerMax)],
  year: [matches(/^\d{4}$/)],
  duration: [requiredAsTyped],
  copyright: [requiredAsTyped, satisfies(isCopyrightPercent)],
  price: [required, satisfies((value) => /^\d+$/.test(value.trim()) && BigInt(value.trim()) >= 1n)],
} satisfies FormRules<Record<string, unknown>>

/** Inviting a subscriber by e-mail (spec 001 §4). */
export const inviteSubscriberRules = { email: [required, emailAddress] } satisfies FormRules<Record<string, unknown>>
