import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, Badge, Cover, VisuallyHidden } from '@kobza/design-system'
// profileCoverSizes: the page's head preloads the cover with the same sizes (apps/api's profiles/page_heads.ts).
import { cropRatios, profileCoverSizes, type ArtistProfile } from '@kobza/contract'
import styles from './ProfileHead.module.css'

export interface ProfileHeadProps {
  profile: ArtistProfile
  isArtist: boolean
  /** The buttons under the names (follow, subscribe, message, report, edit); none in a guest's preview. */
  actions?: ReactNode
}

/** A profile's head: the cover, the avatar, the names, the description and the social links. */
export function ProfileHead({ profile, isArtist, actions }: ProfileHeadProps) {
  const { t } = useTranslation('profile')
  const isJudge = profile.authorities.includes('JUDGE_HALL_OF_FAME')
  const socialLabel = {
    INSTAGRAM: t('profile.instagram'),
    FACEBOOK: t('profile.facebook'),
    TWITTER: t('profile.twitter'),
  }
  return (
    <header className={styles.head}>
      <Cover
        src={profile.cover}
        alt={t('profile.coverAlt', { name: profile.publicName })}
        ratio={cropRatios.profileCover}
        sizes={profileCoverSizes}
        priority
      />
      <div className={styles.identity}>
        <Avatar
          src={profile.avatar}
          name={profile.publicName}
          // 80 px on a phone, by the stylesheet: a server render cannot see the width.
          size={112}
          ring={isArtist || isJudge}
          className={styles.avatar}
        />
        <div className={styles.names}>
          <h2 className={styles.publicName}>
            {profile.publicName}
            {isJudge && (
              <Badge tone="judge" className={styles.badge}>
                {t('profile.judge')}
              </Badge>
            )}
          </h2>
          <p className={styles.nickName}>@{profile.nickName}</p>
        </div>
        {actions && (
          <div className={styles.actions} role="group" aria-label={t('profile.actions')}>
            {actions}
          </div>
        )}
      </div>
      {profile.description && <p className={styles.description}>{profile.description}</p>}
      {profile.socialLinks.length > 0 && (
        <ul className={styles.links} aria-label={t('profile.socialLinks')}>
          {profile.socialLinks.map((link) => (
            <li key={link.type}>
              <a href={link.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {socialLabel[link.type]}
                <VisuallyHidden> {t('profile.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}
