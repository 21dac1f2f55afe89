import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { reducePeaks, Waveform } from './Waveform'

const peaks = Array.from({ length: 1000 }, (_, index) => Math.abs(Math.sin(index / 40)))

function renderWaveform(props: Partial<Parameters<typeof Waveform>[0]> = {}) {
  const onSeek = vi.fn()
  render(<Waveform peaks={peaks} position={60} duration={200} onSeek={onSeek} label="Position" {...props} />)
  const slider = screen.getByRole('slider', { name: 'Position' })
  // jsdom lays nothing out: the waveform is 400 px wide from x = 100.
  slider.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 44 }) as DOMRect
  return { onSeek, slider }
}

describe('Waveform', () => {
  it('is a slider that says where the song is', () => {
    const { slider } = renderWaveform()
    expect(slider).toHaveAttribute('aria-valuemin', '0')
    expect(slider).toHaveAttribute('aria-valuemax', '200')
    expect(slider).toHaveAttribute('aria-valuenow', '60')
    expect(slider).toHaveAttribute('aria-valuetext', '1:00 / 3:20')
  })

  it('seeks to the point clicked', () => {
    const { onSeek, slider } = renderWaveform()
    fireEvent.pointerDown(slider, { button: 0, clientX: 400, pointerId: 1 })
    expect(onSeek).not.toHaveBeenCalled()
    fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1 })
    expect(onSeek).toHaveBeenCalledExactlyOnceWith(150)
  })

  it('follows a drag and seeks once, where it is released', () => {
    const { onSeek, slider } = renderWaveform()
    fireEvent.pointerDown(slider, { button: 0, clientX: 150, pointerId: 1 })
    fireEvent.pointerMove(slider, { clientX: 300, pointerId: 1 })
    expect(slider).toHaveAttribute('aria-valuenow', '100')
    fireEvent.pointerMove(slider, { clientX: 900, pointerId: 1 })
    expect(slider).toHaveAttribute('aria-valuenow', '200')
    fireEvent.pointerUp(slider, { clientX: 900, pointerId: 1 })
    expect(onSeek).toHaveBeenCalledExactlyOnceWith(200)
  })

  it('seeks by keyboard: arrows 5 s, Page Up/Down 30 s, Home and End', async () => {
    const { onSeek, slider } = renderWaveform()
    slider.focus()
    const steps: Array<[string, number]> = [
      ['{ArrowRight}', 65],
      ['{ArrowLeft}', 55],
      ['{PageUp}', 90],
      ['{PageDown}', 30],
      ['{Home}', 0],
      ['{End}', 200],
    ]
    for (const [key, seconds] of steps) {
      await userEvent.keyboard(key)
      expect(onSeek).toHaveBeenLastCalledWith(seconds)
    }
  })

  it('never seeks past either end', async () => {
    const { onSeek, slider } = renderWaveform({ position: 2 })
    slider.focus()
    await userEvent.keyboard('{PageDown}')
    expect(onSeek).toHaveBeenLastCalledWith(0)
  })

  it('does not seek while loading, disabled, or before the length is known', async () => {
    for (const props of [{ loading: true }, { disabled: true }, { duration: 0 }]) {
      const { onSeek, slider } = renderWaveform(props)
      expect(slider).toHaveAttribute('aria-disabled', 'true')
      fireEvent.pointerDown(slider, { button: 0, clientX: 400, pointerId: 1 })
      fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1 })
      fireEvent.keyDown(slider, { key: 'End' })
      expect(onSeek).not.toHaveBeenCalled()
      cleanup()
    }
  })

  it('draws without peaks as a flat line that still seeks', () => {
    const { onSeek, slider } = renderWaveform({ peaks: null })
    expect(slider).toHaveAttribute('data-state', 'flat')
    fireEvent.keyDown(slider, { key: 'Home' })
    expect(onSeek).toHaveBeenCalledWith(0)
  })
})

describe('reducePeaks', () => {
  it('keeps the loudest peak of each slice', () => {
    expect(reducePeaks([0.1, 0.9, 0.2, 0.3, 0.5, 0.4], 3)).toEqual([0.9, 0.3, 0.5])
  })

  it('keeps short lists as they are, bounded to 0…1', () => {
    expect(reducePeaks([0.2, 1.4, -1], 10)).toEqual([0.2, 1, 0])
  })
})
