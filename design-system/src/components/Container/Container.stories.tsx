import type { Meta, StoryObj } from '@storybook/react-vite'
import { longText } from '../../storybook/fixtures'
import { mobile } from '../../storybook/mobile'
import { Container } from './Container'

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <p style={{ background: 'var(--kz-color-surface-sunken)', padding: 'var(--kz-space-4)' }}>{longText}</p>,
  },
} satisfies Meta<typeof Container>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {}
export const Narrow: Story = { args: { size: 'narrow' } }
export const Mobile: Story = { ...mobile }
