import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { paths } from '../../../shared/paths'
import styles from './OwnerNav.module.css'

export interface OwnerNavProps {
  nickName: string
}

/**
 * The owner navigation bar of an artist's pages (spec 001 §2): Profile, Songs, Events, Video
 * Congratulations, Earnings and Subscribers. The spec marks Earnings 'Not available yet'; here it
 * leads to the payments feature's Earnings page (issue 13 goes beyond the spec). Its strings are
 * in the profile namespace, which every screen that shows it loads (see public.ts).
 */
export function OwnerNav({ nickName }: OwnerNavProps) {
  const { t } = useTranslation('profile')
  const base = paths.profile(nickName)
  const entries = [
    { to: base, label: t('ownerNav.profile'), end: true },
    { to: `${base}/songs`, label: t('ownerNav.songs'), end: false },
    { to: `${base}/events`, label: t('ownerNav.events'), end: false },
    { to: `${base}/video`, label: t('ownerNav.video'), end: false },
    { to: paths.earnings(nickName), label: t('ownerNav.earnings'), end: false },
    { to: `${base}/subscribers`, label: t('ownerNav.subscribers'), end: false },
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
      </ul>
    </nav>
  )
}
