import { describe, expect, it } from 'vitest'
import { en } from '../shared/i18n/en'
import { sharedNamespace } from '../shared/i18n/i18n'
import { uk } from '../shared/i18n/uk'
import { features } from './features'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]
  )
}

/** The shared namespace and every feature's, as their loaders deliver them. */
const namespaces = [
  [sharedNamespace, async () => ({ en, uk })] as const,
  ...features.map((feature) => [feature.namespace, feature.strings] as const),
  // A door's own namespace, loaded by the door, not by a feature's screens.
  ['chatDoor', () => import('../features/chat/i18n/door').then((m) => m.chatDoorStrings)] as const,
]

describe.each(namespaces)('locales of the %s namespace', (_namespace, load) => {
  it('Ukrainian has every English key and no others', async () => {
    const strings = await load()
    expect(keys(strings.uk).sort()).toEqual(keys(strings.en).sort())
  })

  it('no string is left empty', async () => {
    const strings = await load()
    for (const language of [strings.en, strings.uk]) {
      for (const key of keys(language)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language)
        expect(value, key).not.toBe('')
      }
    }
  })
})

describe('Ukrainian wording', () => {
  it('calls an account "обліковий запис" everywhere, never "акаунт"', async () => {
    for (const [namespace, load] of namespaces) {
      const { uk: strings } = await load()
      for (const key of keys(strings)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings)
        expect(String(value), `${namespace}:${key}`).not.toMatch(/акаунт/i)
      }
    }
  })
})

describe('namespaces', () => {
  it('each feature has its own', () => {
    const names = features.map((feature) => feature.namespace)
    expect(new Set([sharedNamespace, ...names]).size).toBe(names.length + 1)
  })
})
