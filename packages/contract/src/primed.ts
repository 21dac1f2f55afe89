/*
 * Answers the server puts into a page it serves, so the page's first API calls need no round
 * trip: `/` carries the clock and the first page of the public feed (apps/api's page primers).
 * The web app hands them to its api-client, which answers a matching GET from them once, for
 * a visitor with no stored session only (they are made for an anonymous reader). Zod-free, like
 * ./routes, so the app's first download can import it.
 */

/** The id of the `<script type="application/json">` element that holds a page's primed answers. */
export const primedAnswersElementId = 'kobza-primed'

export interface PrimedAnswer {
  method: 'GET'
  /** The endpoint's path as the client sends it (`/api/v1/contents`). */
  path: string
  /** The query the client sends, every value as its string form; absent when it sends none. */
  query?: Record<string, string>
  /** The 200 answer's body, exactly what the endpoint answers that visitor at that moment. */
  body: unknown
}
