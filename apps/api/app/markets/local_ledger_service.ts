import db from '@adonisjs/lucid/services/db'
import type { LocalLedger } from '@kobza/ledger'
import { ledgerNodeBase } from '@kobza/contract/routes'
import kobzaConfig from '#config/kobza'
import { clock } from '#core/clock'
import { sqlMillisOf } from '#core/stored_time'

const LEDGER_NAME = 'local'

interface Loaded {
  ledger: LocalLedger
  version: number
  dirty: boolean
}

let loaded: Loaded | undefined
let queue: Promise<unknown> = Promise.resolve()

const ledgerModule = () => import('@kobza/ledger')
const sqlNow = () => sqlMillisOf(clock.now())

export class LedgerNotDeployedError extends Error {
  constructor() {
    super('The local ledger has no contracts yet: run "kobza contracts deploy"')
  }
}

/** Runs one ledger operation at a time in this process: the ledger is a single shared state. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

async function readRow() {
  return db.from('ledger_states').where('name', LEDGER_NAME).select('snapshot', 'version').first() as Promise<{
    snapshot: string
    version: number
  } | null>
}

/** Brings the in-memory ledger up to date with the database (another process — the CLI — may have written). */
async function sync(): Promise<Loaded | undefined> {
  if (loaded) {
    const row = await db.from('ledger_states').where('name', LEDGER_NAME).select('version').first()
    if (row && Number(row.version) === loaded.version) return loaded
  }
  const row = await readRow()
  if (!row) {
    loaded = undefined
    return undefined
  }
  const { LocalLedger } = await ledgerModule()
  const ledger = LocalLedger.fromSnapshot(JSON.parse(row.snapshot))
  const entry: Loaded = { ledger, version: Number(row.version), dirty: false }
  ledger.subscribe(() => {
    entry.dirty = true
  })
  loaded = entry
  return entry
}

/** Writes the state back if it changed; refuses when another process wrote in between. */
async function persist(entry: Loaded) {
  if (!entry.dirty) return
  const updated = await db
    .from('ledger_states')
    .where({ name: LEDGER_NAME, version: entry.version })
    .update({ snapshot: JSON.stringify(entry.ledger.snapshot()), version: entry.version + 1, updated_at: sqlNow() })
  const affected = Array.isArray(updated) ? updated.length : Number(updated)
  if (affected !== 1) {
    loaded = undefined
    throw new Error('The local ledger was changed by another process at the same time; try again')
  }
  entry.version += 1
  entry.dirty = false
}

/** Runs `work` against the current ledger and saves what it changed, before anyone else may run. */
export function withLocalLedger<T>(work: (ledger: LocalLedger) => Promise<T> | T): Promise<T> {
  return exclusively(async () => {
    const entry = await sync()
    if (!entry) throw new LedgerNotDeployedError()
    try {
      return await work(entry.ledger)
    } finally {
      await persist(entry)
    }
  })
}

/**
 * The local ledger's clock, read without joining the write queue: every market list asks for it,
 * and through the queue concurrent readers waited for one another's version check (measured in
 * bench/results/scale-findings.md). The check stays, since another process (the CLI, a test
 * moving the clock) may have written: when the stored version is the one loaded, the loaded
 * ledger answers; otherwise the queue reloads it as before.
 */
export async function localLedgerNow(): Promise<number> {
  const current = loaded
  if (current && !current.dirty) {
    const row = await db.from('ledger_states').where('name', LEDGER_NAME).select('version').first()
    if (row && Number(row.version) === current.version && loaded === current) return current.ledger.now()
  }
  return withLocalLedger((ledger) => ledger.now())
}

export interface DeployedContract {
  role: 'auction' | 'token' | 'market'
  name: string
  index: string
  subindex: string
  /** A module reference on Concordium; the local contracts are built into the ledger. */
  module: string
  entrypoints: string[]
}

/** `kobza contracts deploy` on the local network: creates the three instances once; idempotent. */
export function deployLocalContracts(): Promise<{ created: boolean; contracts: DeployedContract[] }> {
  return exclusively(async () => {
    let created = false
    if (!(await readRow())) {
      const { LocalLedger, localLedgerConfig } = await ledgerModule()
      const ledger = new LocalLedger({ config: localLedgerConfig(ledgerNodeBase) })
      try {
        await db.table('ledger_states').insert({
          name: LEDGER_NAME,
          snapshot: JSON.stringify(ledger.snapshot()),
          version: 1,
          updated_at: sqlNow(),
        })
        created = true
        // A new ledger starts its blocks from 1 again: the indexer's old cursor points nowhere.
        await db.from('ledger_indexer_cursors').where('name', LEDGER_NAME).delete()
      } catch (error) {
        // Someone deployed at the same moment: theirs stands, which is what we wanted too.
        if (!(await readRow())) throw error
      }
      loaded = undefined
    }
    const entry = (await sync())!
    return { created, contracts: await describeContracts(entry.ledger) }
  })
}

async function describeContracts(ledger: LocalLedger): Promise<DeployedContract[]> {
  const roles = ['auction', 'token', 'market'] as const
  return Promise.all(
    roles.map(async (role) => {
      const ref = ledger.config.contracts[role]
      const info = await ledger.getInstanceInfo(ref)
      return {
        role,
        name: ledger.config.contractNames[role],
        index: ref.index.toString(),
        subindex: ref.subindex.toString(),
        module: 'built-in (local TypeScript contracts)',
        entrypoints: (info?.methods ?? []).map((method) => method.split('.').pop() ?? method),
      }
    })
  )
}

export interface LedgerStatus {
  network: string
  deployed: boolean
  reachable: boolean
  detail: string
  blockHeight?: string
  genesisHash?: string
  contracts: DeployedContract[]
}

/** What `kobza ledger status` and `kobza doctor` report. */
export async function ledgerStatus(): Promise<LedgerStatus> {
  if (kobzaConfig.ledgerNetwork !== 'local') {
    return {
      network: kobzaConfig.ledgerNetwork,
      deployed: false,
      reachable: false,
      detail: 'Concordium node checks need network access; none is reachable from here',
      contracts: [],
    }
  }
  return exclusively(async () => {
    const entry = await sync()
    if (!entry) {
      return {
        network: 'local',
        deployed: false,
        reachable: true,
        detail: 'no contracts yet: run "kobza contracts deploy"',
        contracts: [],
      }
    }
    const consensus = await entry.ledger.getConsensus()
    return {
      network: `local (${entry.ledger.config.networkName})`,
      deployed: true,
      reachable: true,
      detail: 'embedded in the API, state kept in the database',
      blockHeight: consensus.blockHeight.toString(),
      genesisHash: entry.ledger.config.genesisHash,
      contracts: await describeContracts(entry.ledger),
    }
  })
}

/** Forgets the in-memory copy (tests reset the database under it). */
export function resetLocalLedgerCache() {
  loaded = undefined
}
