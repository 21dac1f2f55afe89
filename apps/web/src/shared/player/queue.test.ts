import { describe, expect, it } from 'vitest'
import {
  addToQueue,
  currentOf,
  emptyQueue,
  ended,
  hasNext,
  hasPrevious,
  next,
  playList,
  playNext,
  previous,
  upcoming,
  type QueueState,
} from './queue'

const song = (id: string) => ({ id })
const [a, b, c, d] = [song('a'), song('b'), song('c'), song('d')]
const ids = (state: QueueState<{ id: string }>) => state.tracks.map((track) => track.id).join('')

describe('the player queue', () => {
  it('plays a list from the index asked for', () => {
    const state = playList([a, b, c], 1)
    expect(currentOf(state)).toBe(b)
    expect(hasPrevious(state)).toBe(true)
    expect(hasNext(state)).toBe(true)
    expect(upcoming(state)).toEqual([c])
  })

  it('keeps an index out of range inside the list, and an empty list empty', () => {
    expect(currentOf(playList([a, b], 9))).toBe(b)
    expect(currentOf(playList([a, b], -3))).toBe(a)
    expect(playList([], 0)).toEqual(emptyQueue())
  })

  it('steps to the next song and stops at the end', () => {
    const last = next(playList([a, b]))
    expect(last && currentOf(last)).toBe(b)
    expect(next(last!)).toBeNull()
    expect(hasNext(last!)).toBe(false)
  })

  it('continues when a song ends, and is done after the last', () => {
    const second = ended(playList([a, b, c], 1))
    expect(second && currentOf(second)).toBe(c)
    expect(ended(second!)).toBeNull()
  })

  it('goes back a song in the first 3 seconds, restarts the song after them', () => {
    const state = playList([a, b, c], 1)
    const early = previous(state, 2.5)
    expect(early.restart).toBe(false)
    expect(!early.restart && currentOf(early.state)).toBe(a)
    expect(previous(state, 3.5)).toEqual({ restart: true })
  })

  it('restarts the first song on previous, there being none before it', () => {
    expect(previous(playList([a, b]), 0)).toEqual({ restart: true })
  })

  it('puts "play next" right after the current song', () => {
    const state = playNext(playList([a, b, c], 0), d)
    expect(ids(state)).toBe('adbc')
    expect(currentOf(state)).toBe(a)
    expect(currentOf(next(state)!)).toBe(d)
  })

  it('moves a song already queued later when it is asked to play next', () => {
    const state = playNext(playList([a, b, c, d], 0), d)
    expect(ids(state)).toBe('adbc')
  })

  it('keeps the current song current when "play next" takes a song from before it', () => {
    const state = playNext(playList([a, b, c], 2), a)
    expect(ids(state)).toBe('bca')
    expect(currentOf(state)).toBe(c)
  })

  it('adds to the end of the queue, moving a song already in it', () => {
    expect(ids(addToQueue(playList([a, b], 0), c))).toBe('abc')
    const moved = addToQueue(playList([a, b, c], 1), a)
    expect(ids(moved)).toBe('bca')
    expect(currentOf(moved)).toBe(b)
  })

  it('leaves the queue alone when the current song is queued again', () => {
    const state = playList([a, b], 0)
    expect(playNext(state, a)).toBe(state)
    expect(addToQueue(state, a)).toBe(state)
  })

  it('with nothing chosen, a queued song becomes the queue', () => {
    expect(currentOf(playNext(emptyQueue(), a))).toBe(a)
    expect(currentOf(addToQueue(emptyQueue(), b))).toBe(b)
  })
})
