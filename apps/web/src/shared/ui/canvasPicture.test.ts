import { describe, expect, it } from 'vitest'
import { encodeCanvas, pictureTypeOf } from './canvasPicture'

/** A canvas that answers toDataURL as a browser would, without drawing (jsdom has no 2D canvas). */
function canvasAnswering(answer: (type: string, quality: number) => string): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.toDataURL = answer as HTMLCanvasElement['toDataURL']
  return canvas
}

describe('encodeCanvas', () => {
  it('gives the encoded bytes with their type, asking for the type and quality it was given', async () => {
    const asked: Array<[string, number]> = []
    const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
    const canvas = canvasAnswering((type, quality) => {
      asked.push([type, quality])
      return `data:image/png;base64,${btoa(String.fromCharCode(...pngSignature))}`
    })

    const blob = encodeCanvas(canvas, 'image/png', 0.9)

    expect(asked).toEqual([['image/png', 0.9]])
    expect(blob?.type).toBe('image/png')
    expect([...new Uint8Array(await blob!.arrayBuffer())]).toEqual(pngSignature)
  })

  it('gives nothing when the browser could not encode (an empty canvas, or another type than asked)', () => {
    expect(
      encodeCanvas(
        canvasAnswering(() => 'data:,'),
        'image/png',
        0.9
      )
    ).toBeNull()
    expect(
      encodeCanvas(
        canvasAnswering(() => 'data:image/png;base64,iVBORw0KGgo='),
        'image/jpeg',
        0.9
      )
    ).toBeNull()
  })
})

describe('pictureTypeOf', () => {
  it('keeps PNG and turns every other picture into JPEG', () => {
    expect(pictureTypeOf(new Blob([], { type: 'image/png' }))).toBe('image/png')
    expect(pictureTypeOf(new Blob([], { type: 'image/jpeg' }))).toBe('image/jpeg')
    expect(pictureTypeOf(new Blob([], { type: 'image/webp' }))).toBe('image/jpeg')
  })
})
