import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { ChoiceText } from '../../internal/ChoiceText'
import { joinIds } from '../FormField/FormFieldContext'
import styles from './Switch.module.css'

export type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'role'> & {
  label: ReactNode
  description?: ReactNode
  /** Put the label before the track, as in settings lists. */
  labelFirst?: boolean
}

/**
 * An on/off setting that applies at once (e.g. dark theme, premium post). A native checkbox
 * with role="switch", so it reports "on/off" and works in forms.
 */
export function Switch({
  label,
  description,
  labelFirst = false,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const generated = useId()
  const inputId = id ?? `switch-${generated}`
  const descriptionId = description ? `${inputId}-description` : undefined
  return (
    <div className={clsx(styles.root, labelFirst && styles.labelFirst, disabled && styles.disabled, className)}>
      <span className={styles.trackWrap}>
        <input
          type="checkbox"
          role="switch"
          id={inputId}
          className={styles.input}
          disabled={disabled}
          aria-describedby={joinIds(descriptionId, describedBy)}
          {...rest}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </span>
      <ChoiceText {...{ inputId, label, description, descriptionId }} />
    </div>
  )
}
