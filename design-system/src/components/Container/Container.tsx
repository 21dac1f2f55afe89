import type { ComponentPropsWithRef, ElementType } from 'react'
import { clsx } from 'clsx'
import styles from './Container.module.css'

export type ContainerProps = ComponentPropsWithRef<'div'> & {
  as?: ElementType
  /** `narrow` for reading columns (feed, forms), `wide` for grids, `full` for edge to edge. */
  size?: 'narrow' | 'wide' | 'full'
}

/** Centres content with the page gutter: 16 px on phones, 24 px from 600 px. */
export function Container({ as: Tag = 'div', size = 'wide', className, ...rest }: ContainerProps) {
  return <Tag className={clsx(styles.container, styles[size], className)} {...rest} />
}
