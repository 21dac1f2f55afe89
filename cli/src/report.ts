/*
 * A command that asks the operator one thing and shows the answer: drawn by its view, or as JSON
 * with `--json` for scripts. Every such command had written the same load-ask-show body.
 */
import type { ReactNode } from 'react'
import { z } from 'zod'
import { defineCommand, type ArgumentDefinition, type CommandDefinition, type CommandInput } from './command.ts'
import { loadOperator, type Operator } from './operator.ts'
import { renderUntilDone, showResult, type RenderOptions } from './render.tsx'
import { seedScreen, type SeedProgress, type SeedResult } from './views/SeedView.tsx'

/** The `--json` option every report has; list commands say what the JSON replaces. */
export const jsonOption = (description = 'print JSON') => z.boolean().optional().meta({ description })

/** The options of a report that takes no other. */
const onlyJson = z.object({ json: jsonOption() })

type ReportOptions = z.ZodObject<{ json: ReturnType<typeof jsonOption> }>

export interface ReportDefinition<Args extends readonly ArgumentDefinition[], Options extends ReportOptions, Result>
  extends Omit<CommandDefinition<Args, Options>, 'run'>, RenderOptions<Result> {
  /** What the operator is asked, once. */
  ask(operator: Operator, input: CommandInput<Args, Options>): Promise<Result>
  /** Draws the answer when `--json` is not given. */
  view(result: Result): ReactNode
}

export function defineReport<
  const Args extends readonly ArgumentDefinition[] = [],
  Options extends ReportOptions = typeof onlyJson,
  Result = unknown,
>({ ask, view, failed, options, ...command }: ReportDefinition<Args, Options, Result>) {
  return defineCommand<Args, Options>({
    ...command,
    options: options ?? (onlyJson as unknown as Options),
    run: (input) =>
      showResult(input.options.json, async () => ask(await loadOperator(), input), view, failed ? { failed } : {}),
  })
}

/** Runs a seed on the operator behind SeedView's progress screen (the bar, then the tally or the error). */
export function runSeed(
  title: string,
  seed: (operator: Operator, report: (progress: SeedProgress) => void) => Promise<SeedResult>
) {
  return renderUntilDone(seedScreen(title), async (report) => seed(await loadOperator(), report))
}
