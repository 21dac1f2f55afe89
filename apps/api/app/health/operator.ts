/* What the operator CLI may check; collected by start/operator.ts. */
import { accessSync, constants } from 'node:fs'
import app from '@adonisjs/core/services/app'
import kobzaConfig from '#config/kobza'
import { dataDir } from '#core/paths'

export interface DoctorCheck {
  name: string
  setting: string
  ok: boolean
  detail: string
}

/** What `kobza doctor` prints: each setting the platform runs with, and whether it works. */
export async function doctor(): Promise<DoctorCheck[]> {
  const checks: DoctorCheck[] = []
  const major = Number(process.versions.node.split('.')[0])
  checks.push({
    name: 'runtime',
    setting: `Node.js ${process.versions.node}`,
    ok: major >= 24,
    detail: major >= 24 ? 'Node 24+' : 'Node 24 or newer is required',
  })

  const db = (await import('@adonisjs/lucid/services/db')).default
  const connectionName = db.primaryConnectionName
  const connectionConfig = app.config.get<{ client: string; connection: unknown }>(
    `database.connections.${connectionName}`
  )
  const where =
    connectionConfig.client === 'pg'
      ? describePg(connectionConfig.connection)
      : String((connectionConfig.connection as { filename?: string }).filename)
  try {
    await db.rawQuery('select 1 as ok')
    const { Genre } = await import('#catalogue/public')
    const genreCount = (await Genre.all()).length
    checks.push({
      name: 'database',
      setting: `${connectionConfig.client} ${where}`,
      ok: true,
      detail: `reachable, ${genreCount} genres`,
    })
  } catch (error) {
    checks.push({
      name: 'database',
      setting: `${connectionConfig.client} ${where}`,
      ok: false,
      detail: (error as Error).message,
    })
  }

  try {
    const dir = dataDir()
    accessSync(dir, constants.W_OK)
    checks.push({ name: 'storage', setting: `local disk ${dir}`, ok: true, detail: 'writable' })
  } catch (error) {
    checks.push({ name: 'storage', setting: 'local disk', ok: false, detail: (error as Error).message })
  }

  const { ledgerStatus: readLedgerStatus } = await import('#markets/public')
  const ledger = await readLedgerStatus().catch((error: Error) => ({
    network: kobzaConfig.ledgerNetwork,
    deployed: false,
    detail: error.message,
  }))
  checks.push({
    name: 'ledger',
    setting:
      kobzaConfig.ledgerNetwork === 'local' ? 'local ledger (embedded)' : `Concordium ${kobzaConfig.ledgerNetwork}`,
    ok: ledger.deployed,
    detail: ledger.deployed ? `${ledger.detail}; contracts deployed` : ledger.detail,
  })
  checks.push({
    name: 'payments',
    setting: kobzaConfig.paymentsProvider === 'sandbox' ? 'sandbox provider (embedded)' : kobzaConfig.paymentsProvider,
    ok: kobzaConfig.paymentsProvider === 'sandbox',
    detail:
      kobzaConfig.paymentsProvider === 'sandbox' ? 'hosted checkout of our own, no money moves' : 'unknown provider',
  })
  checks.push({
    name: 'mail',
    setting: kobzaConfig.mailTransport === 'outbox' ? `outbox folder ${dataDir()}/outbox` : kobzaConfig.mailTransport,
    ok: kobzaConfig.mailTransport === 'outbox',
    detail: kobzaConfig.mailTransport === 'outbox' ? 'mails are written to files and logged' : 'unknown transport',
  })
  return checks
}

function describePg(connection: unknown): string {
  if (typeof connection === 'string') {
    const url = new URL(connection)
    url.password = url.password ? '***' : ''
    return url.toString()
  }
  const { host, port, database, user } = connection as Record<string, string>
  return `postgres://${user}@${host}:${port}/${database}`
}
