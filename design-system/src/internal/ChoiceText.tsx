import type { ReactNode } from 'react'

/** The class names of a choice control's CSS module (Checkbox, Switch) for its text. */
export interface ChoiceTextClasses {
  text?: string
  label?: string
  description?: string
  error?: string
}

/**
 * The label, description and error beside a Checkbox or a Switch, styled by the control's own
 * CSS module (whose classes compose styles/choiceText.module.css), so its `.disabled` rules apply.
 */
export function ChoiceText({
  inputId,
  label,
  description,
  descriptionId,
  error,
  errorId,
  classes,
}: {
  inputId: string
  label: ReactNode
  description?: ReactNode
  descriptionId?: string | undefined
  error?: ReactNode
  errorId?: string | undefined
  classes: ChoiceTextClasses
}) {
  return (
    <span className={classes.text}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={classes.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      )}
    </span>
  )
}
