import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { useStoryState } from '../../storybook/state'
import { Tabs, type TabItem, type TabsProps } from './Tabs'
import { useQueryTab } from './useQueryTab'

const profileTabs: TabItem[] = [
  { value: 'posts', label: 'Posts' },
  { value: 'songs', label: 'Songs', count: 12 },
  { value: 'events', label: 'Events' },
  { value: 'about', label: 'About' },
]

/** Tabs are controlled; stories keep the value in state like an app page would. */
function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useStoryState(props.value, props.onChange)
  return <Tabs {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items: profileTabs, value: 'posts', label: 'Profile sections', onChange: fn() },
  render: (args) => (
    <ControlledTabs {...args}>
      <p>Content of the selected section.</p>
    </ControlledTabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Songs/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith('songs')
    await expect(canvas.getByRole('tab', { name: /Songs/ })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(/Songs/)
    // Arrow keys move and select; End jumps to the last tab; the list is one Tab stop.
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Events' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('events')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Posts' })).toHaveFocus()
  },
}

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'auctions', label: 'Auctions' },
      { value: 'market', label: 'Market' },
      { value: 'royalties', label: 'Royalties', disabled: true },
    ],
    value: 'auctions',
    label: 'Trading',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Auctions' }))
    await userEvent.keyboard('{ArrowLeft}')
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Market' })).toHaveFocus()
  },
}

/** Without children the tabs only filter a list drawn elsewhere: no tabpanel. */
export const AsFilter: Story = {
  args: {
    items: [
      { value: 'RECENT', label: 'Recent' },
      { value: 'MORE_VOTES', label: 'Most votes' },
      { value: 'LES_VOTES', label: 'Fewest votes' },
    ],
    value: 'RECENT',
    label: 'Sort legends',
  },
  render: (args) => <ControlledTabs {...args} />,
}

function QueryTabDemo() {
  // Stands in for react-router's useSearchParams().
  const [params, setParams] = useState(() => new URLSearchParams('page=3'))
  const [tab, setTab] = useQueryTab(params, setParams, 'tab', {
    values: ['posts', 'songs', 'events'] as const,
    defaultValue: 'posts',
    resetKeys: ['page'],
  })
  return (
    <Tabs
      items={[
        { value: 'posts', label: 'Posts' },
        { value: 'songs', label: 'Songs', count: 12 },
        { value: 'events', label: 'Events' },
      ]}
      value={tab}
      onChange={setTab}
      label="Profile sections"
    >
      <p>
        URL query: <code data-testid="query">?{params.toString()}</code>
      </p>
    </Tabs>
  )
}

/** `useQueryTab` keeps the tab in `?tab=` and drops the old list's `page`. */
export const InUrlQuery: Story = {
  render: () => <QueryTabDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('query')).toHaveTextContent('?page=3')
    await userEvent.click(canvas.getByRole('tab', { name: /Songs/ }))
    await expect(canvas.getByTestId('query')).toHaveTextContent('?tab=songs')
    await userEvent.click(canvas.getByRole('tab', { name: 'Posts' }))
    await expect(canvas.getByTestId('query')).toHaveTextContent(/^\?$/)
  },
}

export const Mobile: Story = {
  ...mobile,
  args: {
    fullWidth: true,
    items: [
      { value: 'chats', label: 'Chats' },
      { value: 'requests', label: 'Requests', count: 2 },
    ],
    value: 'chats',
    label: 'Messages',
  },
}
