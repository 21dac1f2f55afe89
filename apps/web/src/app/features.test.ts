import { describe, expect, it } from 'vitest'
import { createI18n } from '../shared/i18n/i18n'
import { loadNamespace } from '../shared/i18n/namespaces'
import { features } from './features'
import { appRoutes } from './routing/routeTable'

describe('feature registry', () => {
  it.each(['en', 'uk'] as const)('gives every route a title in its namespace (%s)', async (language) => {
    await Promise.all(features.map((feature) => loadNamespace(feature.namespace, feature.strings)))
    const i18n = createI18n(language)
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
