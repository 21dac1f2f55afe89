import type { Meta, StoryObj } from '@storybook/react-vite'
import { longText, sampleCover, samplePortrait } from '../../storybook/fixtures'
import { frame } from '../../storybook/frame'
import { mobile } from '../../storybook/mobile'
import { Avatar } from '../Avatar'
import { Badge } from '../Badge'
import { Button } from '../Button'
import { Cluster } from '../Cluster'
import { Cover } from '../Cover'
import { ChatIcon, GavelIcon, HeartIcon, TrophyIcon } from '../Icon'
import { Stack } from '../Stack'
import { Card } from './Card'

const meta = {
  title: 'Components/Card',
  component: Card,
  decorators: [frame({ maxWidth: 560 })],
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

const Post = () => (
  <>
    <Cluster gap={3} wrap={false}>
      <Avatar src={samplePortrait} name="Олена Коваль" decorative />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <strong>Олена Коваль</strong>
        <span style={{ color: 'var(--kz-color-text-muted)', fontSize: 'var(--kz-text-sm)' }}>@olena.kobza · 2 h</span>
      </Stack>
      <Badge tone="premium" size="sm">
        Premium post
      </Badge>
    </Cluster>
    <p>{longText}</p>
    <Cover src={sampleCover} alt="Night sky over a wheat field" />
    <Cluster gap={1}>
      <Button variant="ghost" size="sm" iconStart={<HeartIcon />}>
        128
      </Button>
      <Button variant="ghost" size="sm" iconStart={<ChatIcon />}>
        14 comments
      </Button>
    </Cluster>
  </>
)

export const PostCard: Story = { args: { as: 'article', children: <Post /> } }

export const HallOfFame: Story = {
  args: {
    as: 'article',
    stitched: true,
    variant: 'raised',
    children: (
      <>
        <Cluster justify="space-between">
          <Badge tone="info" icon={<TrophyIcon />}>
            Voting
          </Badge>
          <Badge tone="judge" icon={<GavelIcon />}>
            Judge
          </Badge>
        </Cluster>
        <h3>Василь Зінкевич</h3>
        <p style={{ color: 'var(--kz-color-text-muted)' }}>80s era · 1 204 votes</p>
        <Button fullWidth>Vote</Button>
      </>
    ),
  },
}

export const Variants: Story = {
  render: () => (
    <Stack gap={3}>
      <Card variant="outlined">Outlined — the default for lists.</Card>
      <Card variant="raised">Raised — for featured content.</Card>
      <Card variant="sunken">Sunken — a well inside a page.</Card>
    </Stack>
  ),
}

export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <a href="#lot-17" style={{ color: 'inherit' }}>
        Lot 17: 5% of “Червона рута” royalties — current bid ₴12 400
      </a>
    ),
  },
}

export const Empty: Story = {
  args: { children: <p style={{ color: 'var(--kz-color-text-muted)' }}>Nothing here yet.</p> },
}

export const Mobile: Story = { ...mobile, args: { as: 'article', padding: 'sm', children: <Post /> } }
