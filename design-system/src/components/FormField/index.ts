export * from './FormField'
export { useFormField, type FormFieldContextValue } from './FormFieldContext'
