import { describe, expect, it } from 'vitest'
import { createAppI18n } from './i18n'
import { features } from './features'
import { appRoutes } from './routing/routeTable'

describe('feature registry', () => {
  it.each(['en', 'uk'] as const)('gives every route a title in its namespace (%s)', (language) => {
    const i18n = createAppI18n(language)
    const missing = appRoutes.filter((route) => !i18n.exists(`${route.namespace}:titles.${route.title}`))
    expect(missing.map((route) => route.path)).toEqual([])
  })

  it('declares each path once', () => {
    const paths = appRoutes.map((route) => route.path)
    expect(paths.length).toBe(new Set(paths).size)
  })

  it('puts each navigation entry in one place per position', () => {
    const entries = features.flatMap((feature) => feature.nav ?? [])
    for (const place of ['side', 'bottom', 'menu'] as const) {
      const orders = entries.flatMap((entry) => (entry[place] ? [entry[place].order] : []))
      expect(orders.length, place).toBe(new Set(orders).size)
    }
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length)
  })
})
