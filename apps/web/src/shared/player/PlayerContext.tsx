import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { playbackGain } from './gain'
import { bindMediaSession, showInMediaSession, updatePositionState } from './mediaSession'
import { usePlaybackPreferences, useSlowConnection } from './preferences'
import * as queueRules from './queue'
import { trackSource, type TrackMedia } from './source'

/** One playable song, wherever it comes from (a post, the catalogue, a legend, an auction). */
export interface Track {
  /** Unique across kinds, e.g. `post-song:12` or `song:7`, so "is this one playing" is exact. */
  id: string
  title: string
  artist?: string
  /** The song's original URL: played while the server has no renditions for it. */
  src: string
  cover?: string | null
  /** What the server made of the upload: renditions, waveform, loudness (absent on older songs). */
  media?: TrackMedia | null
}

export interface Player {
  current: Track | null
  playing: boolean
  /** Plays `track`; with a `queue` (which should contain it) the queue continues from it. */
  play: (track: Track, queue?: readonly Track[]) => void
  /** Plays a list from `start` (a playlist, an artist's songs, the Legends playlist, a post's songs). */
  playList: (tracks: readonly Track[], start?: number) => void
  /** Puts `track` right after the current song; with nothing playing, plays it. */
  playNext: (track: Track) => void
  /** Puts `track` at the end of the queue; with nothing playing, plays it. */
  addToQueue: (track: Track) => void
  /** The songs after the current one. */
  upcoming: readonly Track[]
  toggle: () => void
  pause: () => void
  /** Moves the current song to `seconds`. */
  seek: (seconds: number) => void
  next: () => void
  /** The previous song, or the start of this one once it has played a few seconds. */
  previous: () => void
  isCurrent: (id: string) => boolean
  /** Whether the queue has a song after / before the current one. */
  hasNext: boolean
  hasPrevious: boolean
}

const PlayerContext = createContext<Player | null>(null)
const PlayerAudioContext = createContext<RefObject<HTMLAudioElement | null> | null>(null)

type AudioContextClass = typeof AudioContext

/** A quiet song needs more than volume 1: the element goes through a GainNode, made on the first user play. */
interface Boost {
  context: AudioContext
  gain: GainNode
}

const sameOrigin = (url: string) => {
  try {
    return new URL(url, globalThis.location?.href).origin === globalThis.location?.origin
  } catch {
    return false
  }
}

