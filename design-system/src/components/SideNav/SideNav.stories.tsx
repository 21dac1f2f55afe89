import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { accountNav, mainNav, sampleUser } from '../../storybook/fixtures'
import { frame } from '../../storybook/frame'
import { mobile } from '../../storybook/mobile'
import { Avatar } from '../Avatar'
import { Button } from '../Button'
import { Cluster } from '../Cluster'
import { SignInIcon, SignOutIcon } from '../Icon'
import { Logo } from '../Logo'
import { SideNav } from './SideNav'

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  parameters: { layout: 'fullscreen' },
  args: { items: mainNav, header: <Logo /> },
  decorators: [frame({ display: 'flex', height: 720 })],
} satisfies Meta<typeof SideNav>

export default meta
type Story = StoryObj<typeof meta>

const SignedIn = () => (
  <>
    <Cluster gap={3} wrap={false} style={{ padding: '0 var(--kz-space-3)' }}>
      <Avatar src={sampleUser.avatarSrc} name={sampleUser.publicName} size="sm" decorative />
      <span style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{sampleUser.publicName}</span>
    </Cluster>
    <Button variant="ghost" iconStart={<SignOutIcon />} onClick={fn()}>
      Sign out
    </Button>
  </>
)

export const SignedInUser: Story = {
  args: { bottom: <SignedIn /> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: /Chats/ })).toHaveAccessibleName('Chats 3 unread')
  },
}

export const Guest: Story = {
  args: {
    items: mainNav.map((item) => ({ ...item, badge: undefined })),
    bottom: (
      <Button iconStart={<SignInIcon />} fullWidth>
        Sign in
      </Button>
    ),
  },
}

export const WithAccountLinks: Story = {
  args: { items: [...mainNav, ...accountNav.map((item) => ({ ...item, active: false }))] },
}

/** Icons only, for tablet widths; names stay for screen readers. */
export const Collapsed: Story = {
  args: { collapsed: true, header: <Logo markOnly /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Hall of Fame' })).toBeInTheDocument()
  },
}

/** The side navigation is for wide screens; on a phone the collapsed rail is the most it should be. */
export const Mobile: Story = { ...mobile, args: { collapsed: true, header: <Logo markOnly /> } }
