import type { CSSProperties } from 'react'
import type { Decorator } from '@storybook/react-vite'

/** Renders the story inside a div with this style: a width limit, a height, room for a tooltip. */
export const frame =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  )
