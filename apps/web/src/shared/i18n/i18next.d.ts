import 'i18next'
import type { en } from './en'

/*
 * Keys are typed per namespace. The shared namespace is the default; each feature adds its own
 * namespace to `ResourceNamespaceMap` next to its English strings (features/<name>/i18n/en.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shared'
  }
  interface ResourceNamespaceMap {
    shared: typeof en
  }
}
