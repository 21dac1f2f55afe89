import { type ComponentPropsWithRef, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { TextControlFrame, useTextControl, type TextControlProps } from '../../internal/TextControl'
import styles from '../../styles/field.module.css'

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> &
  TextControlProps<HTMLInputElement> & {
    /** Icon or text inside the box before the value (e.g. ₴). */
    startAdornment?: ReactNode
    endAdornment?: ReactNode
    /** Class for the outer wrapper; `className` goes to the <input>. */
    wrapperClassName?: string
  }

/** A single-line text field. Put it in a FormField for a label, hint and error. */
export function Input({ startAdornment, endAdornment, wrapperClassName, className, ...props }: InputProps) {
  const { controlProps, frameProps, rest } = useTextControl<HTMLInputElement, typeof props>(props)
  return (
    <TextControlFrame className={wrapperClassName} {...frameProps}>
      {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
      <input className={clsx(styles.input, className)} {...controlProps} {...rest} />
      {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
    </TextControlFrame>
  )
}
