import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { accountNav, mainNav, sampleUser } from '../../storybook/fixtures'
import { mobile } from '../../storybook/mobile'
import { Button } from '../Button'
import { MenuIcon, SignInIcon, SignOutIcon } from '../Icon'
import { IconButton } from '../IconButton'
import type { RenderLink } from '../SideNav'
import { MobileMenu, type MobileMenuProps } from './MobileMenu'

/** Plays a client-side router's Link: navigation is handled in the app, not by the browser. */
const routerLink: RenderLink = ({ href, children, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault()
      props.onClick?.(event)
    }}
  >
    {children}
  </a>
)

const items = [...mainNav.slice(2), ...accountNav]

function MenuHarness(props: MobileMenuProps) {
  const [open, setOpen] = useState(props.open)
  return (
    <>
      <IconButton label="Open menu" icon={<MenuIcon />} variant="secondary" onClick={() => setOpen(true)} />
      <MobileMenu
        {...props}
        open={open}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
      />
    </>
  )
}

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  ...mobile,
  args: {
    open: true,
    onClose: fn(),
    user: sampleUser,
    items,
    renderLink: routerLink,
    footer: (
      <Button variant="secondary" iconStart={<SignOutIcon />} fullWidth>
        Sign out
      </Button>
    ),
  },
  render: (args) => <MenuHarness {...args} />,
} satisfies Meta<typeof MobileMenu>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    await expect(dialog).toHaveTextContent('Олена Коваль')
    await expect(dialog).toHaveTextContent('@olena.kobza')
  },
}

/** Choosing an item closes the menu; so does Escape, returning focus to the menu button. */
export const ClosesOnNavigate: Story = {
  args: { open: false },
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' })
    await userEvent.click(opener)
    await userEvent.click(await screen.findByRole('link', { name: 'Hall of Fame' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onClose).toHaveBeenCalledOnce()
    await userEvent.click(opener)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

export const Guest: Story = {
  args: {
    user: undefined,
    items: items.filter((item) => item.key !== 'profile'),
    footer: (
      <Button iconStart={<SignInIcon />} fullWidth>
        Sign in
      </Button>
    ),
  },
}

export const Mobile: Story = { globals: { theme: 'dark' } }
