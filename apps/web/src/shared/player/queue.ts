/*
 * The player's queue as plain values, so every rule (what 'next' plays, what 'previous' does, where
 * 'play next' puts a song) is tested without an audio element. The provider keeps one QueueState.
 */

/** A queue entry needs only an identity; the provider's tracks carry the rest. */
export interface Queued {
  id: string
}

export interface QueueState<T extends Queued> {
  tracks: readonly T[]
  /** The playing (or paused) entry; -1 when nothing is chosen. */
  index: number
}

/** 'Previous' within this many seconds of a song's start goes back a song; later, it restarts the song. */
export const restartAfterSeconds = 3

export const emptyQueue = <T extends Queued>(): QueueState<T> => ({ tracks: [], index: -1 })

export const currentOf = <T extends Queued>(state: QueueState<T>): T | null => state.tracks[state.index] ?? null

/** Plays `tracks` from `start` (a playlist, an artist's songs, the Legends playlist, a post's songs). */
export function playList<T extends Queued>(tracks: readonly T[], start = 0): QueueState<T> {
  if (tracks.length === 0) return emptyQueue()
  return { tracks: [...tracks], index: Math.min(Math.max(start, 0), tracks.length - 1) }
}

export const hasNext = <T extends Queued>(state: QueueState<T>) =>
  state.index >= 0 && state.index < state.tracks.length - 1
export const hasPrevious = <T extends Queued>(state: QueueState<T>) => state.index > 0

/** The next entry, or null at the end (the queue stays where it is). */
export function next<T extends Queued>(state: QueueState<T>): QueueState<T> | null {
  return hasNext(state) ? { ...state, index: state.index + 1 } : null
}

/** What 'previous' does at `positionSeconds` into the current song. */
export function previous<T extends Queued>(
  state: QueueState<T>,
  positionSeconds: number
): { restart: true } | { restart: false; state: QueueState<T> } {
  if (positionSeconds > restartAfterSeconds || !hasPrevious(state)) return { restart: true }
  return { restart: false, state: { ...state, index: state.index - 1 } }
}

/** A song ended: the next one, or null when the queue is done. */
export const ended = next

/** Takes `track` out of the queue unless it is the current entry, keeping the current one current. */
function without<T extends Queued>(state: QueueState<T>, id: string): QueueState<T> {
  const tracks: T[] = []
  let index = state.index
  state.tracks.forEach((track, at) => {
    if (track.id === id && at !== state.index) {
      if (at < state.index) index -= 1
    } else tracks.push(track)
  })
  return { tracks, index }
}

/**
 * 'Play next': right after the current song (moved there if it was queued later). With nothing
 * chosen, the queue is just this song (the provider starts it).
 */
export function playNext<T extends Queued>(state: QueueState<T>, track: T): QueueState<T> {
  if (state.index < 0) return playList([track])
  if (currentOf(state)?.id === track.id) return state
  const rest = without(state, track.id)
  const tracks = [...rest.tracks]
  tracks.splice(rest.index + 1, 0, track)
  return { tracks, index: rest.index }
}

/** 'Add to queue': at the end (moved there if it was queued already). */
export function addToQueue<T extends Queued>(state: QueueState<T>, track: T): QueueState<T> {
  if (state.index < 0) return playList([track])
  if (currentOf(state)?.id === track.id) return state
  const rest = without(state, track.id)
  return { tracks: [...rest.tracks, track], index: rest.index }
}

/** The songs still to come after the current one. */
export const upcoming = <T extends Queued>(state: QueueState<T>): readonly T[] => state.tracks.slice(state.index + 1)
