import { cropRatios } from './limits.js'

/*
 * Pictures at the shape of their frame (issue 33, item 7). A public picture has WebP renditions
 * per frame shape in a few widths; the server makes each on its first request from the stored
 * original (never from the list thumbnail, which is cut to 3:2), so the web derives their URLs
 * from the picture's own URL and needs no new field in any answer.
 */

/** The frames pictures are shown in, by their width ÷ height (the contract's cropRatios). */
export const pictureShapes = {
  square: cropRatios.square,
  post: cropRatios.postCover,
  wide: cropRatios.profileCover,
} as const
export type PictureShape = keyof typeof pictureShapes

/**
 * The widths made of each shape, px: a phone's column, a desktop card, a 2× phone's full width
 * (375–412 px at 2–2.6×: without it a phone downloads the 1280 one, the legend's and auction's
 * largest paint on a slow network), a 2× desktop card.
 */
export const pictureWidths = [320, 640, 960, 1280] as const
export type PictureWidth = (typeof pictureWidths)[number]

/** A public stored picture (or its list thumbnail): `…/media/public/2026/11/<uuid>[-thumb].<ext>`. */
const PUBLIC_PICTURE = /^(.*\/api\/v1\/media\/public\/\d{4}\/\d{2}\/[0-9a-f-]{36})(?:-thumb)?\.(?:png|jpg|webp)$/

const shapeOfRatio = (ratio: number): PictureShape | undefined =>
  (Object.keys(pictureShapes) as PictureShape[]).find((shape) => pictureShapes[shape] === ratio)

/** The URL of one rendition of a public picture, or undefined for any other URL. */
export function pictureRenditionUrl(url: string, shape: PictureShape, width: PictureWidth): string | undefined {
  const base = PUBLIC_PICTURE.exec(url)?.[1]
  return base === undefined ? undefined : `${base}-${shape}${width}.webp`
}

/**
 * How wide a profile's cover is drawn (the web's profile screen): the page's head preloads the
 * rendition these sizes pick from pictureSrcSet, so it must be the screen's own value.
 */
export const profileCoverSizes = '(max-width: 640px) 100vw, 640px'

/**
 * `srcset` for a picture shown in a frame of `ratio`: its renditions of that shape in every
 * width. Undefined where there are none — a premium picture's signed URL, a default picture, a
 * URL from elsewhere, a frame of another shape — and the plain `src` is used alone.
 */
export function pictureSrcSet(url: string | null | undefined, ratio: number): string | undefined {
  const shape = shapeOfRatio(ratio)
  if (!url || !shape || !PUBLIC_PICTURE.test(url)) return undefined
  return pictureWidths.map((width) => `${pictureRenditionUrl(url, shape, width)} ${width}w`).join(', ')
}
