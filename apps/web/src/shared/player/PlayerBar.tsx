import { useEffect, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { AudioPlayer } from '@kobza/design-system'
import { usePlayer, usePlayerAudio } from './PlayerContext'

/** Follows the one audio element: position, length, waiting and failures. */
function useAudioState(audioRef: RefObject<HTMLAudioElement | null>, trackId: string | undefined) {
  const [state, setState] = useState({ trackId, position: 0, duration: 0, buffering: false, failed: false })
  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const read = () =>
      setState((before) => ({
        ...before,
        trackId,
        position: audio.currentTime,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
      }))
    const waiting = () => setState((before) => ({ ...before, trackId, buffering: true }))
    const ready = () => setState((before) => ({ ...before, trackId, buffering: false, failed: false }))
    const failed = () =>
      setState((before) => ({ ...before, trackId, buffering: false, failed: Boolean(audio.getAttribute('src')) }))
    const events: [string, () => void][] = [
      ['timeupdate', read],
      ['durationchange', read],
      ['loadedmetadata', read],
      ['seeked', read],
      ['waiting', waiting],
      ['playing', ready],
      ['canplay', ready],
      ['error', failed],
    ]
    for (const [name, listener] of events) audio.addEventListener(name, listener)
    return () => {
      for (const [name, listener] of events) audio.removeEventListener(name, listener)
    }
  }, [audioRef, trackId])
  // A new track starts from zero until its element reports otherwise.
  return state.trackId === trackId ? state : { trackId, position: 0, duration: 0, buffering: false, failed: false }
}

/**
 * The visible player (above the phone's bottom bar): whatever `usePlayer()` plays anywhere in
 * the app, with play/pause, seek (on the song's waveform when the server sent one) and the
 * queue's previous/next. Hidden until a song is chosen.
 */
export function PlayerBar({ className }: { className?: string }) {
  const { t } = useTranslation()
  const player = usePlayer()
  const { current } = player
  const state = useAudioState(usePlayerAudio(), current?.id)
  if (!current) return null
  return (
    <AudioPlayer
      className={className}
      track={{ title: current.title, artist: current.artist, cover: current.cover }}
      playing={player.playing}
      position={state.position}
      // The decoded length the server measured stands in until the element has read the file's own.
      duration={state.duration || current.media?.durationSeconds || 0}
      buffering={state.buffering}
      waveform={current.media?.waveform}
      error={state.failed ? t('player.error') : null}
      onToggle={player.toggle}
      onSeek={player.seek}
      onNext={player.hasNext ? player.next : undefined}
      onPrevious={player.hasPrevious ? player.previous : undefined}
      labels={{
        region: t('player.region'),
        play: t('player.play'),
        pause: t('player.pause'),
        next: t('player.next'),
        previous: t('player.previous'),
        seek: t('player.seek'),
        empty: t('player.empty'),
      }}
    />
  )
}
