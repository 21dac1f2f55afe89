import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { Button } from '../Button'
import { ChatIcon, PlusIcon, SearchIcon } from '../Icon'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No posts yet', description: 'When the artists you follow post, their songs and news appear here.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithAction: Story = {
  args: {
    title: 'Your wall is quiet',
    description: 'Share a song, a photo from rehearsal or a poll for your fans.',
    icon: <PlusIcon />,
    action: <Button iconStart={<PlusIcon />}>Create a post</Button>,
  },
}

export const NoSearchResults: Story = {
  args: {
    title: 'Nothing found for “трембіта”',
    description: 'Check the spelling or try another word.',
    icon: <SearchIcon />,
    compact: true,
  },
}

export const Mobile: Story = {
  ...mobile,
  args: { title: 'No chats yet', description: 'Subscribe to an artist to start a conversation.', icon: <ChatIcon /> },
}
