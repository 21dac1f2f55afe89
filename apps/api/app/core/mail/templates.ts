/*
 * The one way a mail of the platform is laid out: every domain hands its words (already in the
 * recipient's language) and links to `renderMail`, which answers the plain-text part and the
 * HTML part. The HTML is table-based with inline styles (Gmail strips <style> in places,
 * Outlook lays out only tables), at most 600 px wide and fluid below, and declares both colour
 * schemes so a dark-mode client recolours it instead of inverting the brand button.
 * Every value is escaped with the contract's one escaper.
 */
import { escapeHtml } from '@kobza/contract'

export type MailLocale = 'uk' | 'en'

/** The language of a request: Ukrainian unless the browser prefers English. */
export function mailLocale(acceptLanguage: string | null | undefined): MailLocale {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'uk'
}

/** A stored language (users.locale), Ukrainian when unknown. */
export const storedLocale = (value: unknown): MailLocale => (value === 'en' ? 'en' : 'uk')

export interface MailContent {
  locale: MailLocale
  /** The first line of the body (a greeting, or what happened). */
  heading: string
  paragraphs: string[]
  /** Lines of a list (a digest's events), shown after the paragraphs. */
  items?: string[]
  action?: { label: string; url: string }
  /** Small print under the action (why you got it, what to do if it was not you). */
  note?: string
  /** A link that stops this kind of mail; absent for mails a person asked for (a reset). */
  unsubscribe?: { label: string; url: string }
}

const signature: Record<MailLocale, string> = {
  uk: 'Kobza — українська музика',
  en: 'Kobza — Ukrainian music',
}

const BRAND = '#b3261e'

export function renderMail(content: MailContent): { text: string; html: string } {
  const textParts = [content.heading, ...content.paragraphs]
  if (content.items?.length) textParts.push(content.items.map((item) => `• ${item}`).join('\n'))
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`)
  if (content.note) textParts.push(content.note)
  textParts.push(signature[content.locale])
  if (content.unsubscribe) textParts.push(`${content.unsubscribe.label}: ${content.unsubscribe.url}`)
  const text = textParts.join('\n\n')

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${escapeHtml(value)}</p>`
  const items = content.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px">${content.items
        .map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`)
        .join('')}</ul>`
    : ''
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${BRAND}"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a></td></tr></table>`
    : ''
  const note = content.note
    ? `<p class="muted" style="margin:0 0 16px;font-size:14px;line-height:20px;color:#5b5b66">${escapeHtml(content.note)}</p>`
    : ''
  const unsubscribe = content.unsubscribe
    ? `<br><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#5b5b66">${escapeHtml(content.unsubscribe.label)}</a>`
    : ''
  const html = `<!doctype html>
<html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>Kobza</title>
<style>@media (prefers-color-scheme:dark){.page{background:#121214!important}.card{background:#1e1e22!important;color:#ececf1!important}.muted{color:#a8a8b3!important}}</style>
</head>
<body class="page" style="margin:0;padding:0;background:#f4f1ee">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="page" style="background:#f4f1ee"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px">
<tr><td style="padding:0 0 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:22px;font-weight:700;color:${BRAND}">Kobza</td></tr>
<tr><td class="card" style="background:#ffffff;border-radius:12px;padding:28px 24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b1b1f">
<p style="margin:0 0 16px;font-size:18px;line-height:26px;font-weight:600">${escapeHtml(content.heading)}</p>
${content.paragraphs.map(paragraph).join('\n')}
${items}${action}${note}</td></tr>
<tr><td class="muted" style="padding:16px 4px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;line-height:18px;color:#5b5b66">${escapeHtml(signature[content.locale])}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`
  return { text, html }
}

/** The words of a mail that asks for one action on a link (a reset, a confirmation, an invitation). */
export interface LinkMailWords {
  subject: string
  heading: string
  body: string
  action: string
  /** What to do when the mail was not expected. */
  ignore: string
}

/** A one-link mail's subject and parts, in the layout of `renderMail`. */
export function renderLinkMail(locale: MailLocale, words: LinkMailWords, link: string) {
  const parts = renderMail({
    locale,
    heading: words.heading,
    paragraphs: [words.body],
    action: { label: words.action, url: link },
    note: words.ignore,
  })
  return { subject: words.subject, ...parts }
}
