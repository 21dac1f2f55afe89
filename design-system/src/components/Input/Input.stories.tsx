import type { Meta, StoryObj } from '@storybook/react-vite'
import { limits, messages } from '@kobza/contract'
import { expect } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { FormField } from '../FormField'
import { Input } from './Input'

const meta = {
  title: 'Components/Input',
  component: Input,
  decorators: [
    (Story, { name }) => (
      <FormField label={name === 'Price' ? 'Price' : 'Nickname'}>
        <Story />
      </FormField>
    ),
  ],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: { placeholder: 'e.g. olena.kobza' } }

/** The counter reads 'Maximum number of characters - n/max' and updates as you type. */
export const WithCounter: Story = {
  args: { maxChars: limits.nickName },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname' })
    await userEvent.type(input, 'kobzar')
    await expect(canvas.getByText(messages.maxChars(6, limits.nickName))).toBeVisible()
    await expect(input).toBeValid()
  },
}

export const OverLimit: Story = {
  args: { maxChars: limits.nickName, defaultValue: 'the.very.long.nickname.of.a.kobzar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toBeInvalid()
  },
}

export const Price: Story = {
  args: { startAdornment: '₴', inputMode: 'numeric', defaultValue: '100' },
}

export const Invalid: Story = { args: { invalid: true, defaultValue: 'olena kobza' } }

export const Disabled: Story = { args: { disabled: true, defaultValue: 'olena.kobza' } }

export const Mobile: Story = { ...mobile, args: { maxChars: limits.nickName, defaultValue: 'olena.kobza' } }
