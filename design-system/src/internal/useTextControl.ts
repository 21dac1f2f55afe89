import { useId, type ChangeEvent } from 'react'
import { useFormField } from '../components/FormField/FormFieldContext'
import { useCharCount } from './CharCounter'

interface TextControlInput<Element extends HTMLInputElement | HTMLTextAreaElement> {
  value: unknown
  defaultValue: unknown
  maxChars: number | undefined
  invalid: boolean | undefined
  disabled: boolean | undefined
  onChange: ((event: ChangeEvent<Element>) => void) | undefined
}

/**
 * What Input and TextArea share: the enclosing FormField's state, the soft character limit
 * (typing past it marks the field invalid) and a change handler that keeps the count.
 */
export function useTextControl<Element extends HTMLInputElement | HTMLTextAreaElement>(
  input: TextControlInput<Element>
) {
  const field = useFormField()
  const counterId = `${useId()}-counter`
  const { length, track } = useCharCount(input.value, input.defaultValue)
  const over = input.maxChars !== undefined && length > input.maxChars
  const handleChange = (event: ChangeEvent<Element>) => {
    track(event.target.value)
    input.onChange?.(event)
  }
  return {
    field,
    counterId,
    length,
    isDisabled: input.disabled ?? field?.disabled,
    isInvalid: Boolean(input.invalid ?? field?.invalid) || over,
    handleChange,
  }
}
