/*
 * A legend's page carries the legend as the API answers a guest (#core/page_primers), so the
 * server renders its name, picture and story into the page (#core/server_render) and the app
 * shows it without asking again.
 */
import type { PrimedAnswer } from '@kobza/contract'
import { fillPath, routes } from '@kobza/contract/routes'
import { registerPagePrimer } from '#core/page_primers'
import { findLegend } from '#legends/actions/find_legend'
import { presentLegend } from '#legends/present'

export async function legendPageAnswers({ uuid }: Record<string, string>): Promise<PrimedAnswer[]> {
  const legend = await presentLegend(await findLegend(uuid!), null)
  // As the web app asks it (apps/web/src/features/hall-of-fame/api/legends.ts, legendQuery).
  return [{ method: 'GET', path: fillPath(routes.legends.show.path, { id: uuid }), body: legend }]
}

registerPagePrimer('/hall-of-fame/:uuid', legendPageAnswers)
