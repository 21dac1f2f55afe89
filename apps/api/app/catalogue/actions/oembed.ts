import { embedIframe, embedPaths, embedSizes, oembedQuery, sharingMessages, type OembedAnswer } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import { absoluteUrl, siteName, storedPicture } from '#core/page_heads'
import { validate } from '#core/validate'
import { showSharedSong } from '#catalogue/actions/show_song'
import { showSharedPlaylist } from '#catalogue/actions/show_shared_playlist'

/** What a share or embed link of this site names: a song or a playlist, by id. */
export function sharedThingOf(url: string, origin: string): { kind: 'song' | 'playlist'; id: number } | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.origin !== new URL(origin).origin) return null
  const path = parsed.pathname.replace(/\/$/, '')
  const embed = /^\/embed\/(song|playlist)\/(\d{1,12})$/.exec(path)
  if (embed) return { kind: embed[1] as 'song' | 'playlist', id: Number(embed[2]) }
  const playlist = /^\/profile\/[^/]+\/playlist\/(\d{1,12})$/.exec(path)
  if (playlist) return { kind: 'playlist', id: Number(playlist[1]) }
  const song = parsed.searchParams.get('song')
  if (/^\/profile\/[^/]+\/songs$/.test(path) && song && /^\d{1,12}$/.test(song))
    return { kind: 'song', id: Number(song) }
  return null
}

/** The size asked for, within maxwidth/maxheight and never below what the player needs. */
function fitted(natural: { width: number; height: number }, maxWidth?: number, maxHeight?: number) {
  return {
    width: Math.max(embedSizes.minWidth, Math.min(natural.width, maxWidth ?? natural.width)),
    height: Math.max(embedSizes.minHeight, Math.min(natural.height, maxHeight ?? natural.height)),
  }
}

/**
 * GET /api/v1/oembed (oembed.com): the embeddable player of a public song or a playlist share
 * link. JSON only (501 for another format, as the protocol says); 404 for a link that names no
 * song or playlist a stranger may play (a premium or private one included).
 */
export async function oembed(input: Record<string, unknown>, origin: string): Promise<OembedAnswer> {
  const query = validate(oembedQuery, input)
  if (query.format !== undefined && query.format !== 'json') {
    throw new ApiException(501, [{ message: sharingMessages.oembedFormat, field: 'format' }])
  }
  const thing = sharedThingOf(query.url, origin)
  if (!thing) throw ApiException.notFound(sharingMessages.oembedUrl)
  const shared =
    thing.kind === 'song'
      ? await showSharedSong(thing.id).then((found) =>
          found?.publicAudio ? { title: found.song.songName, artist: found.artist, picture: found.artist.avatar } : null
        )
      : await showSharedPlaylist(thing.id).then((found) =>
          found
            ? {
                title: found.playlist.playListName,
                artist: found.artist,
                picture: found.playlist.playListCoverThumbnail ?? found.artist.avatar,
              }
            : null
        )
  if (!shared) throw ApiException.notFound(sharingMessages.oembedUrl)
  const { width, height } = fitted(embedSizes[thing.kind], query.maxwidth, query.maxheight)
  const src = absoluteUrl(origin, (thing.kind === 'song' ? embedPaths.song : embedPaths.playlist)(thing.id))
  const title = `${shared.title} — ${shared.artist.publicName}`
  const picture = storedPicture(shared.picture)
  return {
    type: 'rich',
    version: '1.0',
    title,
    author_name: shared.artist.publicName,
    author_url: absoluteUrl(origin, `/profile/${encodeURIComponent(shared.artist.nickName)}`),
    provider_name: siteName,
    provider_url: origin,
    html: embedIframe(src, width, height, title),
    width,
    height,
    ...(picture
      ? {
          thumbnail_url: absoluteUrl(origin, picture.url),
          ...(picture.width && picture.height
            ? { thumbnail_width: picture.width, thumbnail_height: picture.height }
            : {}),
        }
      : {}),
  }
}
