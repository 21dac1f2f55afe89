import type { Meta, StoryObj } from '@storybook/react-vite'
import { messages } from '@kobza/contract'
import { expect } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Input } from '../Input'
import { Select } from '../Select'
import { Stack } from '../Stack'
import { TextArea } from '../TextArea'
import { FormField } from './FormField'

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { label: 'Public name', children: <Input defaultValue="Олена Коваль" /> },
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithHint: Story = {
  args: {
    label: 'Nickname',
    hint: 'Latin letters, digits and dots; people find you by it.',
    children: <Input defaultValue="olena.kobza" maxChars={20} />,
  },
}

/** The spec's messages come from the contract so the web app and API agree. */
export const Required: Story = {
  args: { label: 'E-mail', required: true, error: messages.required, children: <Input type="email" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-mail/ })
    await expect(input).toBeRequired()
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(messages.required)
  },
}

export const Disabled: Story = {
  args: {
    label: 'Price, ₴',
    disabled: true,
    hint: 'Set when the auction starts',
    children: <Input defaultValue="250" />,
  },
}

export const Mobile: Story = {
  ...mobile,
  render: () => (
    <Stack gap={5}>
      <FormField label="Song title" required>
        <Input defaultValue="Червона рута" />
      </FormField>
      <FormField label="Genre" error={messages.required} required>
        <Select placeholder="Choose a genre" options={[{ value: 'FOLK', label: 'Folk' }]} />
      </FormField>
      <FormField label="Description" hint="What inspired the song?">
        <TextArea maxChars={1000} rows={3} />
      </FormField>
    </Stack>
  ),
}
