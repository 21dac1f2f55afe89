import { type ComponentPropsWithRef, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { CharCounter, type FormatCounter } from '../../internal/CharCounter'
import { useTextControl } from '../../internal/useTextControl'
import { joinIds } from '../FormField/FormFieldContext'
import styles from '../../styles/field.module.css'

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  /** Shows the character counter; typing past it marks the field invalid. */
  maxChars?: number
  /** Counter text; defaults to the contract's `messages.maxChars`. */
  formatCounter?: FormatCounter
  invalid?: boolean
  /** Icon or text inside the box before the value (e.g. ₴). */
  startAdornment?: ReactNode
  endAdornment?: ReactNode
  /** Class for the outer wrapper; `className` goes to the <input>. */
  wrapperClassName?: string
}

/** A single-line text field. Put it in a FormField for a label, hint and error. */
export function Input({
  maxChars,
  formatCounter,
  invalid,
  startAdornment,
  endAdornment,
  wrapperClassName,
  className,
  id,
  value,
  defaultValue,
  onChange,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  const { field, counterId, length, isDisabled, isInvalid, handleChange } = useTextControl<HTMLInputElement>({
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
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          id={id ?? field?.id}
          className={clsx(styles.input, className)}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          required={required ?? field?.required}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(field?.describedBy, maxChars !== undefined && counterId, describedBy)}
          {...rest}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {maxChars !== undefined && <CharCounter id={counterId} length={length} max={maxChars} format={formatCounter} />}
    </div>
  )
}
