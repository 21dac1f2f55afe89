import { useEffect, useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { CheckIcon } from '../Icon'
import { ChoiceText } from '../../internal/ChoiceText'
import { joinIds } from '../FormField/FormFieldContext'
import styles from './Checkbox.module.css'

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> & {
  label: ReactNode
  /** Secondary line under the label. */
  description?: ReactNode
  /** Validation message, e.g. `messages.required` for the terms checkbox. */
  error?: ReactNode
  /** "Some selected" state of a select-all box. */
  indeterminate?: boolean
}

/** A native checkbox with the Kobza box and label. */
export function Checkbox({
  label,
  description,
  error,
  indeterminate = false,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId()
  const inputId = id ?? `checkbox-${generated}`
  const descriptionId = description ? `${inputId}-description` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // indeterminate exists only as a DOM property, not as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <div className={clsx(styles.root, disabled && styles.disabled, className)}>
      <span className={styles.boxWrap}>
        <input
          ref={ref}
          type="checkbox"
          id={inputId}
          className={styles.input}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(descriptionId, errorId, describedBy)}
          {...rest}
        />
        <span className={styles.box} aria-hidden="true">
          <CheckIcon className={styles.check} />
          <span className={styles.dash} />
        </span>
      </span>
      <ChoiceText {...{ inputId, label, description, descriptionId, error, errorId }} />
    </div>
  )
}
