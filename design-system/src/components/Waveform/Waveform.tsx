import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { clsx } from 'clsx'
import styles from './Waveform.module.css'

export interface WaveformProps {
  /** Peaks in 0…1, left to right (the server sends about 1,000); null draws a flat line. */
  peaks: readonly number[] | null
  /** Seconds played and the song's length (0 while unknown: nothing to seek yet). */
  position: number
  duration: number
  onSeek: (seconds: number) => void
  /** Accessible name, e.g. 'Position in the song'. */
  label: string
  /** The slider's spoken value; defaults to "m:ss / m:ss". */
  valueText?: (position: number, duration: number) => string
  /** Waiting for the song's data: drawn as a shimmer and not seekable. */
  loading?: boolean
  disabled?: boolean
  /** Bars drawn; the peaks are reduced to this many (each bar keeps the loudest peak it covers). */
  bars?: number
  className?: string
}

/** Seconds a key moves: arrows by a little, Page Up/Down by a lot (WAI-ARIA slider practice). */
export const waveformSteps = { small: 5, large: 30 } as const

function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The loudest peak of each of `count` equal slices, so a short spike is never averaged away. */
export function reducePeaks(peaks: readonly number[], count: number): number[] {
  if (peaks.length <= count) return peaks.map((peak) => Math.min(1, Math.max(0, peak)))
  const bars: number[] = []
  for (let bar = 0; bar < count; bar++) {
    const from = Math.floor((bar * peaks.length) / count)
    const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / count))
    let loudest = 0
    for (let index = from; index < to; index++) loudest = Math.max(loudest, peaks[index] ?? 0)
    bars.push(Math.min(1, loudest))
  }
  return bars
}

/** One SVG path of centred bars in a 0…count × 0…100 box (one element, however many bars). */
function barsPath(bars: readonly number[]): string {
  // Silence still shows a sliver, so the song's whole length stays visible and clickable.
  return bars
    .map((peak, index) => {
      const height = Math.max(4, peak * 100)
      return `M${index + 0.15} ${(100 - height) / 2}h0.7v${height}h-0.7z`
    })
    .join('')
}

/**
 * A song's waveform that is also its seek bar: the played part in the accent colour, a click or
 * a drag moves to that point (committed when the pointer is released, so a drag does not fetch
 * every point it crosses), and the keyboard seeks like any slider (←/→ 5 s, Page Up/Down 30 s,
 * Home/End).
 */
export function Waveform({
  peaks,
  position,
  duration,
  onSeek,
  label,
  valueText = (at, length) => `${clock(at)} / ${clock(length)}`,
  loading = false,
  disabled = false,
  bars = 160,
  className,
}: WaveformProps) {
  const clipId = `kz-waveform-${useId().replace(/:/g, '')}`
  const rootRef = useRef<HTMLDivElement | null>(null)
  const [dragging, setDragging] = useState<number | null>(null)
  const max = duration > 0 ? duration : 0
  const inert = disabled || loading || max === 0
  const shown = Math.min(Math.max(dragging ?? position, 0), max)
  const drawn = useMemo(() => reducePeaks(peaks ?? new Array<number>(bars).fill(0), bars), [peaks, bars])
  const path = useMemo(() => barsPath(drawn), [drawn])
  const played = max > 0 ? (shown / max) * drawn.length : 0

  const secondsAt = (clientX: number) => {
    const box = rootRef.current?.getBoundingClientRect()
    if (!box || box.width <= 0) return 0
    const fraction = Math.min(Math.max((clientX - box.left) / box.width, 0), 1)
    return fraction * max
  }
  const seekTo = (seconds: number) => onSeek(Math.min(Math.max(seconds, 0), max))

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (inert || event.button !== 0) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    event.currentTarget.focus()
    setDragging(secondsAt(event.clientX))
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging !== null) setDragging(secondsAt(event.clientX))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return
    setDragging(null)
    seekTo(secondsAt(event.clientX))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inert) return
    const moves: Record<string, number> = {
      ArrowLeft: position - waveformSteps.small,
      ArrowDown: position - waveformSteps.small,
      ArrowRight: position + waveformSteps.small,
      ArrowUp: position + waveformSteps.small,
      PageDown: position - waveformSteps.large,
      PageUp: position + waveformSteps.large,
      Home: 0,
      End: max,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    seekTo(target)
  }

  return (
    <div
      ref={rootRef}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(max)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={valueText(shown, max)}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      className={clsx(styles.root, className)}
      data-state={loading ? 'loading' : disabled ? 'disabled' : peaks ? 'ready' : 'flat'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDragging(null)}
      onKeyDown={onKeyDown}
    >
      <svg className={styles.svg} viewBox={`0 0 ${drawn.length} 100`} preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect x={0} y={0} width={played} height={100} />
          </clipPath>
        </defs>
        <path className={styles.rest} d={path} />
        <path className={styles.played} d={path} clipPath={`url(#${clipId})`} />
      </svg>
    </div>
  )
}
