import { encodeCanvas, pictureTypeOf } from '../../../shared/ui/canvasPicture'

/** The largest picture side kept after the crop; covers are shown at most a few hundred pixels wide. */
const maxSide = 1200

/**
 * The cover's square crop (ratio 1, spec 002 §2): the centred square of the picture, scaled down
 * to at most 1200 px, in the picture's own format. The server re-encodes it anyway.
 */
export async function cropSquare(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const side = Math.min(bitmap.width, bitmap.height)
  const out = Math.min(side, maxSide)
  const canvas = document.createElement('canvas')
  canvas.width = out
  canvas.height = out
  const context = canvas.getContext('2d')
  if (!context) return file
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, out, out)
  bitmap.close()
  return encodeCanvas(canvas, pictureTypeOf(file), 0.9) ?? file
}
