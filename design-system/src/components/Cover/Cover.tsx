import { useState, type CSSProperties, type ReactNode } from 'react'
import { cropRatios, pictureSrcSet } from '@kobza/contract'
import { clsx } from 'clsx'
import { DEFAULT_COVER } from './defaultCover'
import styles from './Cover.module.css'

export interface CoverProps {
  src?: string | null
  /** What the image shows; empty string when the cover is decorative. */
  alt: string
  /** Width ÷ height; contract `cropRatios` (post 1.5, profile 3, square 1). */
  ratio?: number
  rounded?: boolean
  /** Overlaid content, e.g. a play button or a Premium badge. */
  children?: ReactNode
  className?: string
  /** How wide the frame is drawn (the `sizes` attribute): the browser picks the rendition by it. */
  sizes?: string
  /**
   * The page's main picture (its largest paint): fetched at once and first, not when laid out.
   * A lazy image in server-rendered HTML waits for layout, behind the scripts on a slow link.
   */
  priority?: boolean
}

/** An image in a fixed crop ratio that falls back to the embroidered default when missing or broken. */
export function Cover({
  src,
  alt,
  ratio = cropRatios.postCover,
  rounded = true,
  children,
  className,
  sizes = '(max-width: 640px) 100vw, 640px',
  priority = false,
}: CoverProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = src && src !== failed ? src : DEFAULT_COVER
  return (
    <div
      className={clsx(styles.cover, rounded && styles.rounded, className)}
      style={{ '--cover-ratio': ratio } as CSSProperties}
    >
      <img
        src={usable}
        // The rendition of the frame's own shape (no part of the owner's crop lost) at the width drawn.
        srcSet={usable === src ? pictureSrcSet(src, ratio) : undefined}
        sizes={sizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        onError={() => setFailed(src ?? null)}
        className={styles.image}
      />
      {children && <div className={styles.overlay}>{children}</div>}
    </div>
  )
}
