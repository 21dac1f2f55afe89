import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { useStoryState } from '../../storybook/state'
import { Pagination, type PaginationProps } from './Pagination'

function Controlled(props: PaginationProps) {
  const [page, setPage] = useStoryState(props.page, props.onPageChange)
  return <Pagination {...props} page={page} onPageChange={setPage} />
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 20, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

const pageNumbers = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('button'))
    .map((button) => button.textContent)
    .filter((text) => text && /^\d+$/.test(text))
    .map(Number)

/** At most seven numbered buttons; the window follows the current page. */
export const Interactive: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    await expect(pageNumbers(nav)).toEqual([1, 2, 3, 4, 5, 6, 7])
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6)
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page')
    await expect(pageNumbers(nav)).toEqual([3, 4, 5, 6, 7, 8, 9])

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7)
    await expect(pageNumbers(nav)).toEqual([4, 5, 6, 7, 8, 9, 10])
  },
}

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual([14, 15, 16, 17, 18, 19, 20])
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

export const FewPages: Story = { args: { page: 2, totalPages: 3 } }

/** One page, or no results: nothing renders. */
export const HiddenForOnePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
  },
}

export const HiddenForNoResults: Story = {
  args: { totalPages: 4, totalResults: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  ...mobile,
  args: { page: 10, totalPages: 40 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation')
    // Seven pages plus previous/next still fit a 375 px screen.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(375)
  },
}
