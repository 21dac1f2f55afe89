import type { MouseEvent, ReactNode } from 'react'

/** One destination in SideNav, BottomBar or MobileMenu. */
export interface NavItem {
  key: string
  label: string
  /** An icon element, e.g. `<HomeIcon />`. */
  icon?: ReactNode
  href?: string
  /** For items that act rather than navigate (Sign out), or to intercept navigation. */
  onClick?: (event: MouseEvent<HTMLElement>) => void
  /** The current section; rendered with aria-current="page". */
  active?: boolean
  /** Small count or dot after the label, e.g. unread chats. */
  badge?: ReactNode
  /** Accessible text for the badge, e.g. '3 unread'. */
  badgeLabel?: string
}

export interface RenderLinkProps {
  href: string
  className?: string
  'aria-current'?: 'page'
  'aria-label'?: string
  onClick?: (event: MouseEvent<HTMLElement>) => void
  children: ReactNode
}

/**
 * Draws a link with the app's router, e.g.
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`. Defaults to <a>.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode

export const defaultRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
)

interface NavEntryProps {
  item: NavItem
  className?: string
  renderLink?: RenderLink
  /** Label kept for screen readers only (collapsed side navigation). */
  hideLabel?: boolean
  labelClassName?: string
  hiddenLabelClassName?: string
  iconClassName?: string
  badgeClassName?: string
  onNavigate?: () => void
}

/** A link when the item has an href, otherwise a button. */
export function NavEntry({
  item,
  className,
  renderLink = defaultRenderLink,
  hideLabel = false,
  labelClassName,
  hiddenLabelClassName,
  iconClassName,
  badgeClassName,
  onNavigate,
}: NavEntryProps) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    item.onClick?.(event)
    onNavigate?.()
  }
  const content = (
    <>
      {item.icon && (
        <span className={iconClassName} aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className={hideLabel ? hiddenLabelClassName : labelClassName}>{item.label}</span>
      {/* The space keeps label and badge apart in the accessible name ("Chats 3 unread"). */}
      {item.badge !== undefined && ' '}
      {item.badge !== undefined && (
        <span className={badgeClassName}>
          <span aria-hidden={item.badgeLabel ? true : undefined}>{item.badge}</span>
          {item.badgeLabel && <span className={hiddenLabelClassName}>{item.badgeLabel}</span>}
        </span>
      )}
    </>
  )
  if (item.href !== undefined) {
    return renderLink({
      href: item.href,
      className,
      'aria-current': item.active ? 'page' : undefined,
      onClick,
      children: content,
    })
  }
  return (
    <button type="button" className={className} aria-current={item.active ? 'page' : undefined} onClick={onClick}>
      {content}
    </button>
  )
}

/** The class names a navigation's CSS module gives its list and entries. */
export interface NavListClasses {
  list?: string
  cell?: string
  item?: string
  label?: string
  visuallyHidden?: string
  icon?: string
  badge?: string
}

/** The list of entries SideNav, BottomBar and MobileMenu each draw, styled by their own CSS module. */
export function NavList({
  items,
  classes,
  renderLink,
  hideLabel,
  onNavigate,
}: {
  items: readonly NavItem[]
  classes: NavListClasses
  renderLink?: RenderLink | undefined
  hideLabel?: boolean | undefined
  onNavigate?: (() => void) | undefined
}) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.key} className={classes.cell}>
          <NavEntry
            item={item}
            renderLink={renderLink}
            hideLabel={hideLabel}
            className={classes.item}
            labelClassName={classes.label}
            hiddenLabelClassName={classes.visuallyHidden}
            iconClassName={classes.icon}
            badgeClassName={classes.badge}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  )
}
