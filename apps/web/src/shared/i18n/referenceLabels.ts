import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ApiClient } from '@kobza/api-client'
import type { EraEntry, GenreEntry } from '@kobza/contract'
import { useSession } from '../session/SessionContext'
import { useLanguage } from './i18n'

/*
 * Labels change only when someone edits them in the console: an hour-old list is fine, and the
 * static strings cover the wait. The genres key is the one the pickers already use, so a screen
 * with both asks once.
 */
const referenceStaleTime = 60 * 60 * 1000

export const genreListQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['genres'],
    queryFn: ({ signal }) => client.getGenres({ signal }),
    staleTime: referenceStaleTime,
  })

export const eraListQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['eras'],
    queryFn: ({ signal }) => client.getEras({ signal }),
    staleTime: referenceStaleTime,
  })

interface ReferenceEntry {
  value: string
  name: string
  nameUk?: string | null
}

/** uk: nameUk, else the static string, else name; en: name, else the static string; the code last. */
function pickLabel(ukrainian: boolean, entry: ReferenceEntry | undefined, fallback: string, code: string): string {
  const label = ukrainian ? entry?.nameUk || fallback || entry?.name : entry?.name || fallback
  return label || code
}

export interface ReferenceLabelOptions {
  /**
   * false: only a list some other screen already loaded (the query cache), never a request of its
   * own; the home feed uses it so `/` asks for nothing more than it did.
   */
  fetch?: boolean
}

/**
 * The label of an era code in the current language from GET /api/v1/eras, so a console edit
 * reaches users; `namespace` holds the feature's static `eras.<CODE>` strings, shown while the
 * list loads or if it fails.
 */
export function useEraLabel(
  namespace: 'markets' | 'hallOfFame',
  { fetch = true }: ReferenceLabelOptions = {}
): (code: string) => string {
  const { client } = useSession()
  const { t } = useTranslation(namespace)
  const ukrainian = useLanguage()[0] === 'uk'
  const list = useQuery({ ...eraListQuery(client), enabled: fetch, meta: { handlesErrors: true } }).data
  return useCallback(
    (code) =>
      pickLabel(
        ukrainian,
        list?.find((entry: EraEntry) => entry.value === code),
        t(`eras.${code}`, { defaultValue: '' }),
        code
      ),
    [list, t, ukrainian]
  )
}

/**
 * The label of a genre code (a song's, a legend's) in the current language from GET
 * /api/v1/genres; the shared static strings while the list loads or if it fails.
 */
export function useGenreCodeLabel({ fetch = true }: ReferenceLabelOptions = {}): (code: string) => string {
  const { client } = useSession()
  const { t } = useTranslation('shared')
  const ukrainian = useLanguage()[0] === 'uk'
  const list = useQuery({ ...genreListQuery(client), enabled: fetch, meta: { handlesErrors: true } }).data
  return useCallback(
    (code) =>
      pickLabel(
        ukrainian,
        list?.find((entry: GenreEntry) => entry.value === code),
        t(`genres.${code}`, { defaultValue: '' }),
        code
      ),
    [list, t, ukrainian]
  )
}
