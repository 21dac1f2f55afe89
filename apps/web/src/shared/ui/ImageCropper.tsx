import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Popup } from '@kobza/design-system'
import { encodeCanvas, pictureTypeOf } from './canvasPicture'
import styles from './ImageCropper.module.css'

export interface CroppedImage {
  blob: Blob
  /** An object URL of the blob for a preview; the caller revokes it when done. */
  url: string
}

export interface ImageCropperProps {
  /** The picked file; null keeps the popup closed. */
  file: File | null
  /** Width ÷ height of the result (contract cropRatios: avatar 1, profile cover 3, post cover 1.5). */
  ratio: number
  /** Width in pixels of the produced picture. */
  outputWidth?: number
  /** The popup's heading (what is being cropped); the rest of its words are the shared namespace's. */
  title: string
  onCancel: () => void
  onCropped: (image: CroppedImage) => void
}

interface Offset {
  x: number
  y: number
}

/**
 * The spec's crop popup (000 §2): the picture fills a frame of the target ratio; the user drags
 * it and zooms, and the visible part is drawn into a canvas (PNG for PNG sources, JPEG
 * otherwise), so the server receives exactly what the preview showed.
 */
export function ImageCropper({ file, ratio, outputWidth = 1200, title, onCancel, onCropped }: ImageCropperProps) {
  const { t } = useTranslation('shared')
  const [source, setSource] = useState<{ url: string; image: HTMLImageElement } | null>(null)
  const [zoom, setZoom] = useState(1)
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 })
  const [frameWidth, setFrameWidth] = useState(0)
  const frameRef = useRef<HTMLDivElement | null>(null)
  const drag = useRef<{ start: Offset; pointer: Offset } | null>(null)

  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      setSource({ url, image })
      setZoom(1)
      setOffset({ x: 0.5, y: 0.5 })
    }
    image.src = url
    return () => {
      URL.revokeObjectURL(url)
      setSource(null)
    }
  }, [file])

  useEffect(() => {
    const frame = frameRef.current
    if (!frame || typeof ResizeObserver === 'undefined') {
      if (frame) setFrameWidth(frame.clientWidth)
      return
    }
    const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth))
    observer.observe(frame)
    setFrameWidth(frame.clientWidth)
    return () => observer.disconnect()
  }, [source])

  const geometry = source ? layout(source.image, frameWidth, ratio, zoom, offset) : null

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { start: offset, pointer: { x: event.clientX, y: event.clientY } }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !geometry) return
    const { start, pointer } = drag.current
    // The offset is the visible centre as a share of the picture, so a resize keeps the framing.
    setOffset(
      clampOffset(
        {
          x: start.x - (event.clientX - pointer.x) / geometry.width,
          y: start.y - (event.clientY - pointer.y) / geometry.height,
        },
        geometry
      )
    )
  }
  const onPointerUp = () => {
    drag.current = null
  }
  // Keyboard users move the picture with the arrow keys, a twentieth of the frame per press.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!geometry) return
    const steps: Record<string, Offset> = {
      ArrowLeft: { x: -1, y: 0 },
      ArrowRight: { x: 1, y: 0 },
      ArrowUp: { x: 0, y: -1 },
      ArrowDown: { x: 0, y: 1 },
    }
    const step = steps[event.key]
    if (!step) return
    event.preventDefault()
    setOffset((current) =>
      clampOffset(
        {
          x: current.x + (step.x * geometry.frameWidth) / 20 / geometry.width,
          y: current.y + (step.y * geometry.frameHeight) / 20 / geometry.height,
        },
        geometry
      )
    )
  }

  const confirm = () => {
    if (!source || !geometry || !file) return
    const canvas = document.createElement('canvas')
    canvas.width = outputWidth
    canvas.height = Math.round(outputWidth / ratio)
    const context = canvas.getContext('2d')
    if (!context) return
    const scale = geometry.width / source.image.naturalWidth
    context.drawImage(
      source.image,
      -geometry.left / scale,
      -geometry.top / scale,
      geometry.frameWidth / scale,
      geometry.frameHeight / scale,
      0,
      0,
      canvas.width,
      canvas.height
    )
    const blob = encodeCanvas(canvas, pictureTypeOf(file), 0.9)
    if (blob) onCropped({ blob, url: URL.createObjectURL(blob) })
  }

  return (
    <Popup
      open={file !== null}
      onClose={onCancel}
      title={title}
      closeLabel={t('common.close')}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!geometry}>
            {t('crop.apply')}
          </Button>
        </>
      }
    >
      <div
        ref={frameRef}
        className={styles.frame}
        // The frame keeps its ratio and fits the window's height too.
        style={{ aspectRatio: String(ratio), maxWidth: `calc(60vh * ${ratio})` }}
        role="group"
        tabIndex={0}
        aria-label={t('crop.hint')}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="crop-frame"
      >
        {source && geometry && (
          <img
            src={source.url}
            alt=""
            draggable={false}
            className={styles.image}
            style={{ width: geometry.width, height: geometry.height, left: geometry.left, top: geometry.top }}
          />
        )}
      </div>
      <label className={styles.zoom}>
        <span>{t('crop.zoom')}</span>
        <input
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={(event) => {
            const next = Number(event.target.value)
            setZoom(next)
            if (source)
              setOffset((current) => clampOffset(current, layout(source.image, frameWidth, ratio, next, current)))
          }}
        />
      </label>
    </Popup>
  )
}

interface Geometry {
  frameWidth: number
  frameHeight: number
  width: number
  height: number
  left: number
  top: number
}

function layout(image: HTMLImageElement, frameWidth: number, ratio: number, zoom: number, offset: Offset): Geometry {
  const frameHeight = frameWidth / ratio
  const cover = Math.max(frameWidth / image.naturalWidth, frameHeight / image.naturalHeight)
  const width = image.naturalWidth * cover * zoom
  const height = image.naturalHeight * cover * zoom
  const left = Math.min(0, Math.max(frameWidth - width, frameWidth / 2 - offset.x * width))
  const top = Math.min(0, Math.max(frameHeight - height, frameHeight / 2 - offset.y * height))
  return { frameWidth, frameHeight, width, height, left, top }
}

function clampOffset(offset: Offset, geometry: Geometry): Offset {
  const halfX = geometry.width > 0 ? geometry.frameWidth / 2 / geometry.width : 0.5
  const halfY = geometry.height > 0 ? geometry.frameHeight / 2 / geometry.height : 0.5
  return {
    x: Math.min(1 - halfX, Math.max(halfX, offset.x)),
    y: Math.min(1 - halfY, Math.max(halfY, offset.y)),
  }
}
