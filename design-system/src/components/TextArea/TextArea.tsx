import { type ComponentPropsWithRef, type CSSProperties } from 'react'
import { clsx } from 'clsx'
import { CharCounter, type FormatCounter } from '../../internal/CharCounter'
import { useTextControl } from '../../internal/useTextControl'
import { joinIds } from '../FormField/FormFieldContext'
import styles from '../../styles/field.module.css'

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  /** Shows the character counter, e.g. 1000 for a post description (contract `limits`). */
  maxChars?: number
  formatCounter?: FormatCounter
  invalid?: boolean
  /** Grow with the content (where the browser supports field-sizing) instead of scrolling. */
  autoResize?: boolean
  wrapperClassName?: string
}

/** A multi-line text field with the spec's character counter. */
export function TextArea({
  maxChars,
  formatCounter,
  invalid,
  autoResize = false,
  wrapperClassName,
  className,
  id,
  rows = 4,
  value,
  defaultValue,
  onChange,
  required,
  disabled,
  style,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const { field, counterId, length, isDisabled, isInvalid, handleChange } = useTextControl<HTMLTextAreaElement>({
    value,
    defaultValue,
    maxChars,
    invalid,
    disabled,
    onChange,
  })
  return (
    <div className={clsx(styles.stack, wrapperClassName)}>
      <div className={styles.control} data-invalid={isInvalid} data-disabled={Boolean(isDisabled)}>
        <textarea
          id={id ?? field?.id}
          rows={rows}
          className={clsx(styles.input, styles.textarea, autoResize && styles.autoResize, className)}
          style={{ '--rows': rows, ...style } as CSSProperties}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          required={required ?? field?.required}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(field?.describedBy, maxChars !== undefined && counterId, describedBy)}
          {...rest}
        />
      </div>
      {maxChars !== undefined && <CharCounter id={counterId} length={length} max={maxChars} format={formatCounter} />}
    </div>
  )
}
