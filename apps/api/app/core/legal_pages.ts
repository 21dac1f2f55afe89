/*
 * The legal pages (spec 001 §2) belong to the site, not to a domain: their text ships in the web
 * app (apps/web/src/features/legal), so the server renders them from no data (issue 35), and
 * their heads name the document a search result or a shared link shows.
 */
import { registerPageHead, siteHead } from '#core/page_heads'
import { registerRenderedPage } from '#core/page_primers'

const legalPages = [
  { path: '/privacy-policy', title: 'Політика конфіденційності — Privacy policy · Kobza' },
  { path: '/terms-and-conditions', title: 'Умови користування — Terms and conditions · Kobza' },
]

for (const { path, title } of legalPages) {
  registerPageHead(path, async () => ({ ...siteHead(path, title), kind: 'article' }))
  registerRenderedPage(path)
}
