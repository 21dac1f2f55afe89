import type { Meta, StoryObj } from '@storybook/react-vite'
import { mobile } from '../../storybook/mobile'
import { Stack } from './Stack'

const Box = ({ children }: { children: string }) => (
  <div
    style={{
      padding: 'var(--kz-space-3)',
      background: 'var(--kz-color-surface-sunken)',
      borderRadius: 'var(--kz-radius-md)',
    }}
  >
    {children}
  </div>
)

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: [<Box key="1">Post</Box>, <Box key="2">Post</Box>, <Box key="3">Post</Box>],
  },
  argTypes: { gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] } },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Tight: Story = { args: { gap: 1 } }
export const Centered: Story = { args: { align: 'center' } }
export const Mobile: Story = { ...mobile }
