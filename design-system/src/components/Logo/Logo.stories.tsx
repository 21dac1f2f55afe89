import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { Cluster } from '../Cluster'
import { Logo } from './Logo'

const meta = {
  title: 'Components/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Wordmark: Story = {}
export const Sizes: Story = {
  render: () => (
    <Cluster gap={6} align="end">
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
    </Cluster>
  ),
}
export const MarkOnly: Story = { args: { markOnly: true, size: 'lg' } }
export const Ukrainian: Story = { args: { name: 'Кобза', size: 'lg' } }
export const Mobile: Story = { ...mobile, args: { size: 'sm' } }
