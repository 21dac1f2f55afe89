import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

/** One playable song, wherever it comes from (a post, the catalogue, a legend, an auction). */
export interface Track {
  /** Unique across kinds, e.g. `post-song:12` or `song:7`, so "is this one playing" is exact. */
  id: string
  title: string
  artist?: string
  /** A signed media URL; the API serves it with range requests. */
  src: string
  cover?: string | null
}

export interface Player {
  current: Track | null
  playing: boolean
  /** Plays `track`; with a `queue` (which should contain it) 'next' walks the queue in order. */
  play: (track: Track, queue?: readonly Track[]) => void
  toggle: () => void
  pause: () => void
  /** Moves the current song to `seconds`. */
  seek: (seconds: number) => void
  next: () => void
  previous: () => void
  isCurrent: (id: string) => boolean
  /** Whether the queue has a song after / before the current one. */
  hasNext: boolean
  hasPrevious: boolean
  /** The element, for a progress bar or a seek control (null until the provider mounts). */
  audio: HTMLAudioElement | null
}

const PlayerContext = createContext<Player | null>(null)

/**
 * One audio element for the whole app: starting a song anywhere stops the one before, and a
 * screen (a legend's page, the playlist) can follow what is playing globally.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement | null>(null)
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null)
  const [current, setCurrent] = useState<Track | null>(null)
  const [queue, setQueue] = useState<readonly Track[]>([])
  const [playing, setPlaying] = useState(false)
  const attachAudio = useCallback((element: HTMLAudioElement | null) => {
    audioRef.current = element
    setAudio(element)
  }, [])

  const start = useCallback((track: Track) => {
    const element = audioRef.current
    if (!element) return
    // element.src is absolute while a track's may be relative: compare what was asked for.
    if (element.dataset.trackSrc !== track.src) {
      element.src = track.src
      element.dataset.trackSrc = track.src
    }
    setCurrent(track)
    // A browser may refuse autoplay; the play button stays available, so the refusal is not an error.
    element.play().catch(() => setPlaying(false))
  }, [])

  const play = useCallback(
    (track: Track, nextQueue?: readonly Track[]) => {
      setQueue(nextQueue ?? [track])
      start(track)
    },
    [start]
  )

  const step = useCallback(
    (by: 1 | -1) => {
      if (!current) return
      const index = queue.findIndex((track) => track.id === current.id)
      const target = queue[index + by]
      if (target) start(target)
    },
    [current, queue, start]
  )

  useEffect(() => {
    const element = audioRef.current
    if (!element) return
    const onPlay = () => setPlaying(true)
    const onPause = () => setPlaying(false)
    const onEnded = () => step(1)
    element.addEventListener('play', onPlay)
    element.addEventListener('pause', onPause)
    element.addEventListener('ended', onEnded)
    return () => {
      element.removeEventListener('play', onPlay)
      element.removeEventListener('pause', onPause)
      element.removeEventListener('ended', onEnded)
    }
  }, [step])

  const index = current ? queue.findIndex((track) => track.id === current.id) : -1
  const hasNext = index >= 0 && index < queue.length - 1
  const hasPrevious = index > 0

  const value = useMemo<Player>(
    () => ({
      current,
      playing,
      play,
      toggle: () => {
        const element = audioRef.current
        if (!element || !current) return
        if (element.paused) element.play().catch(() => setPlaying(false))
        else element.pause()
      },
      pause: () => audioRef.current?.pause(),
      seek: (seconds) => {
        if (audioRef.current) audioRef.current.currentTime = seconds
      },
      next: () => step(1),
      previous: () => step(-1),
      isCurrent: (id) => current?.id === id,
      hasNext,
      hasPrevious,
      audio,
    }),
    [current, playing, play, step, audio, hasNext, hasPrevious]
  )

  return (
    <PlayerContext value={value}>
      {children}
      <audio ref={attachAudio} preload="none" hidden />
    </PlayerContext>
  )
}

export function usePlayer(): Player {
  const player = use(PlayerContext)
  if (!player) throw new Error('usePlayer needs <PlayerProvider>')
  return player
}
