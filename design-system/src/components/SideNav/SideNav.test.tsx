import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BottomBar } from '../BottomBar'
import { Footer } from '../Footer'
import { HomeIcon } from '../Icon'
import { MobileMenu } from '../MobileMenu'
import { PageHeader } from '../PageHeader'
import { SideNav, type NavItem, type RenderLink } from './SideNav'

const items: NavItem[] = [
  { key: 'home', label: 'Home', icon: <HomeIcon />, href: '/', active: true },
  { key: 'chat', label: 'Chats', href: '/chat', badge: 2, badgeLabel: '2 unread' },
  { key: 'out', label: 'Sign out', onClick: vi.fn() },
]

describe('SideNav', () => {
  it('marks the current page and names badges', () => {
    render(<SideNav items={items} bottom={<span>bottom slot</span>} />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Chats 2 unread' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    expect(screen.getByText('bottom slot')).toBeInTheDocument()
  })

  it('keeps labels for screen readers when collapsed', () => {
    render(<SideNav items={items} collapsed />)
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument()
  })

  it('draws links with the app router', () => {
    const renderLink: RenderLink = ({ href, children, ...props }) => (
      <a data-router="yes" href={`#${href}`} {...props}>
        {children}
      </a>
    )
    render(<BottomBar items={items} renderLink={renderLink} />)
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes')
  })
})

describe('MobileMenu', () => {
  it('shows the user and closes when an item is chosen', async () => {
    const onClose = vi.fn()
    const onSignOut = vi.fn()
    render(
      <MobileMenu
        open
        onClose={onClose}
        user={{ publicName: 'Олена Коваль', nickname: 'olena' }}
        items={[{ key: 'out', label: 'Sign out', onClick: onSignOut }]}
      />
    )
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(dialog).toHaveTextContent('Олена Коваль')
    expect(dialog).toHaveTextContent('@olena')
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
  })
})

describe('Footer', () => {
  it('links terms, privacy, e-mail and phone', () => {
    render(<Footer termsHref="/terms" privacyHref="/privacy" email="hi@kobza.ua" phone="+380 (44) 123-45-67" />)
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'hi@kobza.ua' })).toHaveAttribute('href', 'mailto:hi@kobza.ua')
    expect(screen.getByRole('link', { name: '+380 (44) 123-45-67' })).toHaveAttribute('href', 'tel:+380441234567')
  })
})

describe('PageHeader', () => {
  it('shows a back button only when there is somewhere to go back to', async () => {
    const onBack = vi.fn()
    const { rerender } = render(<PageHeader title="Market" />)
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    rerender(<PageHeader title="Market" onBack={onBack} />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument()
  })
})
