/*
 * A legend's page carries the legend as the API answers a guest (#core/page_primers), so the
 * server renders its name, picture and story into the page (#core/server_render) and the app
 * shows it without asking again; and the eras and genres its card labels with: asked for after
 * hydration, their answers loaded and ran the contract's schemas (zod), a long task of some
 * 300 ms on a throttled phone that the page needed for nothing else.
 */
import type { PrimedAnswer } from '@kobza/contract'
import { fillPath, routes } from '@kobza/contract/routes'
import { primedReferenceList } from '#catalogue/public'
import { registerPagePrimer } from '#core/page_primers'
import { findLegend } from '#legends/actions/find_legend'
import { presentLegend } from '#legends/present'

export async function legendPageAnswers({ uuid }: Record<string, string>): Promise<PrimedAnswer[]> {
  const [legend, eras, genres] = await Promise.all([
    findLegend(uuid!).then((found) => presentLegend(found, null)),
    primedReferenceList('eras'),
    primedReferenceList('genres'),
  ])
  // As the web app asks it (apps/web/src/features/hall-of-fame/api/legends.ts, legendQuery).
  return [eras, genres, { method: 'GET', path: fillPath(routes.legends.show.path, { id: uuid }), body: legend }]
}

registerPagePrimer('/hall-of-fame/:uuid', legendPageAnswers)
