import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { NavList, type NavItem, type RenderLink } from '../../internal/nav'
import styles from './SideNav.module.css'

export type { NavItem, RenderLink, RenderLinkProps } from '../../internal/nav'

export interface SideNavProps {
  items: readonly NavItem[]
  /** Top slot, usually the Logo. */
  header?: ReactNode
  /** Bottom slot: profile, settings, sign in/out, language. */
  bottom?: ReactNode
  /** Accessible name of the navigation landmark. */
  label?: string
  /** Icons only (tablet widths); labels stay for screen readers. */
  collapsed?: boolean
  renderLink?: RenderLink
  className?: string
}

/** Desktop navigation: a column of icon + label links with the current section marked. */
export function SideNav({
  items,
  header,
  bottom,
  label = 'Main',
  collapsed = false,
  renderLink,
  className,
}: SideNavProps) {
  return (
    <nav aria-label={label} className={clsx(styles.sideNav, collapsed && styles.collapsed, className)}>
      {header && <div className={styles.header}>{header}</div>}
      <NavList items={items} classes={styles} renderLink={renderLink} hideLabel={collapsed} />
      {bottom && <div className={styles.bottom}>{bottom}</div>}
    </nav>
  )
}
