/*
 * Ranking shared by both databases, on Latin keys (#search/latin): exact prefix first, then
 * every word typed as a word prefix, then substrings, then trigram similarity for typos —
 * the measure pg_trgm uses, so both backends agree on what is "close enough".
 */

/** Below this trigram similarity a name is not a match (pg_trgm's default is 0.3; names are short). */
export const TYPO_THRESHOLD = 0.4

function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of text.split(' ').filter(Boolean)) {
    const padded = `  ${word} `
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3))
  }
  return grams
}

export function similarity(left: string, right: string): number {
  const a = trigramsOf(left)
  const b = trigramsOf(right)
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const gram of a) if (b.has(gram)) shared += 1
  return shared / (a.size + b.size - shared)
}

/** How well `name` answers `query` (both Latin keys); 0 means no match. */
export function relevance(query: string, name: string): number {
  if (!query || !name) return 0
  if (name.startsWith(query)) return 4
  const tokens = query.split(' ')
  const words = name.split(' ')
  if (tokens.every((token) => words.some((word) => word.startsWith(token)))) return 3
  if (tokens.every((token) => name.includes(token))) return 2
  // Typos: every typed word must be close to some word of the name; the score is their mean.
  const closeness = tokens.map((token) =>
    Math.max(...words.map((word) => (word.startsWith(token) ? 1 : similarity(token, word))))
  )
  if (closeness.some((value) => value < TYPO_THRESHOLD)) return 0
  return closeness.reduce((sum, value) => sum + value, 0) / closeness.length
}

/** Trigrams of each word of a Latin key (the SQLite backend's candidate probe). */
export function probeTrigrams(query: string): string[] {
  const grams = new Set<string>()
  for (const word of query.split(' ')) {
    for (let index = 0; index + 3 <= word.length; index += 1) grams.add(word.slice(index, index + 3))
  }
  return [...grams]
}
