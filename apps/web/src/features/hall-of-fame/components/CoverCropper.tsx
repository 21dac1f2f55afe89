import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Popup } from '@kobza/design-system'
import { encodeCanvas, pictureTypeOf } from '../../../shared/ui/canvasPicture'
import styles from './hall.module.css'

const outputSize = 800

export interface CropState {
  zoom: number
  /** 0–1: where the square sits across the room the picture leaves. */
  x: number
  y: number
}

/** The source rectangle of a square crop (ratio 1) of a `width`×`height` picture. */
export function cropRect(width: number, height: number, { zoom, x, y }: CropState) {
  const side = Math.min(width, height) / Math.max(1, zoom)
  return { sx: (width - side) * x, sy: (height - side) * y, side }
}

/**
 * Crops a chosen cover to a square (spec 001 §5: ratio 1) with zoom and position sliders, and
 * hands back a JPEG or PNG file (the type of the original) of 800×800.
 */
export function CoverCropper({
  file,
  onDone,
  onCancel,
}: {
  file: File | null
  onDone: (cropped: File) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('hallOfFame')
  const canvasRef = useRef<HTMLCanvasElement | null>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0.5, y: 0.5 })

  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    const element = new Image()
    element.onload = () => setImage(element)
    element.src = url
    return () => {
      URL.revokeObjectURL(url)
      setImage(null)
    }
  }, [file])

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context || !image) return
    const { sx, sy, side } = cropRect(image.naturalWidth, image.naturalHeight, crop)
    context.clearRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height)
  }, [image, crop])

  const finish = () => {
    if (!image || !file) return
    const canvas = document.createElement('canvas')
    canvas.width = outputSize
    canvas.height = outputSize
    const context = canvas.getContext('2d')
    if (!context) return
    const { sx, sy, side } = cropRect(image.naturalWidth, image.naturalHeight, crop)
    context.drawImage(image, sx, sy, side, side, 0, 0, outputSize, outputSize)
    const type = pictureTypeOf(file)
    const blob = encodeCanvas(canvas, type, 0.9)
    if (blob)
      onDone(new File([blob], file.name.replace(/\.[^.]+$/, '') + (type === 'image/png' ? '.png' : '.jpg'), { type }))
  }

  const slider = (key: keyof CropState, label: string, min: number, max: number, step: number) => (
    <label>
      {label}
      <input
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[key]}
        onChange={(event) => setCrop((current) => ({ ...current, [key]: Number(event.target.value) }))}
      />
    </label>
  )

  return (
    <Popup
      open={file !== null}
      onClose={onCancel}
      title={t('induct.cropTitle')}
      closeLabel={t('induct.cancel')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('induct.cancel')}
          </Button>
          <Button onClick={finish} disabled={!image}>
            {t('induct.crop')}
          </Button>
        </>
      }
    >
      <div className={styles.cropStage}>
        <canvas
          ref={canvasRef}
          className={styles.cropCanvas}
          width={360}
          height={360}
          aria-label={t('induct.cropTitle')}
        />
      </div>
      {slider('zoom', t('induct.zoom'), 1, 4, 0.05)}
      {slider('x', t('induct.horizontal'), 0, 1, 0.01)}
      {slider('y', t('induct.vertical'), 0, 1, 0.01)}
    </Popup>
  )
}
