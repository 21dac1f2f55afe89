/** A paragraph, or a bulleted list of short points. */
export type LegalBlock = string | { list: string[] }

export interface LegalSection {
  /** Anchor of the section; the same in every language so a link survives a language switch. */
  id: string
  title: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  title: string
  /** ISO date of the last change. */
  updated: string
  intro: string[]
  sections: LegalSection[]
}

/** Contact details are per deployment (Vite env), so documents are built from them. */
export interface LegalContact {
  email: string
  phone: string
}

export type LegalDocumentFactory = (contact: LegalContact) => LegalDocument
