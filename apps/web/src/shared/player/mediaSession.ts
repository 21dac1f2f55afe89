/*
 * The Media Session API: the song's title, artist and artwork on the lock screen and in the
 * system's media controls, whose buttons (and a keyboard's media keys) drive the app's player.
 * Browsers without it (or tests) simply skip it.
 */

const seekOffsetSeconds = 10

interface SessionTrack {
  title: string
  artist?: string
  cover?: string | null
}

export interface MediaSessionControls {
  play: () => void
  pause: () => void
  next: () => void
  previous: () => void
  seek: (seconds: number) => void
  position: () => number
}

function session(): MediaSession | undefined {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined
}

export function showInMediaSession(track: SessionTrack): void {
  const media = session()
  if (!media || typeof MediaMetadata === 'undefined') return
  media.metadata = new MediaMetadata({
    title: track.title,
    artist: track.artist ?? '',
    artwork: track.cover ? [{ src: new URL(track.cover, location.href).href }] : [],
  })
}

/** Wires the system's buttons to the player; returns what unwires them. */
export function bindMediaSession(controls: MediaSessionControls): () => void {
  const media = session()
  if (!media) return () => {}
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => controls.play()],
    ['pause', () => controls.pause()],
    ['nexttrack', () => controls.next()],
    ['previoustrack', () => controls.previous()],
    ['seekto', (details) => details.seekTime !== undefined && controls.seek(details.seekTime)],
    ['seekbackward', (details) => controls.seek(controls.position() - (details.seekOffset ?? seekOffsetSeconds))],
    ['seekforward', (details) => controls.seek(controls.position() + (details.seekOffset ?? seekOffsetSeconds))],
  ]
  for (const [action, handler] of handlers) {
    try {
      media.setActionHandler(action, handler)
    } catch {
      // A browser that does not know an action throws; the others still work.
    }
  }
  return () => {
    for (const [action] of handlers) {
      try {
        media.setActionHandler(action, null)
      } catch {
        // As above.
      }
    }
  }
}

/** The lock screen's progress: the browser extrapolates from this, so it is sent on changes only. */
export function updatePositionState(element: HTMLMediaElement): void {
  const media = session()
  if (!media) return
  media.playbackState = element.paused ? 'paused' : 'playing'
  if (!media.setPositionState || !Number.isFinite(element.duration) || element.duration <= 0) return
  try {
    media.setPositionState({
      duration: element.duration,
      playbackRate: element.playbackRate || 1,
      position: Math.min(Math.max(element.currentTime, 0), element.duration),
    })
  } catch {
    // An inconsistent state (a position past a changing duration) is skipped, not fatal.
  }
}
