import { useCallback, type ChangeEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form'
import { checkForm, type FieldProblem, type FormRules, type FormValues } from '@kobza/contract'

/** The words of a field's problem, from the form's own strings. */
export type ProblemMessage<V> = (field: keyof V & string, problem: FieldProblem) => string

/** A form's words for each kind of problem: a text, or a function of the problem (a count, a limit). */
export type ProblemWords = {
  [R in FieldProblem['rule']]?: string | ((problem: Extract<FieldProblem, { rule: R }>) => string)
}

/** The message of a form whose words depend on the problem only; `otherwise` for the rest (usually "required"). */
export function wordedBy(words: ProblemWords, otherwise: string): (field: string, problem: FieldProblem) => string {
  return (_field, problem) => {
    const word = words[problem.rule] as string | ((problem: FieldProblem) => string) | undefined
    return typeof word === 'function' ? word(problem) : (word ?? otherwise)
  }
}

/**
 * A react-hook-form resolver from the contract's zod-free form rules (`checkForm`): the web's
 * forms refuse what the contract's rules refuse, worded by the form. The values go on unchanged.
 */
export function contractResolver<V extends FormValues>(rules: FormRules<V>, message: ProblemMessage<V>): Resolver<V> {
  return (values) => {
    const problems = checkForm(rules, values)
    const fields = Object.keys(problems) as (keyof V & string)[]
    if (fields.length === 0) return { values, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const field of fields)
      errors[field] = { type: problems[field]!.rule, message: message(field, problems[field]!) }
    return { values: {}, errors: errors as FieldErrors<V> }
  }
}

/**
 * The one way a web form holds its fields: react-hook-form with a contract resolver. Errors show
 * after a submit and a field's error goes as soon as it is edited (it is checked again at the
 * next submit). `text(name)` gives a text control's value and onChange, `setField` sets any
 * value (a picked file), `error(name)` is a field's message and `fail(name, message)` shows one
 * the rules do not give (a refused pick, the server's answer).
 */
export function useContractForm<V extends FormValues>(options: {
  rules: FormRules<V>
  message: ProblemMessage<V>
  defaultValues: V
}) {
  const form = useForm<V>({
    resolver: contractResolver(options.rules, options.message),
    defaultValues: options.defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const { setValue, clearErrors, setError, watch, formState } = form
  const values = watch() as V
  const setField = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValue(name as unknown as Path<V>, value as PathValue<V, Path<V>>)
      clearErrors(name as unknown as Path<V>)
    },
    [setValue, clearErrors]
  )
  const text = (name: keyof V & string) => ({
    value: typeof values[name] === 'string' ? (values[name] as string) : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(name, event.target.value as V[typeof name]),
  })
  const error = (name: string): string | undefined => {
    const found = (formState.errors as Record<string, { message?: unknown } | undefined>)[name]
    return typeof found?.message === 'string' ? found.message : undefined
  }
  const fail = (name: string, message: string) => setError(name as Path<V>, { type: 'refused', message })
  const clear = (name: string) => clearErrors(name as Path<V>)
  return { ...form, values, text, setField, error, fail, clear }
}
