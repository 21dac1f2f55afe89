import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react'
import { clsx } from 'clsx'
import { space, type SpaceStep } from '../../tokens/tokens'
import styles from './Cluster.module.css'

export type ClusterProps = ComponentPropsWithRef<'div'> & {
  as?: ElementType
  gap?: SpaceStep
  justify?: 'start' | 'center' | 'end' | 'space-between'
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch'
  /** Wrap onto new lines when the row runs out of room (the default), or stay on one line. */
  wrap?: boolean
}

/** Children in a row — buttons, badges, tags — wrapping on narrow screens. */
export function Cluster({
  as: Tag = 'div',
  gap = 2,
  justify = 'start',
  align = 'center',
  wrap = true,
  className,
  style,
  ...rest
}: ClusterProps) {
  const custom = {
    '--cluster-gap': space[gap],
    '--cluster-justify': justify,
    '--cluster-align': align,
    '--cluster-wrap': wrap ? 'wrap' : 'nowrap',
  } as CSSProperties
  return <Tag className={clsx(styles.cluster, className)} style={{ ...custom, ...style }} {...rest} />
}
