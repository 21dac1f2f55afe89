/*
 * The CLI's only door to the API. The API is imported lazily so `kobza --help` and a rejected
 * argument never boot the application.
 */
import type { Authority } from '@kobza/contract'
import type * as ApiOperator from '@kobza/api/operator'

type Api = typeof ApiOperator

/** One step of the demo seed, as it happens: which domain is writing what, and how far it is. */
export interface DemoSeedStep {
  domain: string
  label: string
  done: number
  total: number
}

export interface DemoSeedResult {
  created: number
  total: number
  /** Lines for the operator, such as the demo accounts and their password. */
  notes: string[]
}

/** The operator surface the commands call, grouped by the API domain that owns each operation. */
export interface Operator {
  runMigrations: Api['runMigrations']
  /** Migrations, reference data, the local contracts and every domain's demo content. */
  seedDemo(onProgress: (step: DemoSeedStep) => void): Promise<DemoSeedResult>
  catalogue: { seedReference: Api['seedReference'] }
  health: { doctor: Api['doctor'] }
  accounts: { createAdmin: Api['createAdmin']; changeAuthority: Api['changeAuthority'] }
  markets: {
    deployContracts: Api['deployContracts']
    ledgerStatus: Api['ledgerStatus']
    fundLedgerAccount: Api['fundLedgerAccount']
  }
}

let api: Api | undefined

/** Boots the API (once) and returns its operations. */
export async function loadOperator(): Promise<Operator> {
  api ??= await import('@kobza/api/operator')
  await api.bootApi()
  return groupedOperator(api)
}

/** Stops what loadOperator booted; nothing to do when no command needed the API. */
export async function closeOperator() {
  await api?.shutdownApi()
}

/*
 * TEMPORARY, until `@kobza/api/operator` exports `loadOperator` with this shape (the API's
 * domains then own the demo content): groups today's flat exports, and seeds the demo the way
 * the `seed demo` command used to. Delete from here to the end of the file, and let
 * loadOperator return the API's own operator.
 */
function groupedOperator(flat: Api): Operator {
  return {
    runMigrations: flat.runMigrations,
    seedDemo: (onProgress) => seedDemoFromFlatApi(flat, onProgress),
    catalogue: { seedReference: flat.seedReference },
    health: { doctor: flat.doctor },
    accounts: { createAdmin: flat.createAdmin, changeAuthority: flat.changeAuthority },
    markets: {
      deployContracts: flat.deployContracts,
      ledgerStatus: flat.ledgerStatus,
      fundLedgerAccount: flat.fundLedgerAccount,
    },
  }
}

/** TEMPORARY (see above): the accounts domain's demo content, which belongs in the API. */
const demoAccounts: { email: string; publicName: string; nickName: string; authorities: Authority[] }[] = [
  { email: 'admin@kobza.local', publicName: 'Kobza Admin', nickName: 'admin', authorities: ['ADMIN', 'MODERATOR'] },
  { email: 'moderator@kobza.local', publicName: 'Kobza Moderator', nickName: 'moderator', authorities: ['MODERATOR'] },
  {
    email: 'judge@kobza.local',
    publicName: 'Hall of Fame Judge',
    nickName: 'judge',
    authorities: ['JUDGE_HALL_OF_FAME'],
  },
]

/** TEMPORARY (see above). */
async function seedDemoFromFlatApi(flat: Api, onProgress: (step: DemoSeedStep) => void): Promise<DemoSeedResult> {
  const total = demoAccounts.length
  // Demo contracts live on the local ledger; a Concordium network is deployed by the operator.
  const localLedger = (process.env.LEDGER_NETWORK ?? 'local') === 'local'
  onProgress({ domain: 'core', label: 'migrations', done: 0, total })
  await flat.runMigrations()
  onProgress({ domain: 'catalogue', label: 'genres and eras', done: 0, total })
  await flat.seedReference()
  if (localLedger) {
    onProgress({ domain: 'markets', label: 'local contracts', done: 0, total })
    await flat.deployContracts()
  }
  const password = process.env.KOBZA_DEMO_PASSWORD ?? 'Kobza-demo-2026!'
  let created = 0
  for (const [index, account] of demoAccounts.entries()) {
    onProgress({ domain: 'accounts', label: account.email, done: index, total })
    const result = await flat.ensureUser({ ...account, password })
    if (result.created) created += 1
    if (localLedger) await flat.openLedgerAccount(account.email)
  }
  onProgress({ domain: 'accounts', label: 'done', done: total, total })
  return {
    created,
    total,
    notes: demoAccounts.map((account) => `${account.email} / ${password} (${account.authorities.join(', ')})`),
  }
}
