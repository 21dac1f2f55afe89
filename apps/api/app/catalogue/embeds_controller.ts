import type { HttpContext } from '@adonisjs/core/http'
import { ApiException } from '#core/exceptions/api_exception'
import { showSharedSong } from '#catalogue/actions/show_song'
import { showSharedPlaylist } from '#catalogue/actions/show_shared_playlist'
import { oembed } from '#catalogue/actions/oembed'
import { playlistHead, songHead } from '#catalogue/page_heads'
import { embedPage, embedScript, embedStyle, playlistLink, songLink } from '#catalogue/embed_page'
import kobzaConfig from '#config/kobza'
import type { PageHead } from '#core/page_heads'

const originOf = ({ request }: HttpContext) =>
  kobzaConfig.appUrl?.replace(/\/$/, '') ?? `${request.protocol()}://${request.host()}`

/** A public embed may be kept by browsers and proxies briefly; its script and style for a day. */
const PAGE_CACHE = 'public, max-age=60'
const FILE_CACHE = 'public, max-age=86400'

/** The player page of a shared song or playlist; one without a page head is unknown (404). */
function embedAnswer(
  ctx: HttpContext,
  head: PageHead | null,
  content: (origin: string) => Parameters<typeof embedPage>[2]
) {
  if (!head) throw ApiException.notFound()
  const origin = originOf(ctx)
  ctx.response.header('content-type', 'text/html; charset=utf-8')
  ctx.response.header('cache-control', PAGE_CACHE)
  return embedPage(head, origin, content(origin))
}

/** The embeddable players and their oEmbed description (issue 35); public songs only. */
export default class EmbedsController {
  async song(ctx: HttpContext) {
    const shared = await showSharedSong(Number(ctx.params.id))
    // A song a stranger may not play (a premium or private file) has no embed: 404, as unknown.
    if (!shared?.publicAudio) throw ApiException.notFound()
    const audio = shared.publicAudio
    return embedAnswer(ctx, await songHead(shared.artist.nickName, shared.song.id), (origin) => ({
      title: shared.song.songName,
      artist: shared.artist,
      picture: shared.artist.avatar,
      link: songLink(origin, shared.artist, shared.song.id),
      tracks: [{ name: shared.song.songName, audio, lengthSeconds: shared.song.lengthOfSong }],
    }))
  }

  async playlist(ctx: HttpContext) {
    const shared = await showSharedPlaylist(Number(ctx.params.id))
    if (!shared) throw ApiException.notFound()
    return embedAnswer(ctx, await playlistHead(shared.artist.nickName, shared.playlist.id), (origin) => ({
      title: shared.playlist.playListName,
      artist: shared.artist,
      picture: shared.playlist.playListCoverThumbnail ?? shared.artist.avatar,
      link: playlistLink(origin, shared.artist, shared.playlist.id),
      tracks: shared.songs.flatMap(({ song, publicAudio }) =>
        publicAudio ? [{ name: song.songName, audio: publicAudio, lengthSeconds: song.lengthOfSong }] : []
      ),
    }))
  }

  script({ response }: HttpContext) {
    response.header('content-type', 'text/javascript; charset=utf-8')
    response.header('cache-control', FILE_CACHE)
    return embedScript
  }

  style({ response }: HttpContext) {
    response.header('content-type', 'text/css; charset=utf-8')
    response.header('cache-control', FILE_CACHE)
    return embedStyle
  }

  async oembed(ctx: HttpContext) {
    return oembed(ctx.request.qs(), originOf(ctx))
  }
}
