import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mobile } from '../../storybook/mobile'
import { Logo } from '../Logo'
import { Footer } from './Footer'

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    termsHref: '/terms',
    privacyHref: '/privacy',
    email: 'hello@kobza.ua',
    phone: '+380 44 123 45 67',
    copyright: '© 2025 Kobza',
    children: <Logo size="sm" />,
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms')
    await expect(canvas.getByRole('link', { name: 'hello@kobza.ua' })).toHaveAttribute('href', 'mailto:hello@kobza.ua')
    await expect(canvas.getByRole('link', { name: '+380 44 123 45 67' })).toHaveAttribute('href', 'tel:+380441234567')
  },
}

export const Ukrainian: Story = {
  args: {
    termsLabel: 'Умови використання',
    privacyLabel: 'Політика конфіденційності',
    contactLabel: 'Звʼязатися з нами',
  },
}

export const Mobile: Story = { ...mobile }
