import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '../Button'

export type IconButtonProps = Omit<ButtonProps, 'children' | 'icon' | 'iconStart' | 'iconEnd' | 'aria-label'> & {
  /** Accessible name; icon-only controls have no visible text to fall back on. */
  label: string
  icon: ReactNode
  /** For toggles such as play/pause: sets aria-pressed. */
  pressed?: boolean
}

/** A round, icon-only button. Ghost by default: it usually sits in toolbars and headers. */
export function IconButton({ label, icon, pressed, variant = 'ghost', ...rest }: IconButtonProps) {
  return <Button {...rest} variant={variant} icon={icon} aria-label={label} aria-pressed={pressed} />
}
