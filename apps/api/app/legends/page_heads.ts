/*
 * The heads of the Hall of Fame and of a legend's page (#core/page_heads), read as the API
 * answers a guest. A legend's recording is a fan's upload, not an artist's public song: its
 * card names no audio.
 */
import db from '@adonisjs/lucid/services/db'
import { largestIdOf, registerSitemapSection } from '#core/sitemaps'
import { registerPageHead, shortText, siteHead, storedPicture } from '#core/page_heads'
import { findLegend } from '#legends/actions/find_legend'
import { presentLegend } from '#legends/present'

registerPageHead('/hall-of-fame', async () => ({
  ...siteHead('/hall-of-fame', 'Зала слави — Hall of Fame · Kobza'),
  description: 'Legends of Ukrainian music, nominated by fans and decided by judges. Легенди української музики.',
}))

registerPageHead('/hall-of-fame/:uuid', async ({ uuid }) => {
  const legend = await presentLegend(await findLegend(uuid), null)
  const isSong = legend.legendType === 'SONG'
  const by = legend.authorName ? ` — ${legend.authorName}` : ''
  return {
    title: `${legend.name}${by} · Зала слави Kobza`,
    description: shortText(legend.ownerLegendStarterOpinion, `${legend.name}${by}: a legend of Ukrainian music`),
    path: `/hall-of-fame/${legend.legendUuid}`,
    kind: isSong ? 'music.song' : 'profile',
    image: storedPicture(legend.coverThumbnailUrl ?? legend.coverUrl, legend.name),
    jsonLd: isSong
      ? {
          '@context': 'https://schema.org',
          '@type': 'MusicRecording',
          name: legend.name,
          ...(legend.authorName ? { byArtist: { '@type': 'MusicGroup', name: legend.authorName } } : {}),
          ...(legend.yearOfRelease ? { datePublished: String(legend.yearOfRelease) } : {}),
          ...(legend.genre ? { genre: legend.genre } : {}),
        }
      : { '@context': 'https://schema.org', '@type': 'MusicGroup', name: legend.name },
  }
})

/** Legends on voting, in review or inducted, a block of ids per sitemap file (#core/sitemaps). */
registerSitemapSection('legends', {
  maxId: () => largestIdOf('legends'),
  async paths(fromId, toId) {
    const rows: Array<{ uuid: string }> = await db
      .from('legends')
      .where('id', '>', fromId)
      .where('id', '<=', toId)
      .whereIn('status', ['VOTING', 'REVIEWING', 'SUCCESS'])
      .orderBy('id')
      .select('uuid')
    return rows.map((row) => `/hall-of-fame/${row.uuid}`)
  },
})
