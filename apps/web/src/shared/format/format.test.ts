import { describe, expect, it } from 'vitest'
import {
  formatChatStamp,
  formatDate,
  formatDateTime,
  formatDuration,
  formatHryvnia,
  formatNumber,
  formatShortDate,
  formatTime,
  parseApiDate,
} from './format'

// Intl separates groups and the currency sign with (narrow) no-break spaces; compare on plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const utc = { timeZone: 'UTC' }

describe('parseApiDate', () => {
  it('reads the zone-less "date time" form as UTC', () => {
    expect(parseApiDate('2026-11-22 18:05')?.toISOString()).toBe('2026-11-22T18:05:00.000Z')
    expect(parseApiDate('2026-11-22 18:05:30')?.toISOString()).toBe('2026-11-22T18:05:30.000Z')
    expect(parseApiDate('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z')
  })

  it('keeps an explicit zone and rejects garbage', () => {
    expect(parseApiDate('2026-11-22T18:05:00+02:00')?.toISOString()).toBe('2026-11-22T16:05:00.000Z')
    expect(parseApiDate('not a date')).toBeNull()
    expect(formatDate('not a date', 'uk')).toBe('')
  })
})

describe('dates and times', () => {
  const moment = '2026-11-22 18:05'

  it('formats dates per language', () => {
    expect(formatDate(moment, 'uk', utc)).toBe('22 листопада 2026 р.')
    expect(formatDate(moment, 'en', utc)).toBe('22 November 2026')
    expect(formatShortDate(moment, 'uk', utc)).toBe('22.11.2026')
    expect(formatShortDate(moment, 'en', utc)).toBe('22/11/2026')
  })

  it('formats times on a 24-hour clock in both languages', () => {
    expect(formatTime(moment, 'uk', utc)).toBe('18:05')
    expect(formatTime(moment, 'en', utc)).toBe('18:05')
    expect(formatTime('2026-11-22 00:07', 'en', utc)).toBe('00:07')
  })

  it('applies the requested time zone', () => {
    expect(formatTime(moment, 'uk', { timeZone: 'Europe/Kyiv' })).toBe('20:05')
  })

  it('formats date and time together', () => {
    expect(formatDateTime(moment, 'en', utc)).toBe('22 November 2026 at 18:05')
    expect(formatDateTime(moment, 'uk', utc)).toMatch(/^22 листопада 2026 р\.,? (о )?18:05$/)
  })
})

describe('hryvnia and numbers', () => {
  it('shows the hryvnia sign with two decimals', () => {
    expect(plain(formatHryvnia(1250, 'uk'))).toBe('1 250,00 ₴')
    expect(plain(formatHryvnia(1250, 'en'))).toBe('₴1,250.00')
    expect(plain(formatHryvnia(100, 'uk'))).toBe('100,00 ₴')
    expect(plain(formatHryvnia(9.5, 'en'))).toBe('₴9.50')
  })

  it('groups numbers per language', () => {
    expect(plain(formatNumber(100000, 'uk'))).toBe('100 000')
    expect(formatNumber(100000, 'en')).toBe('100,000')
  })
})

describe('formatDuration', () => {
  it('shows m:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(65)).toBe('1:05')
    expect(formatDuration(599.9)).toBe('9:59')
    expect(formatDuration(3725)).toBe('1:02:05')
    expect(formatDuration(-3)).toBe('0:00')
  })
})

describe('formatChatStamp', () => {
  // Friday 27 November 2026, 20:16 in Kyiv.
  const now = new Date('2026-11-27T18:16:00Z')
  const kyiv = { timeZone: 'Europe/Kyiv' }

  it('shows the time for a message of today', () => {
    expect(formatChatStamp('2026-11-27 06:05', 'uk', now, kyiv)).toBe('08:05')
    expect(formatChatStamp('2026-11-27 06:05', 'en', now, kyiv)).toBe('08:05')
  })

  it('shows the weekday within the past week, the day and month this year, the date before', () => {
    expect(formatChatStamp('2026-11-25 18:16', 'uk', now, kyiv)).toBe('ср')
    expect(formatChatStamp('2026-11-25 18:16', 'en', now, kyiv)).toBe('Wed')
    // Today by Kyiv's calendar, although yesterday in UTC.
    expect(formatChatStamp('2026-11-26 22:30', 'en', now, kyiv)).toBe('00:30')
    expect(formatChatStamp('2026-11-26 22:30', 'en', now, { timeZone: 'UTC' })).toBe('Thu')
    expect(plain(formatChatStamp('2026-11-02 10:00', 'uk', now, kyiv))).toBe('2 лист.')
    expect(formatChatStamp('2026-11-02 10:00', 'en', now, kyiv)).toBe('2 Nov')
    expect(formatChatStamp('2025-12-30 10:00', 'uk', now, kyiv)).toBe('30.12.2025')
    expect(formatChatStamp('2025-12-30 10:00', 'en', now, kyiv)).toBe('30/12/2025')
  })
})
