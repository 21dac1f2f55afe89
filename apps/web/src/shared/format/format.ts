import type { Language } from '../i18n/language'

/*
 * English uses the British conventions (day-month order, 24-hour clock): the product is
 * Ukrainian and the spec's forms are 24-hour; American month-first dates would surprise.
 */
const locales: Record<Language, string> = { uk: 'uk-UA', en: 'en-GB' }

export const intlLocale = (language: Language): string => locales[language]

export interface FormatOptions {
  /** Defaults to the browser's zone; tests and server-side checks pin one. */
  timeZone?: string
}

type DateInput = Date | string | number

/**
 * The API sends times as 'YYYY-MM-DD HH:MM[:SS]' with no zone (spec 001 §3, 002 §3: read as UTC),
 * or as ISO strings. Both become a Date; anything unreadable becomes null.
 */
export function parseApiDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (typeof value === 'number') return new Date(value)
  const trimmed = value.trim()
  const zoneless = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(trimmed)
  const date = zoneless ? new Date(`${zoneless[1]}T${zoneless[2] ?? '00:00'}Z`) : new Date(trimmed)
  return Number.isNaN(date.getTime()) ? null : date
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = create()
    cache.set(key, formatter)
  }
  return formatter as T
}

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(`dt|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), options))
}

/** A formatter for API dates with the given fields; an unreadable date formats as ''. */
function dateFormatter(fields: Intl.DateTimeFormatOptions) {
  return (value: DateInput, language: Language, options: FormatOptions = {}): string => {
    const date = parseApiDate(value)
    if (!date) return ''
    return dateTimeFormat(language, { ...fields, timeZone: options.timeZone }).format(date)
  }
}

const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

/** 22 листопада 2026 р. / 22 November 2026 */
export const formatDate = dateFormatter(longDate)

/** 22.11.2026 / 22/11/2026 — for lists where the long form would crowd. */
export const formatShortDate = dateFormatter({ day: '2-digit', month: '2-digit', year: 'numeric' })

/** HH:MM on a 24-hour clock (chat messages show only this, spec 000 §3). */
export const formatTime = dateFormatter(clock)

export const formatDateTime = dateFormatter({ ...longDate, ...clock })

/** The calendar day of `date` in the zone, as a day number (so days can be subtracted). */
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = dateTimeFormat('en', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(
    date
  )
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000
}

/**
 * A conversation's last message as messengers stamp it: the time today, the weekday within the
 * past week, the day and month this year, the full short date before that.
 */
export function formatChatStamp(
  value: DateInput,
  language: Language,
  now: Date = new Date(),
  options: FormatOptions = {}
): string {
  const date = parseApiDate(value)
  if (!date) return ''
  const { timeZone } = options
  const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone)
  if (daysAgo <= 0) return dateTimeFormat(language, { ...clock, timeZone }).format(date)
  if (daysAgo < 7) return dateTimeFormat(language, { weekday: 'short', timeZone }).format(date)
  const sameYear = dateTimeFormat('en', { year: 'numeric', timeZone })
  if (sameYear.format(date) === sameYear.format(now))
    return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone }).format(date)
  return dateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date)
}

/**
 * Hryvnia with the ₴ sign and two decimals (order amounts show '.00', spec 001 §9):
 * '1 250,00 ₴' in Ukrainian, '₴1,250.00' in English. The contract's one formatter, which the
 * console and the API use too.
 */
export { formatHryvnia } from '@kobza/contract/money'

export function formatNumber(value: number, language: Language): string {
  return memo(`n|${language}`, () => new Intl.NumberFormat(intlLocale(language))).format(value)
}

/** Song lengths arrive in seconds and show as m:ss (spec 000 §3); an hour or more as h:mm:ss. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}
