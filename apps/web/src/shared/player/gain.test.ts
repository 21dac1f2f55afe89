import { describe, expect, it } from 'vitest'
import { playbackGain } from './gain'

describe('loudness normalisation in the player', () => {
  it('turns a loud song down through the volume, with no boost', () => {
    // −8 LUFS → −14: −6 dB, about half the amplitude.
    const gain = playbackGain({ integratedLufs: -8, truePeakDb: -0.5 }, true)
    expect(gain.db).toBe(-6)
    expect(gain.volume).toBeCloseTo(0.501, 3)
    expect(gain.boost).toBe(1)
  })

  it('raises a quiet song through the boost, within its peak headroom', () => {
    // −20 LUFS wants +6 dB, but a −4 dBTP peak leaves only 3 dB under the −1 dBTP ceiling.
    const gain = playbackGain({ integratedLufs: -20, truePeakDb: -4 }, true)
    expect(gain.db).toBe(3)
    expect(gain.volume).toBe(1)
    expect(gain.boost).toBeCloseTo(1.413, 3)
  })

  it('plays as uploaded when the song was not measured', () => {
    expect(playbackGain(null, true)).toEqual({ db: 0, volume: 1, boost: 1 })
    expect(playbackGain(undefined, true)).toEqual({ db: 0, volume: 1, boost: 1 })
  })

  it('plays as uploaded when the person turned normalisation off', () => {
    expect(playbackGain({ integratedLufs: -8, truePeakDb: -0.5 }, false)).toEqual({ db: 0, volume: 1, boost: 1 })
  })
})
