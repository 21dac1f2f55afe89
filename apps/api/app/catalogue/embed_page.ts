import { escapeHtml, playlistSharePath, songSharePath } from '@kobza/contract'
import { headHtml, type PageHead } from '#core/page_heads'
import type { SharedArtist } from '#catalogue/actions/show_song'

/*
 * The embeddable player pages (`/embed/song/:id`, `/embed/playlist/:id`): plain HTML, one small
 * style sheet and one small script (no app bundle, a few kilobytes in all), with the song's head
 * so the page itself is a card too. The CSP allows no inline script or style: both are files.
 */

export interface EmbedTrack {
  name: string
  /** Public audio only: a song without one is left out of the page. */
  audio: string
  lengthSeconds: number
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`

export function embedPage(
  head: PageHead,
  origin: string,
  content: { title: string; artist: SharedArtist; picture: string | null; link: string; tracks: EmbedTrack[] }
): string {
  const profile = `${origin}/profile/${encodeURIComponent(content.artist.nickName)}`
  const first = content.tracks[0]
  const list =
    content.tracks.length > 1
      ? `<ol class="tracks">${content.tracks
          .map(
            (track, index) =>
              `<li><button type="button" data-src="${escapeHtml(track.audio)}"${index === 0 ? ' aria-current="true"' : ''}><span>${escapeHtml(track.name)}</span><time>${clock(track.lengthSeconds)}</time></button></li>`
          )
          .join('')}</ol>`
      : ''
  return `<!doctype html>
<html lang="uk">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    ${headHtml(head, origin)}
    <link rel="stylesheet" href="/embed/player.css" />
  </head>
  <body>
    <main class="player">
      ${content.picture ? `<img class="cover" src="${escapeHtml(content.picture)}" alt="" width="96" height="96" />` : '<div class="cover" aria-hidden="true">♪</div>'}
      <div class="body">
        <a class="title" href="${escapeHtml(content.link)}" target="_blank" rel="noopener">${escapeHtml(content.title)}</a>
        <a class="artist" href="${escapeHtml(profile)}" target="_blank" rel="noopener">${escapeHtml(content.artist.publicName)}</a>
        ${first ? `<audio controls preload="metadata" src="${escapeHtml(first.audio)}"></audio>` : '<p class="empty">—</p>'}
      </div>
      <a class="brand" href="${escapeHtml(origin)}/" target="_blank" rel="noopener">Kobza</a>
    </main>
    ${list}
    <script src="/embed/player.js" defer></script>
  </body>
</html>
`
}

export const songLink = (origin: string, artist: SharedArtist, songId: number) =>
  origin + songSharePath(artist.nickName, songId)
export const playlistLink = (origin: string, artist: SharedArtist, playlistId: number) =>
  origin + playlistSharePath(artist.nickName, playlistId)

/** The player's one script: a playlist's track list drives the one <audio>, and the next track follows. */
export const embedScript = `(() => {
  const audio = document.querySelector('audio')
  const buttons = [...document.querySelectorAll('.tracks button')]
  if (!audio || buttons.length === 0) return
  const play = (index) => {
    const button = buttons[index]
    if (!button) return
    buttons.forEach((other) => other.removeAttribute('aria-current'))
    button.setAttribute('aria-current', 'true')
    audio.src = button.dataset.src
    audio.play().catch(() => {})
  }
  buttons.forEach((button, index) => button.addEventListener('click', () => play(index)))
  audio.addEventListener('ended', () => {
    const current = buttons.findIndex((button) => button.hasAttribute('aria-current'))
    play(current + 1)
  })
})()
`

/** Its style: the design system's colours (tokens' light palette), nothing downloaded but this. */
export const embedStyle = `*{box-sizing:border-box}
html,body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#FAF5EA;color:#17120F}
.player{display:flex;gap:12px;align-items:center;padding:12px;min-height:120px}
.cover{flex:none;width:96px;height:96px;border-radius:8px;object-fit:cover;background:#F1E9D8;display:grid;place-items:center;font-size:40px}
.body{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}
.title{font-weight:700;font-size:16px;color:inherit;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.artist{color:#574C43;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
a:hover{text-decoration:underline}
audio{width:100%;margin-top:4px}
.brand{align-self:flex-start;font-weight:700;color:#17120F;text-decoration:none}
.tracks{list-style:none;margin:0;padding:0 12px 12px;counter-reset:n}
.tracks button{all:unset;box-sizing:border-box;display:flex;justify-content:space-between;width:100%;padding:8px;border-radius:6px;cursor:pointer}
.tracks button:hover,.tracks button:focus-visible{background:#FBF0CF;outline:2px solid #17120F}
.tracks button[aria-current]{font-weight:700;box-shadow:inset 3px 0 0 #E9B949}
@media (prefers-color-scheme:dark){html,body{background:#0B1324;color:#F3EBDD}.brand{color:#E9B949}.tracks button:focus-visible{outline-color:#E9B949}.artist{color:#8E9CBB}.cover{background:#16223D}.tracks button:hover{background:#16223D}}
@media (max-width:360px){.cover{width:64px;height:64px}.brand{display:none}}
`
