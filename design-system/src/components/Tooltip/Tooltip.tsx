import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { clsx } from 'clsx'
import { joinIds } from '../FormField/FormFieldContext'
import styles from './Tooltip.module.css'

export interface TooltipProps {
  /** Short, plain text — e.g. `messages.notAvailableYet`. Tooltips hold no links or buttons. */
  content: ReactNode
  /** One focusable element. It gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>
  placement?: 'top' | 'bottom'
  /** Hover delay in ms; keyboard focus shows the tooltip at once. */
  delay?: number
  className?: string
}

/**
 * A hint shown on hover and keyboard focus, dismissed with Escape (WCAG 1.4.13). The text is
 * always in the DOM as the trigger's description, so screen readers get it without hovering.
 * To explain a disabled action, give the button aria-disabled instead of disabled: disabled
 * buttons receive neither focus nor hover.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, className }: TooltipProps) {
  const id = `tooltip-${useId()}`
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (wait: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), wait)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }
  return (
    <span
      className={clsx(styles.anchor, className)}
      onMouseEnter={() => show(delay)}
      onMouseLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          hide()
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': joinIds(children.props['aria-describedby'], id) })}
      <span role="tooltip" id={id} className={clsx(styles.tooltip, styles[placement])} data-open={open}>
        {content}
      </span>
    </span>
  )
}
