import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { Cluster } from '../Cluster'
import { CheckIcon, GavelIcon, TrophyIcon } from '../Icon'
import { Badge } from './Badge'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Premium post', tone: 'premium' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const PremiumPost: Story = {}

export const Judge: Story = { args: { children: 'Judge', tone: 'judge', icon: <GavelIcon /> } }

export const Tones: Story = {
  render: () => (
    <Cluster gap={2}>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="brand">New</Badge>
      <Badge tone="premium">Premium post</Badge>
      <Badge tone="judge" icon={<GavelIcon />}>
        Judge
      </Badge>
      <Badge tone="success" icon={<CheckIcon />}>
        Sold
      </Badge>
      <Badge tone="danger">Rejected</Badge>
      <Badge tone="info" icon={<TrophyIcon />}>
        Voting
      </Badge>
    </Cluster>
  ),
}

export const Small: Story = { args: { size: 'sm' } }

export const Mobile: Story = {
  ...mobile,
  render: () => (
    <Cluster gap={2}>
      <Badge tone="premium">Premium post</Badge>
      <Badge tone="judge">Judge</Badge>
      <Badge tone="success">Active</Badge>
    </Cluster>
  ),
}
