export type Encoding = 'br' | 'gzip'

/** The weight Accept-Encoding gives br and gzip (0 = refused), `*` standing in for unnamed ones. */
export function encodingWeights(header: string | undefined): Record<Encoding, number> {
  const weights: Record<Encoding, number> = { br: 0, gzip: 0 }
  if (!header) return weights
  let named = { br: false, gzip: false }
  let wildcard = 0
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) || 0 : 1
    if (name === 'br' || name === 'gzip') {
      weights[name] = weight
      named = { ...named, [name]: true }
    } else if (name === '*') wildcard = weight
  }
  if (!named.br) weights.br = wildcard
  if (!named.gzip) weights.gzip = wildcard
  return weights
}

/** br when allowed and weighted at least as high as gzip (it is the smaller), else gzip, else none. */
export function preferredEncoding(
  header: string | undefined,
  available: Record<Encoding, boolean> = { br: true, gzip: true }
): Encoding | undefined {
  if (!header) return undefined
  const weights = encodingWeights(header)
  const br = available.br ? weights.br : 0
  const gzip = available.gzip ? weights.gzip : 0
  if (br > 0 && br >= gzip) return 'br'
  if (gzip > 0) return 'gzip'
  return undefined
}

interface HeaderBag {
  getHeader(name: string): unknown
  header(name: string, value: string): unknown
}

/**
 * Adds Accept-Encoding to Vary through the framework's own header map. (`response.vary()`
 * sets the header on Node's response directly, which sends every answer down Node's slower
 * header-merging path: a measurable cost on each request.)
 */
export function varyOnAcceptEncoding(response: HeaderBag) {
  const current = response.getHeader('vary')
  if (current === undefined || current === null || current === '') {
    response.header('vary', 'Accept-Encoding')
    return
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current)
  if (value.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(value)) return
  response.header('vary', `${value}, Accept-Encoding`)
}
