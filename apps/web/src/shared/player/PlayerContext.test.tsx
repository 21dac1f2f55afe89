import { act, render } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlayerProvider, usePlayer, type Player, type Track } from './PlayerContext'
import { playbackPreferenceKeys, setPlaybackPreference } from './preferences'

/*
 * jsdom has media elements that cannot play: `play`, `pause`, `paused` and `currentTime` are
 * stood in for here, faithfully enough for the provider (events fire as a browser fires them).
 */
const paused = new WeakMap<HTMLMediaElement, boolean>()
const times = new WeakMap<HTMLMediaElement, number>()
const original = {
  play: HTMLMediaElement.prototype.play,
  pause: HTMLMediaElement.prototype.pause,
  paused: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused'),
  currentTime: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime'),
}

const handlers = new Map<string, ((details: { seekTime?: number }) => void) | null>()
const mediaSession = {
  metadata: null as { title: string; artist: string } | null,
  playbackState: 'none',
  setActionHandler: (action: string, handler: (() => void) | null) => handlers.set(action, handler),
  setPositionState: vi.fn(),
}

beforeAll(() => {
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    paused.set(this, false)
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  }
  HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
    paused.set(this, true)
    this.dispatchEvent(new Event('pause'))
  }
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true
    },
  })
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return times.get(this) ?? 0
    },
    set(this: HTMLMediaElement, value: number) {
      times.set(this, value)
    },
  })
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: mediaSession })
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(init: object) {
        Object.assign(this, init)
      }
    }
  )
})

afterAll(() => {
  HTMLMediaElement.prototype.play = original.play
  HTMLMediaElement.prototype.pause = original.pause
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', original.paused!)
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', original.currentTime!)
  Reflect.deleteProperty(navigator, 'mediaSession')
  vi.unstubAllGlobals()
})

beforeEach(() => {
  setPlaybackPreference('normaliseLoudness', true)
  setPlaybackPreference('dataSaver', false)
})

const track = (id: string, extra: Partial<Track> = {}): Track => ({
  id,
  title: `Song ${id}`,
  artist: 'Artist',
  src: `/media/${id}.wav`,
  ...extra,
})
const processed = (id: string, loudness = { integratedLufs: -14, truePeakDb: -2 }) =>
  track(id, {
    media: { renditions: { high: `/media/${id}-high.m4a`, low: `/media/${id}-low.m4a` }, loudness, waveform: null },
  })

function mount() {
  const seen: { player: Player | null } = { player: null }
  function Probe() {
    seen.player = usePlayer()
    return null
  }
  const view = render(
    <PlayerProvider>
      <Probe />
    </PlayerProvider>
  )
  const audio = view.container.querySelector('audio')!
  return { player: () => seen.player!, audio, view }
}

describe('the app-wide player', () => {
  it('plays a list from the index asked for, from its high rendition', () => {
    const { player, audio } = mount()
    act(() => player().playList([processed('a'), processed('b'), track('c')], 1))
    expect(player().current?.id).toBe('b')
    expect(audio.getAttribute('src')).toBe('/media/b-high.m4a')
    expect(player().playing).toBe(true)
    expect(mediaSession.metadata).toMatchObject({ title: 'Song b', artist: 'Artist' })
  })

  it('plays the low rendition under data saver, and the original of an unprocessed song', () => {
    setPlaybackPreference('dataSaver', true)
    expect(localStorage.getItem(playbackPreferenceKeys.dataSaver)).toBe('true')
    const { player, audio } = mount()
    act(() => player().playList([processed('a'), track('c')]))
    expect(audio.getAttribute('src')).toBe('/media/a-low.m4a')
    act(() => player().next())
    expect(audio.getAttribute('src')).toBe('/media/c.wav')
  })

  it('continues with the next song when one ends, and stops after the last', () => {
    const { player, audio } = mount()
    act(() => player().playList([track('a'), track('b')]))
    act(() => void audio.dispatchEvent(new Event('ended')))
    expect(player().current?.id).toBe('b')
    expect(audio.getAttribute('src')).toBe('/media/b.wav')
    act(() => void audio.dispatchEvent(new Event('ended')))
    expect(player().current?.id).toBe('b')
    expect(player().hasNext).toBe(false)
  })

  it('restarts the song on previous after 3 seconds, and goes back a song before them', () => {
    const { player, audio } = mount()
    act(() => player().playList([track('a'), track('b')], 1))
    audio.currentTime = 40
    act(() => player().previous())
    expect(player().current?.id).toBe('b')
    expect(audio.currentTime).toBe(0)
    audio.currentTime = 1
    act(() => player().previous())
    expect(player().current?.id).toBe('a')
  })

  it('queues "play next" after the current song and "add to queue" at the end', () => {
    const { player, audio } = mount()
    act(() => player().playList([track('a'), track('b')]))
    act(() => player().addToQueue(track('z')))
    act(() => player().playNext(track('n')))
    expect(player().upcoming.map((entry) => entry.id)).toEqual(['n', 'b', 'z'])
    expect(player().current?.id).toBe('a')
    act(() => void audio.dispatchEvent(new Event('ended')))
    expect(player().current?.id).toBe('n')
  })

  it('with nothing playing, "add to queue" plays the song', () => {
    const { player, audio } = mount()
    act(() => player().addToQueue(track('z')))
    expect(player().current?.id).toBe('z')
    expect(audio.getAttribute('src')).toBe('/media/z.wav')
  })

  it('turns a loud song down to the reference level, unless normalisation is off', () => {
    const { player, audio } = mount()
    act(() => player().playList([processed('loud', { integratedLufs: -8, truePeakDb: -0.5 })]))
    expect(audio.volume).toBeCloseTo(0.501, 3)
    act(() => setPlaybackPreference('normaliseLoudness', false))
    expect(audio.volume).toBe(1)
  })

  it('pauses any other audio or video when a song starts, and is paused by one starting', () => {
    const { player, audio, view } = mount()
    const video = document.createElement('video')
    view.container.append(video)
    act(() => void video.play())
    act(() => player().playList([track('a')]))
    expect(video.paused).toBe(true)
    expect(audio.paused).toBe(false)
    act(() => void video.play())
    expect(audio.paused).toBe(true)
    expect(player().playing).toBe(false)
  })

  it('answers the lock screen: next, previous and seek', () => {
    const { player, audio } = mount()
    act(() => player().playList([track('a'), track('b')]))
    act(() => handlers.get('nexttrack')?.({}))
    expect(player().current?.id).toBe('b')
    act(() => handlers.get('seekto')?.({ seekTime: 30 }))
    expect(audio.currentTime).toBe(30)
    act(() => handlers.get('previoustrack')?.({}))
    expect(player().current?.id).toBe('b')
    expect(audio.currentTime).toBe(0)
    act(() => handlers.get('pause')?.({}))
    expect(player().playing).toBe(false)
  })
})
