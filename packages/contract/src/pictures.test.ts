import { describe, expect, it } from 'vitest'
import { cropRatios } from './limits.js'
import { pictureRenditionUrl, pictureSrcSet } from './pictures.js'

const picture = '/api/v1/media/public/2026/11/0b0c4f7e-2f0e-4b7e-9d55-1c0f4a8e9a11.jpg'
const base = '/api/v1/media/public/2026/11/0b0c4f7e-2f0e-4b7e-9d55-1c0f4a8e9a11'

describe('pictureSrcSet', () => {
  it('names the renditions of the frame’s shape in every width', () => {
    expect(pictureSrcSet(picture, cropRatios.square)).toBe(
      `${base}-square320.webp 320w, ${base}-square640.webp 640w, ${base}-square960.webp 960w, ${base}-square1280.webp 1280w`
    )
    expect(pictureSrcSet(picture, cropRatios.profileCover)).toContain(`${base}-wide640.webp 640w`)
  })

  it('reads a list thumbnail as its original, absolute URLs too', () => {
    expect(pictureSrcSet(`${base}-thumb.webp`, cropRatios.postCover)).toContain(`${base}-post320.webp 320w`)
    expect(pictureRenditionUrl(`https://kobza.example${picture}`, 'post', 640)).toBe(
      `https://kobza.example${base}-post640.webp`
    )
  })

  it('has none for a signed premium picture, a song, a default, a URL from elsewhere or an odd frame', () => {
    expect(
      pictureSrcSet(`/api/v1/media/private/2026/11/0b0c4f7e-2f0e-4b7e-9d55-1c0f4a8e9a11.jpg?expires=1&signature=x`, 1)
    ).toBeUndefined()
    expect(pictureSrcSet(`${base}.mp3`, 1)).toBeUndefined()
    expect(pictureSrcSet('data:image/svg+xml,<svg/>', 1)).toBeUndefined()
    expect(pictureSrcSet('https://elsewhere.example/a.jpg', 1)).toBeUndefined()
    expect(pictureSrcSet(picture, 2)).toBeUndefined()
    expect(pictureSrcSet(null, 1)).toBeUndefined()
  })
})
