import type { Meta, StoryObj } from '@storybook/react-vite'
import { limits, messages } from '@kobza/contract'
import { expect } from 'storybook/test'
import { longText } from '../../storybook/fixtures'
import { mobile } from '../../storybook/mobile'
import { FormField } from '../FormField'
import { TextArea } from './TextArea'

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { maxChars: limits.postDescription, placeholder: 'What is new in your music?' },
  decorators: [
    (Story) => (
      <FormField label="Post text">
        <Story />
      </FormField>
    ),
  ],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Post text' })).toHaveAccessibleDescription(
      messages.maxChars(0, limits.postDescription)
    )
  },
}

export const Filled: Story = { args: { defaultValue: longText } }

/** A comment is capped at 50 characters; past that the counter turns red and the field invalid. */
export const OverLimit: Story = {
  args: { maxChars: limits.commentMax, defaultValue: longText, rows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Post text' })).toBeInvalid()
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.maxChars(longText.length, limits.commentMax))
  },
}

export const AutoResize: Story = { args: { autoResize: true, rows: 2, defaultValue: longText } }

export const Disabled: Story = { args: { disabled: true, defaultValue: longText } }

export const Mobile: Story = { ...mobile, args: { defaultValue: longText } }
