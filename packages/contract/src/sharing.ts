/*
 * Sharing (issue 35): the embeddable player pages, the oEmbed messages, and the sitemap's paging.
 * The web app builds its "Share" and "Embed" actions from the same paths and sizes the server
 * answers with, so a copied iframe is exactly what oEmbed would give. Free of zod, so a profile's
 * songs can offer them in their first render; the oEmbed schemas are in ./oembed.ts.
 */

/** The embeddable player pages (no app bundle): a public catalogue song, or a playlist of them. */
export const embedPaths = {
  song: (id: number | string) => `/embed/song/${encodeURIComponent(String(id))}`,
  playlist: (id: number | string) => `/embed/playlist/${encodeURIComponent(String(id))}`,
} as const

/** The path prefix every embed page lives under: the only pages another site may frame. */
export const embedPrefix = '/embed/'

/** The iframe's natural size; a playlist lists its songs below the player. */
export const embedSizes = {
  song: { width: 480, height: 152 },
  playlist: { width: 480, height: 380 },
  /** Narrower or lower than this and the player cannot show its controls. */
  minWidth: 240,
  minHeight: 120,
} as const

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe inside HTML text and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char]!)
}

/** The iframe markup for an embed page, as oEmbed answers it and the web's "Embed" action copies it. */
export function embedIframe(src: string, width: number, height: number, title: string): string {
  return `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" frameborder="0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`
}

export const sharingMessages = {
  oembedFormat: 'Only the json format is available',
  oembedUrl: 'The url is not a song or playlist of this site',
} as const

/** A sitemap file holds at most this many URLs (sitemaps.org). */
export const sitemapUrlsPerFile = 50_000

/** What the sitemap index pages through, one file per block of ids of each. */
export const sitemapSections = ['artists', 'songs', 'events', 'legends'] as const
export type SitemapSection = (typeof sitemapSections)[number]

/** The web path a catalogue song is shared under: its artist's songs page, naming the song. */
export const songSharePath = (nickName: string, songId: number | string) =>
  `/profile/${encodeURIComponent(nickName)}/songs?song=${encodeURIComponent(String(songId))}`
/** The web path of an artist's playlist. */
export const playlistSharePath = (nickName: string, playlistId: number | string) =>
  `/profile/${encodeURIComponent(nickName)}/playlist/${encodeURIComponent(String(playlistId))}`
