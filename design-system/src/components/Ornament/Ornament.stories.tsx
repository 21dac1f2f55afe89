import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { frame } from '../../storybook/frame'
import { Ornament } from './Ornament'

const meta = {
  title: 'Components/Ornament',
  component: Ornament,
  decorators: [frame({ maxWidth: 480 })],
} satisfies Meta<typeof Ornament>

export default meta
type Story = StoryObj<typeof meta>

export const Stitch: Story = {}
export const Diamonds: Story = { args: { variant: 'diamonds' } }
export const Mobile: Story = { ...mobile, args: { variant: 'diamonds' } }
