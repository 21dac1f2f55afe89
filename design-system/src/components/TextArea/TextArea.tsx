import { type ComponentPropsWithRef, type CSSProperties } from 'react'
import { clsx } from 'clsx'
import { TextControlFrame, useTextControl, type TextControlProps } from '../../internal/TextControl'
import styles from '../../styles/field.module.css'

export type TextAreaProps = ComponentPropsWithRef<'textarea'> &
  TextControlProps<HTMLTextAreaElement> & {
    /** Grow with the content (where the browser supports field-sizing) instead of scrolling. */
    autoResize?: boolean
    wrapperClassName?: string
  }

/** A multi-line text field with the spec's character counter, e.g. 1000 for a post description. */
export function TextArea({
  autoResize = false,
  wrapperClassName,
  className,
  rows = 4,
  style,
  ...props
}: TextAreaProps) {
  const { controlProps, frameProps, rest } = useTextControl<HTMLTextAreaElement, typeof props>(props)
  return (
    <TextControlFrame className={wrapperClassName} {...frameProps}>
      <textarea
        rows={rows}
        className={clsx(styles.input, styles.textarea, autoResize && styles.autoResize, className)}
        style={{ '--rows': rows, ...style } as CSSProperties}
        {...controlProps}
        {...rest}
      />
    </TextControlFrame>
  )
}
