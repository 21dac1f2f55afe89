import type { Meta, StoryObj } from '@storybook/react-vite'
import { timings } from '@kobza/contract'
import { expect, fn, waitFor } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { SearchBox } from './SearchBox'

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), placeholder: 'Songs, artists, events' },
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

/** Typing fires one search 500 ms after the last keystroke, not one per key. */
export const Debounced: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' })
    await userEvent.type(input, 'гайдамаки')
    await expect(args.onSearch).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledOnce(), { timeout: timings.searchDebounceMs + 1000 })
    await expect(args.onSearch).toHaveBeenCalledWith('гайдамаки')
  },
}

/** Enter searches at once; the clear button empties the box and searches for ''. */
export const EnterAndClear: Story = {
  args: { defaultValue: 'кобза' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox')
    await userEvent.type(input, 'рі{Enter}')
    await expect(args.onSearch).toHaveBeenLastCalledWith('кобзарі')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(input).toHaveValue('')
    await expect(input).toHaveFocus()
    await expect(args.onSearch).toHaveBeenLastCalledWith('')
    await expect(args.onSearch).toHaveBeenCalledTimes(2)
  },
}

export const Empty: Story = {}

export const Mobile: Story = { ...mobile, args: { defaultValue: 'Okean Elzy' } }
