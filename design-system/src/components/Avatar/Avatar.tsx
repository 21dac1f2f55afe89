import { useState, type CSSProperties } from 'react'
import { cropRatios, pictureSrcSet } from '@kobza/contract'
import { clsx } from 'clsx'
import { DEFAULT_AVATAR } from './defaultAvatar'
import styles from './Avatar.module.css'

const sizes = { xs: 24, sm: 32, md: 40, lg: 64, xl: 96 } as const
export type AvatarSize = keyof typeof sizes

export interface AvatarProps {
  /** Image URL; null, empty or broken shows the default avatar. */
  src?: string | null
  /** Whose avatar: the image's alt text. */
  name: string
  size?: AvatarSize | number
  /** The name is already next to the avatar: hide the image from screen readers. */
  decorative?: boolean
  /** Gold ring for artists and judges. */
  ring?: boolean
  className?: string
}

export function Avatar({ src, name, size = 'md', decorative = false, ring = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = src && src !== failed ? src : DEFAULT_AVATAR
  const px = typeof size === 'number' ? size : sizes[size]
  return (
    <img
      src={usable}
      // The square rendition nearest the drawn size (×2 screens included), never the whole upload.
      srcSet={usable === src ? pictureSrcSet(src, cropRatios.avatar) : undefined}
      sizes={`${px}px`}
      alt={decorative ? '' : name}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      // Remember which URL failed: a new src gets its own chance.
      onError={() => setFailed(src ?? null)}
      className={clsx(styles.avatar, ring && styles.ring, className)}
      style={{ '--avatar-size': `${px}px` } as CSSProperties}
    />
  )
}
