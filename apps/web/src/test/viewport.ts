/**
 * jsdom has no layout, so `matchMedia` is answered from a viewport size the test sets; the
 * width and height queries the app uses are all it needs to understand.
 */
let viewport = { width: 1280, height: 900 }
const lists = new Set<{ query: string; notify: () => void }>()

/** Understands `(min-width: 600px)` and the range form `(width < 600px)` for width and height. */
function evaluate(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const classic = /\((min|max)-(width|height):\s*([\d.]+)px\)/.exec(part)
    if (classic) {
      const [, bound, axis, px] = classic
      const value = axis === 'width' ? viewport.width : viewport.height
      return bound === 'min' ? value >= Number(px) : value <= Number(px)
    }
    const range = /\((width|height)\s*(<=|>=|<|>)\s*([\d.]+)px\)/.exec(part)
    if (range) {
      const [, axis, operator, px] = range
      const value = axis === 'width' ? viewport.width : viewport.height
      const limit = Number(px)
      if (operator === '<') return value < limit
      if (operator === '<=') return value <= limit
      if (operator === '>') return value > limit
      return value >= limit
    }
    return false
  })
}

export function setViewport(next: { width: number; height: number }): void {
  viewport = next
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: next.width })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: next.height })
  for (const list of lists) list.notify()
}

window.matchMedia = (query: string): MediaQueryList => {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const entry = {
    query,
    notify: () => {
      for (const listener of listeners) listener({ matches: evaluate(query), media: query } as MediaQueryListEvent)
    },
  }
  return {
    get matches() {
      return evaluate(query)
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      listeners.add(listener)
      lists.add(entry)
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      listeners.delete(listener)
      if (listeners.size === 0) lists.delete(entry)
    },
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as unknown as MediaQueryList
}
