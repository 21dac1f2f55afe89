import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Button } from '../Button'
import { PlusIcon } from '../Icon'
import { PageHeader } from './PageHeader'

const meta = {
  title: 'Navigation/PageHeader',
  component: PageHeader,
  args: { title: 'Hall of Fame', subtitle: 'Legends of Ukrainian music, chosen by fans and judges' },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = { args: { subtitle: undefined } }

export const WithSubtitle: Story = {}

export const WithBack: Story = {
  args: { title: 'Lot 17', subtitle: 'Ends in 3 days', onBack: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lot 17' })).toBeInTheDocument()
  },
}

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Rules</Button>
        <Button iconStart={<PlusIcon />}>Nominate a legend</Button>
      </>
    ),
  },
}

export const Mobile: Story = {
  ...mobile,
  args: { onBack: fn(), actions: <Button iconStart={<PlusIcon />}>Nominate a legend</Button> },
}
