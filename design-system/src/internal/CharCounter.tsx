import { useState } from 'react'
import { messages } from '@kobza/contract'
import styles from '../styles/field.module.css'

export type FormatCounter = (length: number, max: number) => string

/** Tracks the length of a text control, controlled or not. */
export function useCharCount(value: unknown, defaultValue: unknown) {
  const [uncontrolled, setUncontrolled] = useState(() => String(defaultValue ?? '').length)
  const length = value !== undefined && value !== null ? String(value).length : uncontrolled
  return { length, track: (next: string) => setUncontrolled(next.length) }
}

export interface CharCounterProps {
  id: string
  length: number
  max: number
  format?: FormatCounter
}

/**
 * The spec's counter, 'Maximum number of characters - 12/50'. It is soft: typing past the
 * maximum is allowed and flagged, so pasted text is not silently cut. Only going over the limit
 * is announced; a live counter would speak on every keystroke.
 */
export function CharCounter({ id, length, max, format = messages.maxChars }: CharCounterProps) {
  const over = length > max
  return (
    <>
      <p id={id} className={styles.counter} data-over={over}>
        {format(length, max)}
      </p>
      <span role="status" className={styles.visuallyHidden}>
        {over ? format(length, max) : ''}
      </span>
    </>
  )
}
