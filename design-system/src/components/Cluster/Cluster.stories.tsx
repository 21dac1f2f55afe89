import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { Badge } from '../Badge'
import { Cluster } from './Cluster'

const genres = ['Folk', 'Rock/Metal', 'Pop', 'Hip Hop/R&B/Soul', 'Indie', 'Jazz/Blues', 'Classical', 'EDM/Electronic']

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  args: { children: genres.map((genre) => <Badge key={genre}>{genre}</Badge>) },
} satisfies Meta<typeof Cluster>

export default meta
type Story = StoryObj<typeof meta>

export const Wrapping: Story = {}
export const SpaceBetween: Story = {
  args: {
    justify: 'space-between',
    children: [
      <strong key="a">Songs</strong>,
      <a key="b" href="#all">
        See all
      </a>,
    ],
  },
}
export const Mobile: Story = { ...mobile }
