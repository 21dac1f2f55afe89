import { useId, useMemo, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { AlertIcon } from '../Icon'
import { FormFieldContext, type FormFieldContextValue } from './FormFieldContext'
import styles from './FormField.module.css'

export interface FormFieldProps {
  label: ReactNode
  /** Helper text under the label, e.g. the allowed format. */
  hint?: ReactNode
  /**
   * Validation message; when set the control is marked aria-invalid. Use the contract's
   * messages, e.g. `messages.required` ('This field is required').
   */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  /** Keep the label for screen readers only (e.g. a search field with a visible icon). */
  hideLabel?: boolean
  /** id for the control; generated when omitted. */
  id?: string
  className?: string
  /** One control: Input, TextArea, Select — they pick up id, describedby and invalid. */
  children: ReactNode
}

/** Label, hint and error around one control, wired for assistive technology. */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const value = useMemo<FormFieldContextValue>(
    () => ({
      id: controlId,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: Boolean(error),
      required,
      disabled,
    }),
    [controlId, hintId, errorId, error, required, disabled]
  )
  return (
    <div className={clsx(styles.field, disabled && styles.disabled, className)}>
      <label htmlFor={controlId} className={clsx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertIcon className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
    </div>
  )
}
