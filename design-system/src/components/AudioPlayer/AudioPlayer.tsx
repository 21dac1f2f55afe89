import type { ChangeEvent, CSSProperties } from 'react'
import { clsx } from 'clsx'
import { Cover } from '../Cover'
import { IconButton } from '../IconButton'
import { PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon } from '../Icon'
import { Waveform } from '../Waveform'
import styles from './AudioPlayer.module.css'

export interface AudioPlayerTrack {
  title: string
  artist?: string
  cover?: string | null
}

export interface AudioPlayerLabels {
  /** Accessible name of the whole bar, e.g. 'Player'. */
  region: string
  play: string
  pause: string
  next: string
  previous: string
  seek: string
  /** Shown when nothing is chosen yet. */
  empty: string
}

export interface AudioPlayerProps {
  /** What is loaded; null shows the empty state (nothing chosen yet). */
  track: AudioPlayerTrack | null
  playing: boolean
  /** Seconds played and the track's length (0 while unknown). */
  position: number
  duration: number
  onToggle: () => void
  onSeek: (seconds: number) => void
  /** Omit to hide the button; a queue with one song has neither. */
  onNext?: () => void
  onPrevious?: () => void
  /** The track could not be played (a failed download, an expired link): shown instead of the artist. */
  error?: string | null
  /** Waiting for audio data after play was pressed. */
  buffering?: boolean
  /**
   * The song's peaks (0…1): given, the progress is drawn as its waveform, which seeks by click,
   * drag and keyboard; absent or null, the plain progress slider.
   */
  waveform?: readonly number[] | null
  labels?: Partial<AudioPlayerLabels>
  className?: string
}

const defaultLabels: AudioPlayerLabels = {
  region: 'Player',
  play: 'Play',
  pause: 'Pause',
  next: 'Next song',
  previous: 'Previous song',
  seek: 'Position in the song',
  empty: 'Choose a song to listen',
}

/** mm:ss, as the spec shows song lengths (000 §3). */
export function formatSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * The app-wide player bar: the song playing anywhere in the app with play/pause, a seek slider
 * and previous/next through its queue. Presentational — the app wires it to its one audio element.
 */
export function AudioPlayer({
  track,
  playing,
  position,
  duration,
  onToggle,
  onSeek,
  onNext,
  onPrevious,
  error,
  buffering = false,
  waveform,
  labels: labelOverrides,
  className,
}: AudioPlayerProps) {
  const labels = { ...defaultLabels, ...labelOverrides }
  const max = duration > 0 ? duration : 0
  const value = Math.min(position, max)
  const seek = (event: ChangeEvent<HTMLInputElement>) => onSeek(Number(event.target.value))

  return (
    <section
      className={clsx(styles.bar, className)}
      aria-label={labels.region}
      data-state={error ? 'error' : track ? (playing ? 'playing' : 'paused') : 'empty'}
    >
      {track ? (
        <>
          <div className={styles.track}>
            <Cover src={track.cover} alt="" ratio={1} className={styles.cover} />
            <div className={styles.names}>
              <p className={styles.title}>{track.title}</p>
              {error ? (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              ) : (
                track.artist && <p className={styles.artist}>{track.artist}</p>
              )}
            </div>
          </div>
          <div className={styles.controls}>
            {onPrevious && (
              <IconButton size="sm" label={labels.previous} icon={<SkipBackIcon />} onClick={onPrevious} />
            )}
            <IconButton
              variant="primary"
              label={playing ? labels.pause : labels.play}
              icon={playing ? <PauseIcon /> : <PlayIcon />}
              loading={buffering && playing}
              loadingLabel={labels.play}
              disabled={Boolean(error)}
              onClick={onToggle}
            />
            {onNext && <IconButton size="sm" label={labels.next} icon={<SkipForwardIcon />} onClick={onNext} />}
          </div>
          <div className={styles.progress}>
            <span className={styles.time}>{formatSeconds(value)}</span>
            {waveform && waveform.length > 0 ? (
              <Waveform
                peaks={waveform}
                position={value}
                duration={max}
                onSeek={onSeek}
                label={labels.seek}
                disabled={Boolean(error)}
              />
            ) : (
              <input
                type="range"
                className={styles.slider}
                min={0}
                max={max}
                step={1}
                value={value}
                disabled={max === 0 || Boolean(error)}
                onChange={seek}
                aria-label={labels.seek}
                aria-valuetext={`${formatSeconds(value)} / ${formatSeconds(max)}`}
                style={{ '--progress': max > 0 ? `${(value / max) * 100}%` : '0%' } as CSSProperties}
              />
            )}
            <span className={styles.time}>{formatSeconds(max)}</span>
          </div>
        </>
      ) : (
        <p className={styles.empty}>{labels.empty}</p>
      )}
    </section>
  )
}
