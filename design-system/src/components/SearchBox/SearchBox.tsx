import { useId, useRef, type FormEvent } from 'react'
import { timings } from '@kobza/contract'
import { clsx } from 'clsx'
import { useControllableState } from '../../internal/useControllableState'
import { useDebouncedCallback } from '../../internal/useDebouncedCallback'
import { CloseIcon, SearchIcon } from '../Icon'
import fieldStyles from '../../styles/field.module.css'
import styles from './SearchBox.module.css'

export interface SearchBoxProps {
  /** Controlled text; leave undefined to let the box keep it. */
  value?: string
  defaultValue?: string
  /** Every keystroke, for controlled use. */
  onChange?: (value: string) => void
  /**
   * The trimmed query, once typing pauses for `debounceMs`, at once on Enter, and with '' when
   * cleared. Identical consecutive queries are not repeated.
   */
  onSearch: (query: string) => void
  /** The spec's 500 ms by default (contract `timings.searchDebounceMs`). */
  debounceMs?: number
  label?: string
  placeholder?: string
  clearLabel?: string
  autoFocus?: boolean
  className?: string
}

/** A search field in a role="search" landmark with a debounced onSearch and a clear button. */
export function SearchBox({
  value: valueProp,
  defaultValue = '',
  onChange,
  onSearch,
  debounceMs = timings.searchDebounceMs,
  label = 'Search',
  placeholder = 'Search',
  clearLabel = 'Clear search',
  autoFocus,
  className,
}: SearchBoxProps) {
  const inputId = `search-${useId()}`
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange)
  const lastQuery = useRef(defaultValue.trim())
  const emit = (raw: string) => {
    const query = raw.trim()
    if (query === lastQuery.current) return
    lastQuery.current = query
    onSearch(query)
  }
  const debounced = useDebouncedCallback(emit, debounceMs)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    debounced.cancel()
    emit(value)
  }
  const clear = () => {
    debounced.cancel()
    setValue('')
    emit('')
    inputRef.current?.focus()
  }
  return (
    <form role="search" className={clsx(styles.search, className)} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={fieldStyles.visuallyHidden}>
        {label}
      </label>
      <div className={clsx(fieldStyles.control, styles.control)}>
        <SearchIcon className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
          className={clsx(fieldStyles.input, styles.input)}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            debounced(event.target.value)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault()
              clear()
            }
          }}
        />
        {value && (
          <button type="button" className={styles.clear} aria-label={clearLabel} onClick={clear}>
            <CloseIcon />
          </button>
        )}
      </div>
    </form>
  )
}
