import type { ReactNode } from 'react'
import styles from '../styles/choiceText.module.css'

/**
 * The label, description and error beside a Checkbox or a Switch. The control's root composes
 * `disabled` from the same stylesheet, so the disabled text rules apply.
 */
export function ChoiceText({
  inputId,
  label,
  description,
  descriptionId,
  error,
  errorId,
}: {
  inputId: string
  label: ReactNode
  description?: ReactNode
  descriptionId?: string | undefined
  error?: ReactNode
  errorId?: string | undefined
}) {
  return (
    <span className={styles.text}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </span>
  )
}
