import type { ComponentPropsWithRef } from 'react'
import { clsx } from 'clsx'
import { ChevronDownIcon } from '../Icon'
import { joinIds, useFormField } from '../FormField/FormFieldContext'
import fieldStyles from '../../styles/field.module.css'
import styles from './Select.module.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  /** Reference lists from the contract fit as-is: `genres.list.map(({ value, name }) => …)`. */
  options: readonly SelectOption[]
  /** A first, unselectable line shown while nothing is chosen, e.g. 'Choose a genre'. */
  placeholder?: string
  invalid?: boolean
  wrapperClassName?: string
}

/**
 * A native select, styled. Native keeps the platform picker on phones, type-ahead and full
 * screen-reader support for free.
 */
export function Select({
  options,
  placeholder,
  invalid,
  wrapperClassName,
  className,
  id,
  required,
  disabled,
  value,
  defaultValue,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const field = useFormField()
  const isDisabled = disabled ?? field?.disabled
  const isInvalid = Boolean(invalid ?? field?.invalid)
  return (
    <div
      className={clsx(fieldStyles.control, styles.control, wrapperClassName)}
      data-invalid={isInvalid}
      data-disabled={Boolean(isDisabled)}
    >
      <select
        id={id ?? field?.id}
        className={clsx(fieldStyles.input, styles.select, className)}
        required={required ?? field?.required}
        disabled={isDisabled}
        value={value}
        // Without a value the placeholder line is what shows first.
        defaultValue={value === undefined ? (defaultValue ?? (placeholder ? '' : undefined)) : undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={joinIds(field?.describedBy, describedBy)}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} />
    </div>
  )
}
