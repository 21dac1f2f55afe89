import { describe, expect, it } from 'vitest'
import { cropRect } from './CoverCropper'

describe('the cover crop (ratio 1)', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(cropRect(1200, 800, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({ sx: 200, sy: 0, side: 800 })
  })
  it('zooms in and moves within the picture, never past its edges', () => {
    expect(cropRect(1200, 800, { zoom: 2, x: 0, y: 1 })).toEqual({ sx: 0, sy: 400, side: 400 })
    expect(cropRect(1200, 800, { zoom: 2, x: 1, y: 0 })).toEqual({ sx: 800, sy: 0, side: 400 })
  })
})
