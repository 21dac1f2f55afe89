import type { Legend } from '@kobza/contract'

export type ContentTab = 'voting' | 'legends'

/** /hall-of-fame?generalTab&contentTab&page (spec 001 §2); page is the API's 0-based page. */
export function hallPath(generalTab: 'SONG' | 'PERSON' = 'SONG', contentTab: ContentTab = 'voting', page = 0) {
  return `/hall-of-fame?generalTab=${generalTab}&contentTab=${contentTab}&page=${page}`
}

export const legendPath = (legend: Pick<Legend, 'legendUuid' | 'legendType'>) =>
  `/hall-of-fame/${encodeURIComponent(legend.legendUuid)}?type=${legend.legendType}`
