import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Icon, iconNames } from './Icon'

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'home', size: 32 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** Decorative by default: the control around the icon carries the label. */
export const Single: Story = {}

/** With `title` the icon is an image with its own accessible name. */
export const Labelled: Story = {
  args: { name: 'trophy', title: 'Hall of Fame' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hall of Fame' })).toBeInTheDocument()
  },
}

const Gallery = ({ size }: { size: number }) => (
  <ul
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
      gap: 'var(--kz-space-3)',
      padding: 0,
      listStyle: 'none',
    }}
  >
    {iconNames.map((name) => (
      <li
        key={name}
        style={{
          display: 'grid',
          justifyItems: 'center',
          gap: 'var(--kz-space-2)',
          padding: 'var(--kz-space-3)',
          border: '1px solid var(--kz-color-border)',
          borderRadius: 'var(--kz-radius-md)',
          background: 'var(--kz-color-surface)',
          fontSize: 'var(--kz-text-xs)',
        }}
      >
        <Icon name={name} size={size} />
        <code>{name}</code>
      </li>
    ))}
  </ul>
)

export const AllIcons: Story = {
  render: () => <Gallery size={28} />,
}

export const Mobile: Story = {
  ...mobile,
  render: () => <Gallery size={24} />,
}
