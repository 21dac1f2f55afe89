import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react'
import { clsx } from 'clsx'
import { space, type SpaceStep } from '../../tokens/tokens'
import styles from './Stack.module.css'

export type StackProps = ComponentPropsWithRef<'div'> & {
  as?: ElementType
  /** Space between children, a step of the 4 px grid. */
  gap?: SpaceStep
  align?: 'stretch' | 'start' | 'center' | 'end'
}

/** Children in a column with even gaps. */
export function Stack({ as: Tag = 'div', gap = 4, align = 'stretch', className, style, ...rest }: StackProps) {
  const custom = { '--stack-gap': space[gap], '--stack-align': align } as CSSProperties
  return <Tag className={clsx(styles.stack, className)} style={{ ...custom, ...style }} {...rest} />
}
