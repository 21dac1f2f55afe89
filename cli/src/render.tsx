import type { ReactNode } from 'react'
import { render } from 'ink'

/** Where the work is, as a view sees it. */
export type Phase<Progress, Result> =
  | { status: 'running'; progress: Partial<Progress> }
  | { status: 'done'; progress: Partial<Progress>; result: Result }
  | { status: 'failed'; progress: Partial<Progress>; error: Error }

export interface RenderOptions<Result> {
  /** Whether a result that arrived without an error still means failure (exit code 1). */
  failed?: (result: Result) => boolean
}

/**
 * Renders `view` while `work` runs, again on each progress report (merged into the progress so
 * far) and once more with the result or the error; then unmounts and sets `process.exitCode`
 * to 1 when the work threw or `failed` says so. A view with no place for an error returns null
 * for the failed phase, and the error is printed on stderr instead.
 */
export async function renderUntilDone<Progress extends object, Result>(
  view: (phase: Phase<Progress, Result>) => ReactNode,
  work: (report: (progress: Partial<Progress>) => void) => Promise<Result>,
  options: RenderOptions<Result> = {}
): Promise<Result | undefined> {
  let progress: Partial<Progress> = {}
  const screen = render(view({ status: 'running', progress }))
  let unshownError: Error | undefined
  try {
    const result = await work((next) => {
      progress = { ...progress, ...next }
      screen.rerender(view({ status: 'running', progress }))
    })
    screen.rerender(view({ status: 'done', progress, result }))
    if (options.failed?.(result)) process.exitCode = 1
    return result
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught))
    const shown = view({ status: 'failed', progress, error })
    if (shown === null || shown === undefined) unshownError = error
    else screen.rerender(shown)
    process.exitCode = 1
    return undefined
  } finally {
    screen.unmount()
    await screen.waitUntilExit()
    if (unshownError) printFailure(unshownError)
  }
}

/** The one way the CLI reports an error it has no view for. */
export function printFailure(error: unknown) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
}

/**
 * A command that answers once: with `--json` the operator's answer as it is, for scripts;
 * otherwise `view` draws it when the work is done (errors go to stderr, exit code 1).
 */
export async function showResult<Result>(
  json: boolean | undefined,
  work: () => Promise<Result>,
  view: (result: Result) => ReactNode,
  options: RenderOptions<Result> = {}
): Promise<Result | undefined> {
  if (!json) return renderUntilDone((phase) => (phase.status === 'done' ? view(phase.result) : null), work, options)
  const result = await work()
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  return result
}
