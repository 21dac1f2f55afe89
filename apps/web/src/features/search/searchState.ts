import { genres as genreList, searchTypes, type Genre, type SearchType } from '@kobza/contract'

/*
 * The search screen's state lives in its address (spec 001 §2 '/search?page=1'): the UI page
 * (1-based; the API's page is one less), the text, and the filter once applied (type and, for
 * songs, genres). Back, forward, reload and a shared link all show the same results.
 */
export interface SearchState {
  /** 1-based, as in the address. */
  page: number
  text: string
  type: SearchType
  /** False until the user applies the filter: the type is then the default ARTIST, without a chip. */
  filtered: boolean
  genres: Genre[]
}

export const defaultType: SearchType = 'ARTIST'

const knownGenres = new Set<string>(genreList.codes)

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get('page') ?? '', 10)
  const type = searchTypes.safeParse(params.get('type')?.toUpperCase())
  const genres = (params.get('genres') ?? '').split(',').filter((genre): genre is Genre => knownGenres.has(genre))
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    text: (params.get('q') ?? '').trim(),
    type: type.success ? type.data : defaultType,
    filtered: type.success,
    genres: type.success && type.data === 'SONG' ? [...new Set(genres)] : [],
  }
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams()
  params.set('page', String(state.page))
  if (state.text) params.set('q', state.text)
  if (state.filtered) params.set('type', state.type)
  if (state.filtered && state.type === 'SONG' && state.genres.length > 0) params.set('genres', state.genres.join(','))
  return params
}

/** Nothing asked yet: no text and no filter applied ('Start your journey'). */
export const isIdle = (state: SearchState) => !state.text && !state.filtered
