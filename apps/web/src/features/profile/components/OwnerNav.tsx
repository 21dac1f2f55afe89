import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { Tooltip } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import styles from './OwnerNav.module.css'

export interface OwnerNavProps {
  nickName: string
}

/**
 * The owner navigation bar of an artist's pages (spec 001 §2): Profile, Songs, Events, Video
 * Congratulations, Earnings (disabled, 'Not available yet') and Subscribers. Its strings are in
 * the profile namespace, which every screen that shows it loads (see public.ts).
 */
export function OwnerNav({ nickName }: OwnerNavProps) {
  const { t } = useTranslation('profile')
  const base = paths.profile(nickName)
  const entries = [
    { to: base, label: t('ownerNav.profile'), end: true },
    { to: `${base}/songs`, label: t('ownerNav.songs'), end: false },
    { to: `${base}/events`, label: t('ownerNav.events'), end: false },
    { to: `${base}/video`, label: t('ownerNav.video'), end: false },
  ]
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link
  return (
    <nav className={styles.bar} aria-label={t('ownerNav.label')}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end={entry.end} className={linkClass}>
              {entry.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Tooltip content={t('ownerNav.notAvailableYet')}>
            <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true" tabIndex={0}>
              {t('ownerNav.earnings')}
            </span>
          </Tooltip>
        </li>
        <li>
          <NavLink to={`${base}/subscribers`} className={linkClass}>
            {t('ownerNav.subscribers')}
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
