import type { i18n as I18n } from 'i18next'
import { createI18n, type NamespaceStrings } from '../shared/i18n/i18n'
import type { Language } from '../shared/i18n/language'
import { features } from './features'

const namespaces: NamespaceStrings = Object.fromEntries(features.map((feature) => [feature.namespace, feature.strings]))

/** The app's i18n: the shared namespace and one namespace per feature. */
export function createAppI18n(language?: Language): I18n {
  return createI18n(language, namespaces)
}
