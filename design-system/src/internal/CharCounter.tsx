import { createContext, useContext, useState, type ReactNode } from 'react'
import { messages } from '@kobza/contract'
import styles from '../styles/field.module.css'

export type FormatCounter = (length: number, max: number) => string

/*
 * The contract's counter text is English; an app in another language gives its own once at
 * the root, so no form can forget to translate it.
 */
const CounterFormat = createContext<FormatCounter>(messages.maxChars)

/** Sets the counter text of every Input and TextArea below it (the app's language). */
export function CharCounterProvider({ format, children }: { format: FormatCounter; children: ReactNode }) {
  return <CounterFormat value={format}>{children}</CounterFormat>
}

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
export function CharCounter({ id, length, max, format: given }: CharCounterProps) {
  const inherited = useContext(CounterFormat)
  const format = given ?? inherited
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
