import type { ReactNode } from 'react'
import { clsx } from 'clsx'
import { defaultRenderLink, type RenderLink } from '../../internal/nav'
import { Ornament } from '../Ornament'
import styles from './Footer.module.css'

export interface FooterProps {
  termsHref: string
  privacyHref: string
  /** Contact e-mail, linked with mailto:. */
  email: string
  /** Contact phone as displayed, e.g. '+380 44 123 45 67'; linked with tel:. */
  phone: string
  termsLabel?: string
  privacyLabel?: string
  contactLabel?: string
  /** e.g. '© 2025 Kobza'. */
  copyright?: ReactNode
  /** Extra content on the left, e.g. the Logo or a language switch. */
  children?: ReactNode
  renderLink?: RenderLink
  className?: string
}

/** The site footer: legal links and how to reach the team. */
export function Footer({
  termsHref,
  privacyHref,
  email,
  phone,
  termsLabel = 'Terms of use',
  privacyLabel = 'Privacy policy',
  contactLabel = 'Contact us',
  copyright,
  children,
  renderLink = defaultRenderLink,
  className,
}: FooterProps) {
  return (
    <footer className={clsx(styles.footer, className)}>
      <Ornament variant="diamonds" className={styles.ornament} />
      <div className={styles.inner}>
        {children && <div className={styles.brand}>{children}</div>}
        <ul className={styles.links}>
          <li>{renderLink({ href: termsHref, className: styles.link, children: termsLabel })}</li>
          <li>{renderLink({ href: privacyHref, className: styles.link, children: privacyLabel })}</li>
        </ul>
        <address className={styles.contact}>
          <span className={styles.contactLabel}>{contactLabel}</span>
          <a className={styles.link} href={`mailto:${email}`}>
            {email}
          </a>
          <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </address>
        {copyright && <p className={styles.copyright}>{copyright}</p>}
      </div>
    </footer>
  )
}
