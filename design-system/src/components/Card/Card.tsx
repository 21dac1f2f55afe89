import type { ComponentPropsWithRef, ElementType } from 'react'
import { clsx } from 'clsx'
import styles from './Card.module.css'

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** `article` for posts and lots, `section` for titled panels. */
  as?: ElementType
  variant?: 'outlined' | 'raised' | 'sunken'
  padding?: 'none' | 'sm' | 'md' | 'lg'
  /** Lifts on hover — for cards that are one big link. */
  interactive?: boolean
  /** The stitched red-and-dark thread along the top edge, for featured cards (Hall of Fame, auctions). */
  stitched?: boolean
}

/** A surface for one thing: a post, a song, an auction lot. */
export function Card({
  as: Tag = 'div',
  variant = 'outlined',
  padding = 'md',
  interactive = false,
  stitched = false,
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={clsx(
        styles.card,
        styles[variant],
        styles[`padding-${padding}`],
        interactive && styles.interactive,
        stitched && styles.stitched,
        className
      )}
      {...rest}
    />
  )
}
