import { createContext, useContext } from 'react'

export interface FormFieldContextValue {
  /** id of the control; the label points at it. */
  id: string
  /** ids of the hint and error, for the control's aria-describedby. */
  describedBy: string | undefined
  invalid: boolean
  required: boolean
  disabled: boolean
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null)

/** Wiring from the surrounding FormField, if any; controls work on their own too. */
export function useFormField(): FormFieldContextValue | null {
  return useContext(FormFieldContext)
}

/** Joins id lists for aria-describedby, dropping empties. */
export function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined || undefined
}
