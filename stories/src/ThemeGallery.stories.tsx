import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Cluster,
  EmptyState,
  FormField,
  GavelIcon,
  Input,
  Logo,
  Ornament,
  PageHeader,
  Pagination,
  PlusIcon,
  SearchBox,
  Select,
  SideNav,
  Stack,
  Switch,
  Tabs,
  Toast,
  HomeIcon,
  ChatIcon,
  TrophyIcon,
} from '@kobza/design-system'
import { messages } from '@kobza/contract'
import { themes } from '@kobza/design-system'

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

/**
 * Many components on one page, per theme. The night story is how the a11y test run (which
 * renders in the day theme by default) also checks contrast in the night theme.
 */
function Gallery() {
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <SideNav
        header={<Logo />}
        items={[
          { key: 'home', label: 'Home', icon: <HomeIcon />, href: '#home', active: true },
          { key: 'chat', label: 'Chats', icon: <ChatIcon />, href: '#chat', badge: 2, badgeLabel: '2 unread' },
          { key: 'hall', label: 'Hall of Fame', icon: <TrophyIcon />, href: '#hall' },
        ]}
      />
      <Stack gap={5} style={{ flex: 1, minWidth: 280, maxWidth: 640 }}>
        <PageHeader
          title="Hall of Fame"
          subtitle="Legends chosen by fans and judges"
          actions={<Button iconStart={<PlusIcon />}>Nominate</Button>}
        />
        <Tabs
          label="Sort"
          value="recent"
          onChange={() => {}}
          items={[
            { value: 'recent', label: 'Recent' },
            { value: 'votes', label: 'Most votes', count: 9 },
          ]}
        />
        <SearchBox onSearch={() => {}} defaultValue="Зінкевич" />
        <Card stitched variant="raised">
          <Cluster justify="space-between">
            <Cluster gap={3}>
              <Avatar name="Олена Коваль" size="sm" decorative />
              <strong>Олена Коваль</strong>
            </Cluster>
            <Cluster gap={2}>
              <Badge tone="premium">Premium post</Badge>
              <Badge tone="judge" icon={<GavelIcon />}>
                Judge
              </Badge>
            </Cluster>
          </Cluster>
          <p style={{ color: 'var(--kz-color-text-muted)' }}>80s era · 1 204 votes</p>
          <Cluster gap={2}>
            <Button>Vote</Button>
            <Button variant="secondary">Details</Button>
            <Button variant="ghost">Share</Button>
            <Button variant="danger">Report</Button>
            <Button disabled>Closed</Button>
          </Cluster>
        </Card>
        <FormField label="Opinion" hint="Why is this a legend?" error={messages.required} required>
          <Input maxChars={36} defaultValue="Червона рута" />
        </FormField>
        <FormField label="Era">
          <Select options={[{ value: 'EIGHTIES', label: '80s era' }]} defaultValue="EIGHTIES" />
        </FormField>
        <Cluster gap={6}>
          <Checkbox label="Anonymous vote" defaultChecked />
          <Switch label="Notify me" defaultChecked />
        </Cluster>
        <Toast tone="success" message="Your vote is counted" onDismiss={() => {}} />
        <Toast tone="error" message={messages.serverError} onDismiss={() => {}} />
        <Ornament variant="diamonds" />
        <EmptyState compact title="No legends yet" description="Nominate the first one." headingLevel="h2" />
        <Pagination page={3} totalPages={9} onPageChange={() => {}} />
      </Stack>
    </div>
  )
}

const meta = {
  title: 'Foundations/Theme gallery',
  component: Gallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

export const Day: Story = {
  globals: { theme: 'light' },
  play: async () => {
    await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(themes.light.bg))
  },
}

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    // The axe run that follows really checks the night palette.
    await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(themes.dark.bg))
  },
}
