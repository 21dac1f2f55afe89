import { z } from 'zod'
import type { Operator } from '../operator.ts'
import { defineReport, jsonOption } from '../report.ts'
import { SideBySide } from '../views/MarketViews.tsx'

type Compared = Parameters<typeof SideBySide>[0]

/**
 * `kobza auctions|offers inspect <id>`: one market record beside the ledger's own state; the
 * command fails when they disagree, so a script notices.
 */
export function defineLedgerInspect(
  group: 'auctions' | 'offers',
  description: string,
  idDescription: string,
  inspect: (operator: Operator, id: string) => Promise<Compared>
) {
  return defineReport({
    group,
    name: 'inspect',
    description,
    args: [{ name: 'id', description: idDescription }],
    ask: (operator, { args }) => inspect(operator, args.id),
    view: (result) => <SideBySide {...result} />,
    failed: (result) => result.disagreements.length > 0,
  })
}

/** The options both market lists take: a status of their own, and the song's era and genre. */
export const marketListOptions = <Status extends z.ZodType>(status: Status) =>
  z.object({
    status,
    era: z.string().optional().meta({ description: 'an era code, e.g. MODERN_ERA' }),
    genre: z.string().optional().meta({ description: 'a genre code, e.g. POP' }),
    json: jsonOption('print JSON instead of a table'),
  })
