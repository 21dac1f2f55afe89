/*
 * `kobza doctor` for the operator CLI: each setting the platform runs with and whether it
 * works, through the same checks as `/health` plus the ones only an operator needs
 * (runtime, payments). Unlike `/health`, the terminal may show the underlying error.
 */
import runningApp from '@adonisjs/core/services/app'
import { bootApi } from '#core/console_app'

export interface DoctorCheck {
  name: string
  setting: string
  ok: boolean
  detail: string
}

export async function doctor(): Promise<DoctorCheck[]> {
  const major = Number(process.versions.node.split('.')[0])
  const checks: DoctorCheck[] = [
    {
      name: 'runtime',
      setting: `Node.js ${process.versions.node}`,
      ok: major >= 24,
      detail: major >= 24 ? 'Node 24+' : 'Node 24 or newer is required',
    },
  ]
  // Inside an application that already runs (a test, a server process) there is nothing to boot.
  if (!runningApp?.isBooted) await bootApi()
  const { checkDatabase, checkRedis, checkStorage, checkLedger, checkMail, checkJobs, checkFfmpeg } =
    await import('#health/checks')
  // The payments domain knows its providers, their keys and its ledger: it answers for itself.
  const { paymentsCheck } = await import('#payments/public')
  const database = await checkDatabase()
  if (database.ok) {
    try {
      const { Genre } = await import('#catalogue/public')
      database.detail = `reachable, ${(await Genre.all()).length} genres`
    } catch (cause) {
      // Reachable but not migrated: say so rather than claim all is well.
      Object.assign(database, {
        ok: false,
        detail: 'reachable, but the schema is missing: run "kobza seed reference"',
        cause,
      })
    }
  }
  const results = [
    database,
    await checkRedis(),
    await checkStorage(),
    await checkLedger({ requireContracts: true }),
    await paymentsCheck(),
    await checkMail(),
    database.ok ? await checkJobs({ stuckIsFailure: true }) : null,
    await checkFfmpeg(),
  ]
  for (const result of results) {
    if (!result) continue
    const reason = 'cause' in result && result.cause instanceof Error ? result.cause.message : undefined
    checks.push({
      name: result.name,
      setting: result.setting,
      ok: result.ok,
      detail: reason && !result.detail.includes(reason) ? `${result.detail}: ${reason}` : result.detail,
    })
  }
  return checks
}
