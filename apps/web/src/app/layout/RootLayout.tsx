import { Suspense, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { Footer, Logo, Preloader, type RenderLink } from '@kobza/design-system'
import { GlobalErrorPopup } from '../GlobalErrorPopup'
import { PwaChrome } from '../pwa/PwaChrome'
import { contact } from '../../shared/env'
import { LanguageSwitcher } from '../../shared/i18n/LanguageSwitcher'
import { NetworkBanner } from '../../shared/network/NetworkBanner'
import { PlayerBar } from '../../shared/player/PlayerBar'
import { useCurrentRoute } from '../routing/currentRoute'
import { paths } from '../../shared/paths'
import { useSession } from '../../shared/session/SessionContext'
import { ScreenBoundary } from '../routing/ScreenBoundary'
import { DesktopNavigation, MobileNavigation } from './AppNavigation'
import { useFocusMainOnNavigation, useScrollToTopOnNavigation, useSessionExpiryRedirect } from './useChromeEffects'
import styles from './RootLayout.module.css'

const renderLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)

/** The shell every screen renders in: navigation, the banner, the main region and the footer. */
export function RootLayout() {
  const { t } = useTranslation()
  const route = useCurrentRoute()
  const { loggedIn } = useSession()
  // A guest on a guarded route is about to see /sign-in (bare): drawing the standard chrome for
  // one frame first shifted the whole page sideways (CLS 0.19 on a profile link, desktop).
  const chrome = route?.guarded && !loggedIn ? 'bare' : (route?.chrome ?? 'standard')
  const { pathname } = useLocation()
  useSessionExpiryRedirect()
  useFocusMainOnNavigation()
  useScrollToTopOnNavigation()

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    document.getElementById('main')?.focus()
  }

  return (
    <div className={styles.shell} data-chrome={chrome}>
      <a href="#main" className={styles.skip} onClick={skipToMain}>
        {t('app.skipToContent')}
      </a>
      {/*
       * Both navigations, and the window's width (CSS) shows one: the server cannot see it, and
       * swapping one for the other after hydration was a synchronous render of the shell, a long
       * task on a phone right after the page had painted.
       */}
      {chrome !== 'bare' && <DesktopNavigation />}
      <div className={styles.column}>
        <NetworkBanner />
        <PwaChrome />
        {chrome === 'bare' && (
          <header className={styles.slimHeader}>
            <Link to={paths.home} className={styles.logoLink} aria-label={t('app.home')}>
              <Logo size="sm" />
            </Link>
            <LanguageSwitcher hideLabel className={styles.slimLanguage} />
          </header>
        )}
        <main id="main" tabIndex={-1} className={styles.main}>
          <ScreenBoundary resetKey={pathname}>
            {/* Navigations are transitions, so the previous screen stays up while the next chunk loads. */}
            <Suspense fallback={<Preloader centered size="lg" label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </main>
        {chrome !== 'bare' && <PlayerBar className={styles.player} />}
        {chrome !== 'wide' && (
          <Footer
            termsHref={paths.terms}
            privacyHref={paths.privacy}
            termsLabel={t('footer.terms')}
            privacyLabel={t('footer.privacy')}
            contactLabel={t('footer.contact')}
            email={contact.email}
            phone={contact.phone}
            copyright={t('footer.rights', { year: new Date().getFullYear() })}
            renderLink={renderLink}
          >
            <Logo size="sm" />
            <p className={styles.tagline}>{t('app.tagline')}</p>
          </Footer>
        )}
      </div>
      {chrome !== 'bare' && <MobileNavigation />}
      <GlobalErrorPopup />
    </div>
  )
}
