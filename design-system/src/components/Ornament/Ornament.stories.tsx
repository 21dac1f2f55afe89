import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { Ornament } from './Ornament'

const meta = {
  title: 'Components/Ornament',
  component: Ornament,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Ornament>

export default meta
type Story = StoryObj<typeof meta>

export const Stitch: Story = {}
export const Diamonds: Story = { args: { variant: 'diamonds' } }
export const Mobile: Story = { ...mobile, args: { variant: 'diamonds' } }
