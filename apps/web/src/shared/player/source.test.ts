import { describe, expect, it } from 'vitest'
import { connectionWantsDataSaver, trackSource } from './source'

const renditions = { high: '/media/song-high.m4a', low: '/media/song-low.m4a' }

describe('the source a song plays from', () => {
  it('is the high rendition normally', () => {
    expect(trackSource('/media/original.wav', { renditions }, false)).toBe(renditions.high)
  })

  it('is the low rendition under data saver', () => {
    expect(trackSource('/media/original.wav', { renditions }, true)).toBe(renditions.low)
  })

  it('is the original URL while the song has no renditions, or no media at all', () => {
    expect(trackSource('/media/original.wav', { renditions: null }, true)).toBe('/media/original.wav')
    expect(trackSource('/media/original.wav', undefined, false)).toBe('/media/original.wav')
    expect(trackSource('/media/original.wav', null, true)).toBe('/media/original.wav')
  })
})

describe('data saver from the connection', () => {
  it('turns on when the browser asks to save data or the network is 2g/3g', () => {
    expect(connectionWantsDataSaver({ saveData: true, effectiveType: '4g' })).toBe(true)
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(connectionWantsDataSaver({ effectiveType })).toBe(true)
  })

  it('stays off on a fast network, or where the browser says nothing', () => {
    expect(connectionWantsDataSaver({ saveData: false, effectiveType: '4g' })).toBe(false)
    expect(connectionWantsDataSaver(undefined)).toBe(false)
    expect(connectionWantsDataSaver({})).toBe(false)
  })
})
