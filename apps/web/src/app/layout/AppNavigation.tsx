import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import {
  BottomBar,
  Button,
  Icon,
  IconButton,
  Logo,
  mediaQueries,
  MobileMenu,
  PlusIcon,
  SideNav,
  SignInIcon,
  SignOutIcon,
  SettingsIcon,
  useMediaQuery,
  type NavItem,
  type RenderLink,
} from '@kobza/design-system'
import { breakpoints } from '@kobza/contract'
import { ComposerPopup as AddPostPopup } from '../../features/feed/public'
import { NotificationsBell, useUnreadNotifications } from '../../features/notifications/public'
import { useServices } from '../../shared/services'
import { LanguageSwitcher } from '../../shared/i18n/LanguageSwitcher'
import { paths } from '../../shared/paths'
import { useSession } from '../../shared/session/SessionContext'
import { LinkButton } from '../../shared/ui/LinkButton'
import { bottomBarItems, isActive, mobileMenuItems, sideNavItems, type NavSpec } from './navItems'
import styles from './AppNavigation.module.css'

const renderLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)

/** The desktop add-post button needs more than 800 px of window height (spec 000 §2). */
export const addPostHeightQuery = `(height > ${breakpoints.addPostMinHeight}px)`

function useSignOut(): () => Promise<void> {
  const { signOut } = useSession()
  const { queryClient } = useServices()
  const navigate = useNavigate()
  return async () => {
    await signOut()
    queryClient.clear()
    await navigate(paths.home)
  }
}

function useNavItems(
  specs: NavSpec[],
  actions: Partial<Record<NonNullable<NavSpec['action']>, () => void>> = {}
): NavItem[] {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return specs.map((spec) => ({
    key: spec.key,
    label: t(`nav.${spec.label}`),
    icon: <Icon name={spec.icon} />,
    href: spec.href,
    active: spec.href ? isActive(spec.href, pathname) : false,
    onClick: spec.action ? () => actions[spec.action as keyof typeof actions]?.() : undefined,
  }))
}

/**
 * Icons only from 600 px up to 1200 px. Below 600 px the side navigation is hidden, and it asks
 * nothing of that width: the server renders it expanded, and a phone hydrating the page would
 * otherwise render it again collapsed, unseen.
 */
const collapsedQuery = `${mediaQueries.from.mobile} and ${mediaQueries.below.desktop}`

/** Side navigation for windows 600 px and wider (CSS hides it below); icons only below 1200 px. */
export function DesktopNavigation() {
  const { t } = useTranslation()
  const session = useSession()
  const signOut = useSignOut()
  const collapsed = useMediaQuery(collapsedQuery)
  const tallEnough = useMediaQuery(addPostHeightQuery, true)
  const [addPostOpen, setAddPostOpen] = useState(false)
  const items = useNavItems(sideNavItems(session))
  const unread = useUnreadNotifications()

  const bottom = (
    <div className={styles.bottom}>
      {unread !== null && <NotificationsBell unread={unread} compact={collapsed} />}
      {session.isArtist &&
        tallEnough &&
        (collapsed ? (
          <IconButton
            variant="primary"
            label={t('nav.addPost')}
            icon={<PlusIcon />}
            onClick={() => setAddPostOpen(true)}
          />
        ) : (
          <Button iconStart={<PlusIcon />} fullWidth onClick={() => setAddPostOpen(true)}>
            {t('nav.addPost')}
          </Button>
        ))}
      {session.loggedIn ? (
        <div className={styles.account}>
          {/* Not in the spec's desktop list, but settings would otherwise be unreachable on desktop. */}
          <LinkButton
            to={paths.settings}
            variant="ghost"
            size="sm"
            aria-label={collapsed ? t('nav.settings') : undefined}
            iconStart={<SettingsIcon />}
          >
            {!collapsed && t('nav.settings')}
          </LinkButton>
          <IconButton label={t('nav.signOut')} icon={<SignOutIcon />} onClick={() => void signOut()} />
        </div>
      ) : collapsed ? (
        <LinkButton to={paths.signIn} aria-label={t('nav.signIn')} iconStart={<SignInIcon />} />
      ) : (
        <LinkButton to={paths.signIn} fullWidth iconStart={<SignInIcon />}>
          {t('nav.signIn')}
        </LinkButton>
      )}
      {!collapsed && <LanguageSwitcher hideLabel className={styles.language} />}
    </div>
  )

  return (
    <div className={styles.sideArea} data-collapsed={collapsed}>
      <SideNav
        label={t('nav.main')}
        items={items}
        collapsed={collapsed}
        renderLink={renderLink}
        header={
          <Link to={paths.home} className={styles.logoLink} aria-label={t('app.home')}>
            <Logo markOnly={collapsed} />
          </Link>
        }
        bottom={bottom}
      />
      <AddPostPopup open={addPostOpen} onClose={() => setAddPostOpen(false)} />
    </div>
  )
}

/** Phone navigation below 600 px (CSS hides it from 600 px): the bottom bar and the menu sheet it opens. */
export function MobileNavigation() {
  const { t } = useTranslation()
  const session = useSession()
  const signOut = useSignOut()
  const location = useLocation()
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null)
  const menuOpen = menuOpenedAt === location.key
  const [addPostOpen, setAddPostOpen] = useState(false)
  const unread = useUnreadNotifications()

  const barItems = useNavItems(bottomBarItems(session), {
    toggleMenu: () => setMenuOpenedAt(menuOpen ? null : location.key),
    addPost: () => setAddPostOpen(true),
  }).map((item) =>
    item.key === 'menu' ? { ...item, label: menuOpen ? t('nav.closeMenu') : t('nav.menu'), active: menuOpen } : item
  )
  const menuItems = useNavItems(mobileMenuItems())
  const user = session.loggedIn && session.user ? session.user : null

  return (
    <div className={styles.phoneArea}>
      <BottomBar label={t('nav.main')} items={barItems} renderLink={renderLink} />
      {/* The bottom bar holds the spec's entries only; the bell sits in the corner above the page. */}
      {unread !== null && <NotificationsBell unread={unread} compact className={styles.mobileBell} />}
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpenedAt(null)}
        label={t('nav.menu')}
        closeLabel={t('nav.closeMenu')}
        items={menuItems}
        renderLink={renderLink}
        user={user ? { publicName: user.publicName, nickname: user.nickName, avatarSrc: user.avatar } : undefined}
        footer={
          <div className={styles.menuFooter}>
            {user ? (
              <Button variant="secondary" fullWidth iconStart={<SignOutIcon />} onClick={() => void signOut()}>
                {t('nav.signOut')}
              </Button>
            ) : (
              <LinkButton to={paths.signIn} fullWidth iconStart={<SignInIcon />}>
                {t('nav.signIn')}
              </LinkButton>
            )}
            <LanguageSwitcher />
          </div>
        }
      />
      <AddPostPopup open={addPostOpen} onClose={() => setAddPostOpen(false)} />
    </div>
  )
}