/**
 * One audio element for the whole app, above the router so playback continues across navigation:
 * a queue, next/previous, loudness normalisation, data saver, the Media Session (lock screen and
 * media keys), and starting a song pauses any other audio or video on the page (spec 000 §4).
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  /*
   * The element is read through a ref, never held in state: set in the commit that mounts it, a
   * state (or any context value) changing there was a synchronous update, and reaching a part of
   * a server-rendered page not yet hydrated (the screen, behind its Suspense boundary) it made
   * React hydrate that part at once, in one long task of 300 ms on a phone. The element is there
   * for the whole life of the provider, so effects read it when they run.
   */
  const audioRef = useRef<HTMLAudioElement | null>(null)
  const [queue, setQueueState] = useState<queueRules.QueueState<Track>>(queueRules.emptyQueue)
  const queueRef = useRef(queue)
  const [playing, setPlaying] = useState(false)
  const preferences = usePlaybackPreferences()
  const slowConnection = useSlowConnection()
  const dataSaver = preferences.dataSaver || slowConnection
  const settingsRef = useRef({ dataSaver, normalise: preferences.normaliseLoudness })
  // Read by the handlers when a song starts; synced before the effect below that re-applies the gain.
  useLayoutEffect(() => {
    settingsRef.current = { dataSaver, normalise: preferences.normaliseLoudness }
  }, [dataSaver, preferences.normaliseLoudness])
  const boostRef = useRef<Boost | null>(null)

  const setQueue = useCallback((next: queueRules.QueueState<Track>) => {
    queueRef.current = next
    setQueueState(next)
  }, [])

  /** Volume down for a loud song; a GainNode up for a quiet one (when one may be made or exists). */
  const applyGain = useCallback((track: Track | null, userGesture: boolean) => {
    const element = audioRef.current
    if (!element) return
    const gain = playbackGain(track?.media?.loudness, settingsRef.current.normalise)
    element.volume = gain.volume
    let boost = boostRef.current
    const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext
    // Made only in a click's handler (browsers start a context made elsewhere suspended, which would
    // silence the element), and only for same-origin media (cross-origin audio through Web Audio is mute).
    if (!boost && gain.boost > 1 && userGesture && Context && sameOrigin(element.currentSrc || element.src)) {
      const context = new Context()
      const node = context.createGain()
      context.createMediaElementSource(element).connect(node).connect(context.destination)
      boost = boostRef.current = { context, gain: node }
    }
    if (!boost) return
    boost.gain.gain.value = gain.boost
    if (userGesture && boost.context.state === 'suspended') void boost.context.resume()
  }, [])

  /** Loads the queue's current entry and plays it. */
  const start = useCallback(
    (state: queueRules.QueueState<Track>, userGesture: boolean) => {
      setQueue(state)
      const element = audioRef.current
      const track = queueRules.currentOf(state)
      if (!element || !track) return
      const src = trackSource(track.src, track.media, settingsRef.current.dataSaver)
      // element.src is absolute while a track's may be relative: compare what was asked for.
      if (element.dataset.trackSrc !== src) {
        element.src = src
        element.dataset.trackSrc = src
      } else {
        element.currentTime = 0
      }
      applyGain(track, userGesture)
      showInMediaSession(track)
      // A browser may refuse autoplay; the play button stays available, so the refusal is not an error.
      element.play().catch(() => setPlaying(false))
    },
    [applyGain, setQueue]
  )

  const playList = useCallback(
    (tracks: readonly Track[], startAt = 0) => start(queueRules.playList(tracks, startAt), true),
    [start]
  )

  const play = useCallback(
    (track: Track, list?: readonly Track[]) => {
      const tracks = list?.length ? list : [track]
      const at = tracks.findIndex((entry) => entry.id === track.id)
      start(at >= 0 ? queueRules.playList(tracks, at) : queueRules.playList([track]), true)
    },
    [start]
  )

  const toggle = useCallback(() => {
    const element = audioRef.current
    const track = queueRules.currentOf(queueRef.current)
    if (!element || !track) return
    if (element.paused) {
      applyGain(track, true)
      element.play().catch(() => setPlaying(false))
    } else element.pause()
  }, [applyGain])

  const next = useCallback(
    (userGesture = true) => {
      const target = queueRules.next(queueRef.current)
      if (target) start(target, userGesture)
    },
    [start]
  )

  const previous = useCallback(() => {
    const element = audioRef.current
    if (!element) return
    const step = queueRules.previous(queueRef.current, element.currentTime)
    if (step.restart) element.currentTime = 0
    else start(step.state, true)
  }, [start])

  const seek = useCallback((seconds: number) => {
    const element = audioRef.current
    if (!element || !Number.isFinite(seconds)) return
    element.currentTime = Math.max(0, seconds)
  }, [])

  const enqueue = useCallback(
    (rule: typeof queueRules.playNext, track: Track) => {
      const before = queueRef.current
      const after = rule(before, track)
      if (before.index < 0) start(after, true)
      else setQueue(after)
    },
    [setQueue, start]
  )

  // The element's own events: playing state, the queue continuing, the lock screen's position.
  useEffect(() => {
    const element = audioRef.current
    if (!element) return
    const onPlay = () => setPlaying(true)
    const onPause = () => setPlaying(false)
    const onEnded = () => next(false)
    const onPosition = () => updatePositionState(element)
    const events: Array<[string, () => void]> = [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['loadedmetadata', onPosition],
      ['durationchange', onPosition],
      ['seeked', onPosition],
      ['ratechange', onPosition],
      ['play', onPosition],
      ['pause', onPosition],
    ]
    for (const [name, listener] of events) element.addEventListener(name, listener)
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener)
    }
  }, [next])

  // Spec 000 §4: one sound at a time. Media events do not bubble, so this listens in the capture phase.
  useEffect(() => {
    const onAnyPlay = (event: Event) => {
      const started = event.target
      if (!(started instanceof HTMLMediaElement)) return
      for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
        if (media !== started && !media.paused) media.pause()
      }
    }
    document.addEventListener('play', onAnyPlay, true)
    return () => document.removeEventListener('play', onAnyPlay, true)
  }, [])

  // Lock screen and media keys.
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    return bindMediaSession({
      play: () => toggle(),
      pause: () => audio.pause(),
      next: () => next(true),
      previous,
      seek,
      position: () => audio.currentTime,
    })
  }, [toggle, next, previous, seek])

  const current = queueRules.currentOf(queue)

  // Turning normalisation on or off applies to the song already playing.
  useEffect(() => {
    applyGain(current, false)
  }, [applyGain, current, preferences.normaliseLoudness])

  const value = useMemo<Player>(
    () => ({
      current,
      playing,
      play,
      playList,
      playNext: (track) => enqueue(queueRules.playNext, track),
      addToQueue: (track) => enqueue(queueRules.addToQueue, track),
      upcoming: queueRules.upcoming(queue),
      toggle,
      pause: () => audioRef.current?.pause(),
      seek,
      next: () => next(true),
      previous,
      isCurrent: (id) => current?.id === id,
      hasNext: queueRules.hasNext(queue),
      hasPrevious: queueRules.hasPrevious(queue),
    }),
    [current, playing, play, playList, enqueue, queue, toggle, seek, next, previous]
  )

  return (
    <PlayerContext value={value}>
      <PlayerAudioContext value={audioRef}>
        {children}
        <audio ref={audioRef} preload="none" hidden />
      </PlayerAudioContext>
    </PlayerContext>
  )
}

/**
 * The element, for a progress bar or a seek control, as a ref to read in an effect (its
 * `current` is the element from the commit that mounts the provider on). Not in the player's
 * value, nor a value of its own: the element arrives in that commit, and a value changing there
 * re-rendered every song of a page hydrated from the server (the cards of `/`) at once, and
 * hydrated its screen in the same long task (see PlayerProvider).
 */
export function usePlayerAudio(): RefObject<HTMLAudioElement | null> {
  return use(PlayerAudioContext) ?? noAudio
}

const noAudio: RefObject<HTMLAudioElement | null> = { current: null }

export function usePlayer(): Player {
  const player = use(PlayerContext)
  if (!player) throw new Error('usePlayer needs <PlayerProvider>')
  return player
}
