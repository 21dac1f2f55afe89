import { clsx } from 'clsx'
import { NavList, type NavItem, type RenderLink } from '../../internal/nav'
import styles from './BottomBar.module.css'

export interface BottomBarProps {
  /** Up to five destinations; more do not fit a 375 px phone. */
  items: readonly NavItem[]
  label?: string
  /** `fixed` pins the bar to the bottom of the viewport (the default); `static` leaves it in flow. */
  position?: 'fixed' | 'static'
  renderLink?: RenderLink
  className?: string
}

/** Phone navigation (below 600 px): icons with short labels along the bottom edge. */
export function BottomBar({ items, label = 'Main', position = 'fixed', renderLink, className }: BottomBarProps) {
  return (
    <nav aria-label={label} className={clsx(styles.bar, styles[position], className)}>
      <NavList items={items} classes={styles} renderLink={renderLink} />
    </nav>
  )
}
