/*
 * `/hall-of-fame` carries its first answers for a visitor without a session
 * (#core/page_primers): the eras and genres its filters and cards label with, and the first
 * page of songs on voting, as the web app's Hall of Fame asks them when it opens, so a phone
 * shows the legends once its scripts have run instead of a round trip later.
 */
import { legendSearchBody, legendSearchQuery, pageSizes, type PrimedAnswer } from '@kobza/contract'
import { routes } from '@kobza/contract/routes'
import { primedReferenceList } from '#catalogue/public'
import { registerPagePrimer } from '#core/page_primers'
import { validate } from '#core/validate'
import { searchLegends } from '#legends/actions/search'

/** The screen's first list call (apps/web/src/features/hall-of-fame/api/legends.ts), its defaults. */
export const firstLegendsQuery = {
  page: '0',
  size: String(pageSizes.hallOfFame),
  legendType: 'SONG',
  isLegend: 'false',
  sort: 'RECENT',
}
export const firstLegendsBody = { eras: [], genres: [] }

export async function hallOfFamePageAnswers(): Promise<PrimedAnswer[]> {
  const [eras, genres, legends] = await Promise.all([
    primedReferenceList('eras'),
    primedReferenceList('genres'),
    searchLegends(
      null,
      validate(legendSearchQuery, firstLegendsQuery),
      validate(legendSearchBody, firstLegendsBody),
      true
    ),
  ])
  return [
    eras,
    genres,
    {
      method: 'POST',
      path: routes.legends.search.path,
      query: firstLegendsQuery,
      requestBody: firstLegendsBody,
      body: legends,
    },
  ]
}

registerPagePrimer('/hall-of-fame', hallOfFamePageAnswers)
