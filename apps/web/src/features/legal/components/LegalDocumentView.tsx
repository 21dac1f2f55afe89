import { useEffect, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Container } from '@kobza/design-system'
import { formatDate } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import type { LegalBlock, LegalDocument } from '../documents/types'
import styles from './LegalDocument.module.css'

export interface LegalDocumentViewProps {
  document: LegalDocument
  /** The other legal page, linked at the end. */
  seeAlso: { to: string; label: string }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls to a section and moves focus to its heading, so keyboard and screen-reader users land there too. */
export function goToSection(id: string, smooth = true): boolean {
  const heading = document.getElementById(id)
  if (!heading) return false
  // jsdom and very old browsers have no scrollIntoView; focus still moves.
  heading.scrollIntoView?.({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' })
  heading.focus({ preventScroll: true })
  return true
}

/** A static legal document: numbered sections with a clickable table of contents (spec 001 §2). */
export function LegalDocumentView({ document: doc, seeAlso }: LegalDocumentViewProps) {
  const { t } = useTranslation('legal')
  const [language] = useLanguage()
  const { hash } = useLocation()

  useEffect(() => {
    // A shared link such as /terms-and-conditions#refunds opens at that section.
    if (hash.length > 1) goToSection(decodeURIComponent(hash.slice(1)), false)
  }, [hash])

  const onTocClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault()
    if (goToSection(id)) {
      // Keep the address shareable without a router navigation that would reset the scroll.
      window.history.replaceState(window.history.state, '', `#${id}`)
    }
  }

  return (
    <Container size="narrow" className={styles.page}>
      <article className={styles.document} aria-labelledby="legal-title">
        <header className={styles.header}>
          <h1 id="legal-title" className={styles.title}>
            {doc.title}
          </h1>
          <p className={styles.updated}>
            {t('legal.updated', { date: formatDate(doc.updated, language, { timeZone: 'UTC' }) })}
          </p>
          {doc.intro.map((paragraph) => (
            <p key={paragraph} className={styles.intro}>
              {paragraph}
            </p>
          ))}
        </header>

        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle} tabIndex={-1}>
            {t('legal.contents')}
          </h2>
          <ol className={styles.tocList}>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => onTocClick(event, section.id)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {doc.sections.map((section, index) => (
          <section key={section.id} className={styles.section} aria-labelledby={section.id}>
            <h2 id={section.id} tabIndex={-1} className={styles.sectionTitle}>
              <span className={styles.number}>{index + 1}.</span> {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}

        <footer className={styles.footer}>
          <a href="#legal-contents" onClick={(event) => onTocClick(event, 'legal-contents')}>
            {t('legal.backToTop')}
          </a>
          <p>
            {t('legal.otherDocument')}: <Link to={seeAlso.to}>{seeAlso.label}</Link>
          </p>
        </footer>
      </article>
    </Container>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className={styles.paragraph}>{block}</p>
  return (
    <ul className={styles.list}>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
