import { useId, type ReactNode } from 'react'
import { ModalLayer } from '../../internal/ModalLayer'
import { NavList, type NavItem, type RenderLink } from '../../internal/nav'
import { Avatar } from '../Avatar'
import { CloseIcon } from '../Icon'
import { IconButton } from '../IconButton'
import { Ornament } from '../Ornament'
import styles from './MobileMenu.module.css'

export interface MobileMenuUser {
  publicName: string
  /** Shown as @nickname. */
  nickname: string
  avatarSrc?: string | null
}

export interface MobileMenuProps {
  /** The app closes the menu on route change by setting this to false. */
  open: boolean
  onClose: () => void
  /** The signed-in user; leave out for guests and put a Sign in button in `footer`. */
  user?: MobileMenuUser
  items: readonly NavItem[]
  /** Bottom slot, e.g. Sign out or Sign in. */
  footer?: ReactNode
  label?: string
  closeLabel?: string
  /** Close as soon as an item is chosen (default), before the route changes. */
  closeOnItemClick?: boolean
  renderLink?: RenderLink
}

/** The phone menu: a sheet from the right edge with the user and the rest of the navigation. */
export function MobileMenu({
  open,
  onClose,
  user,
  items,
  footer,
  label = 'Menu',
  closeLabel = 'Close menu',
  closeOnItemClick = true,
  renderLink,
}: MobileMenuProps) {
  const titleId = `${useId()}-title`
  return (
    <ModalLayer open={open} onClose={onClose} placement="end" aria-labelledby={titleId} panelClassName={styles.sheet}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.visuallyHidden}>
          {label}
        </h2>
        {user ? (
          <div className={styles.user}>
            <Avatar src={user.avatarSrc} name={user.publicName} size="lg" decorative />
            <div className={styles.names}>
              <p className={styles.publicName}>{user.publicName}</p>
              <p className={styles.nickname}>@{user.nickname}</p>
            </div>
          </div>
        ) : (
          <span />
        )}
        <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <Ornament className={styles.ornament} />
      <nav aria-label={label} className={styles.nav}>
        <NavList
          items={items}
          classes={styles}
          renderLink={renderLink}
          onNavigate={closeOnItemClick ? onClose : undefined}
        />
      </nav>
      {footer && <div className={styles.footer}>{footer}</div>}
    </ModalLayer>
  )
}
