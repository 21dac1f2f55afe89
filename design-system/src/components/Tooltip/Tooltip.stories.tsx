import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@kobza/contract'
import { expect, fn, waitFor } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { frame } from '../../storybook/frame'
import { Button } from '../Button'
import { VideoIcon } from '../Icon'
import { IconButton } from '../IconButton'
import { Tooltip } from './Tooltip'

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: messages.notAvailableYet,
    children: (
      <Button aria-disabled="true" variant="secondary" iconStart={<VideoIcon />} onClick={fn()}>
        Order a video greeting
      </Button>
    ),
  },
  decorators: [frame({ paddingTop: '3rem' })],
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A feature that is not ready: the button is aria-disabled (still focusable and hoverable) and
 * the tooltip says 'Not available yet'.
 */
export const NotAvailableYet: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Order a video greeting' })
    await expect(button).toHaveAccessibleDescription(messages.notAvailableYet)
    const tooltip = canvas.getByRole('tooltip', { hidden: true })
    await expect(tooltip).not.toBeVisible()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await waitFor(() => expect(tooltip).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(tooltip).not.toBeVisible())
  },
}

export const OnIconButton: Story = {
  args: {
    content: 'Video greetings',
    placement: 'bottom',
    children: <IconButton label="Video greetings" icon={<VideoIcon />} variant="secondary" />,
  },
}

export const Mobile: Story = { ...mobile }
