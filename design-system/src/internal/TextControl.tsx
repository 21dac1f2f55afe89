import { useId, type ChangeEvent, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { joinIds, useFormField } from '../components/FormField/FormFieldContext'
import styles from '../styles/field.module.css'
import { CharCounter, useCharCount, type FormatCounter } from './CharCounter'

/** The props Input and TextArea handle the same way. */
export interface TextControlProps<Element extends HTMLInputElement | HTMLTextAreaElement> {
  id?: string
  value?: string | number | readonly string[]
  defaultValue?: string | number | readonly string[]
  onChange?: (event: ChangeEvent<Element>) => void
  required?: boolean
  disabled?: boolean
  'aria-describedby'?: string
  /** Shows the character counter; typing past it marks the field invalid. */
  maxChars?: number
  /** Counter text; defaults to the contract's `messages.maxChars`. */
  formatCounter?: FormatCounter
  invalid?: boolean
}

/**
 * What Input and TextArea share: the enclosing FormField's state, the soft character limit
 * (typing past it marks the field invalid) and a change handler that keeps the count. Returns
 * the props of the native control, those of its TextControlFrame, and the props it did not use.
 */
export function useTextControl<
  Element extends HTMLInputElement | HTMLTextAreaElement,
  Props extends TextControlProps<Element>,
>(props: Props) {
  const {
    id,
    value,
    defaultValue,
    onChange,
    required,
    disabled,
    'aria-describedby': describedBy,
    maxChars,
    formatCounter,
    invalid,
    ...rest
  } = props
  const field = useFormField()
  const counterId = `${useId()}-counter`
  const { length, track } = useCharCount(value, defaultValue)
  const over = maxChars !== undefined && length > maxChars
  const isDisabled = disabled ?? field?.disabled
  const isInvalid = Boolean(invalid ?? field?.invalid) || over
  const controlProps = {
    id: id ?? field?.id,
    value,
    defaultValue,
    onChange: (event: ChangeEvent<Element>) => {
      track(event.target.value)
      onChange?.(event)
    },
    required: required ?? field?.required,
    disabled: isDisabled,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': joinIds(field?.describedBy, maxChars !== undefined && counterId, describedBy),
  }
  const frameProps: Omit<TextControlFrameProps, 'className' | 'children'> = {
    isInvalid,
    isDisabled: Boolean(isDisabled),
    counter: maxChars === undefined ? undefined : { id: counterId, length, max: maxChars, format: formatCounter },
  }
  return { controlProps, frameProps, rest }
}

interface TextControlFrameProps {
  className?: string
  isInvalid: boolean
  isDisabled: boolean
  counter: { id: string; length: number; max: number; format?: FormatCounter } | undefined
  children: ReactNode
}

/** The box around a text control and the character counter below it. */
export function TextControlFrame({ className, isInvalid, isDisabled, counter, children }: TextControlFrameProps) {
  return (
    <div className={clsx(styles.stack, className)}>
      <div className={styles.control} data-invalid={isInvalid} data-disabled={isDisabled}>
        {children}
      </div>
      {counter && <CharCounter {...counter} />}
    </div>
  )
}
