/**
 * Story helpers shared by every component story (not exported from the package).
 *
 * `mobile` renders a story the way a phone sees it: the viewport global resizes the preview
 * iframe (and the Vitest browser page) to 375 px so media queries fire, and the decorator
 * keeps the story 375 px wide on docs pages where stories render inline.
 */
import type { Decorator, StoryObj } from '@storybook/react-vite'
import { frame } from './frame'

export const MOBILE_VIEWPORT = 'kobzaMobile'

/** Viewports offered in the toolbar; `kobzaMobile` is the one every component is checked at. */
export const kobzaViewports = {
  kobzaMobile: { name: 'Kobza mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  kobzaTablet: { name: 'Kobza tablet (800)', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
  kobzaDesktop: { name: 'Kobza desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const

export const mobileFrame: Decorator = frame({ maxWidth: 375, width: '100%' })

export const mobile = {
  globals: { viewport: { value: MOBILE_VIEWPORT, isRotated: false } },
  parameters: { viewport: { options: kobzaViewports } },
  decorators: [mobileFrame],
} satisfies Pick<StoryObj, 'globals' | 'parameters' | 'decorators'>
