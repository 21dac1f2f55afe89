/*
 * The head of a profile page (#core/page_heads). The spec sends a visitor without a session from
 * `/profile/…` to sign in; the page's HTML still carries whose profile it is, so a shared link
 * shows the artist's card. An unknown or closed account answers 404.
 */
import db from '@adonisjs/lucid/services/db'
import { cropRatios, pictureSrcSet, profileCoverSizes } from '@kobza/contract'
import { largestIdOf, registerSitemapSection } from '#core/sitemaps'
import { holdsAny } from '#accounts/public'
import { registerPageHead, shortText, storedPicture, type PageHead } from '#core/page_heads'
import { showProfileOf } from '#profiles/actions/show_profile'

/**
 * `preloadCover` for the profile's own page, which shows the cover first and largest (the web's
 * ProfileScreen): its head preloads it in the renditions and sizes the screen's <Cover> picks from.
 */
export async function profileHead(nickName: string, { preloadCover = false } = {}): Promise<PageHead> {
  const profile = await showProfileOf(nickName, null)
  // A band's page (MusicGroup) or a listener's (Person): `holdsAny` is the accounts' own reading.
  const isArtist = holdsAny(profile, ['ARTIST'])
  const path = `/profile/${encodeURIComponent(profile.nickName)}`
  const sameAs = profile.socialLinks.map((link) => link.link)
  const coverSrcSet = preloadCover ? pictureSrcSet(profile.cover, cropRatios.profileCover) : undefined
  return {
    title: `${profile.publicName} (@${profile.nickName})`,
    description: shortText(
      profile.description,
      isArtist ? `${profile.publicName}: songs, playlists and events on Kobza` : `${profile.publicName} on Kobza`
    ),
    path,
    kind: 'profile',
    image: storedPicture(profile.avatar ?? profile.cover, profile.publicName),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': isArtist ? 'MusicGroup' : 'Person',
      name: profile.publicName,
      alternateName: profile.nickName,
      description: profile.description ?? undefined,
      image: profile.avatar ?? undefined,
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    ...(coverSrcSet ? { preloadImage: { srcset: coverSrcSet, sizes: profileCoverSizes } } : {}),
  }
}

registerPageHead('/profile/:nickName', ({ nickName }) => profileHead(nickName!, { preloadCover: true }))
registerPageHead('/profile/:nickName/events', ({ nickName }) => profileHead(nickName!))
registerPageHead('/profile/:nickName/subscribers', ({ nickName }) => profileHead(nickName!))

/** Artists' profiles, a block of account ids per sitemap file (#core/sitemaps). */
registerSitemapSection('artists', {
  maxId: () => largestIdOf('users'),
  async paths(fromId, toId) {
    const rows: Array<{ nickName: string }> = await db
      .from('users')
      .join('user_authorities', 'user_authorities.user_id', 'users.id')
      .where('user_authorities.authority', 'ARTIST')
      .where('users.status', 'ACTIVE')
      .where('users.id', '>', fromId)
      .where('users.id', '<=', toId)
      .orderBy('users.id')
      .select('users.nick_name as nickName')
    return rows.map((row) => `/profile/${encodeURIComponent(row.nickName)}`)
  },
})
