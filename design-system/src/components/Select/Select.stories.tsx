import type { Meta, StoryObj } from '@storybook/react-vite'
import { eras, genres, messages } from '@kobza/contract'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { FormField } from '../FormField'
import { Select } from './Select'

const genreOptions = genres.list.map(({ value, name }) => ({ value, label: name }))

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { options: genreOptions, placeholder: 'Choose a genre', onChange: fn() },
  decorators: [
    (Story, { args }) => (
      <FormField label="Genre" error={args.invalid ? messages.required : undefined} required={args.invalid}>
        <Story />
      </FormField>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Genre' })
    await userEvent.selectOptions(select, 'ROCK_METAL')
    await expect(select).toHaveValue('ROCK_METAL')
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Selected: Story = {
  args: {
    options: eras.list.map(({ value, name }) => ({ value, label: name })),
    defaultValue: 'NINETIES',
    placeholder: undefined,
  },
}

export const WithError: Story = { args: { invalid: true } }

export const Disabled: Story = { args: { disabled: true } }

export const Mobile: Story = { ...mobile }
