/*
 * The API as a library for the `kobza` operator CLI: boots the application in
 * console mode (config, database) without an HTTP server, and exposes the
 * operations the CLI drives. One implementation serves HTTP and terminal alike.
 */
import 'reflect-metadata'
import { accessSync, constants } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { Ignitor } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import type { Authority } from '@kobza/contract'
import type { SeedProgress } from '#catalogue/reference_data'

const APP_ROOT = new URL('../../', import.meta.url)
const importer = (filePath: string) =>
  filePath.startsWith('./') || filePath.startsWith('../') ? import(new URL(filePath, APP_ROOT).href) : import(filePath)

let booted: ApplicationService | undefined

export async function bootApi(): Promise<ApplicationService> {
  if (booted) return booted
  process.env.TZ = 'UTC'
  const app = new Ignitor(APP_ROOT, { importer }).createApp('console')
  app.booting(async () => {
    await import('#start/env')
  })
  await app.init()
  await app.boot()
  booted = app
  return app
}

export async function shutdownApi() {
  await booted?.terminate()
  booted = undefined
}

export async function runMigrations() {
  const app = await bootApi()
  const db = (await import('@adonisjs/lucid/services/db')).default
  const { MigrationRunner } = await import('@adonisjs/lucid/migration')
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
  await migrator.run()
  if (migrator.error) throw migrator.error
  return migrator.migratedFiles
}

export async function seedReference(onProgress?: SeedProgress) {
  await bootApi()
  const { seedReferenceData } = await import('#catalogue/reference_data')
  return seedReferenceData(onProgress)
}

export interface DemoAccount {
  email: string
  password: string
  authorities: Authority[]
  created: boolean
}

/** Idempotently creates a user with a password and authorities; returns whether it was new. */
export async function ensureUser(input: {
  email: string
  password: string
  publicName: string
  nickName: string
  authorities: Authority[]
}) {
  await bootApi()
  const hash = (await import('@adonisjs/core/services/hash')).default
  const { default: User } = await import('#accounts/user')
  const { default: UserAuthority } = await import('#accounts/user_authority')
  const email = input.email.toLowerCase()
  let user = await User.findBy('email', email)
  const created = !user
  if (!user) {
    user = await User.create({
      uuid: randomUUID(),
      email,
      password: await hash.make(input.password),
      publicName: input.publicName,
      nickName: input.nickName,
      avatar: null,
      dateOfBirth: null,
      status: 'ACTIVE',
    })
  }
  for (const authority of input.authorities) {
    await UserAuthority.firstOrCreate({ userId: user.id, authority }, { userId: user.id, authority })
  }
  return { user, created }
}

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

  const app = await bootApi()
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
    const { default: Genre } = await import('#catalogue/genre')
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

  const { dataDir } = await import('#core/paths')
  try {
    const dir = dataDir()
    accessSync(dir, constants.W_OK)
    checks.push({ name: 'storage', setting: `local disk ${dir}`, ok: true, detail: 'writable' })
  } catch (error) {
    checks.push({ name: 'storage', setting: 'local disk', ok: false, detail: (error as Error).message })
  }

  const { default: kobzaConfig } = await import('#config/kobza')
  const { ledgerStatus: readLedgerStatus } = await import('#markets/local_ledger_service')
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

export class OperatorError extends Error {}

/** `kobza users create-admin`: a new account holding ADMIN and MODERATOR, with the contract's rules. */
export async function createAdmin(input: { email: string; password: string; publicName?: string }) {
  // The first admin is often made on a fresh database: bring the schema up first.
  await runMigrations()
  const { email, password } = await import('@kobza/contract')
  const parsedEmail = email.safeParse(input.email)
  if (!parsedEmail.success) throw new OperatorError(parsedEmail.error.issues[0]!.message)
  const parsedPassword = password.safeParse(input.password)
  if (!parsedPassword.success)
    throw new OperatorError(parsedPassword.error.issues.map((issue) => issue.message).join('; '))
  const { default: User } = await import('#accounts/user')
  if (await User.findBy('email', parsedEmail.data)) {
    throw new OperatorError(
      `${parsedEmail.data} already has an account: use "kobza users grant ${parsedEmail.data} ADMIN"`
    )
  }
  const { uniqueNickname } = await import('#accounts/nickname')
  const publicName = input.publicName ?? 'Administrator'
  const nickName = await uniqueNickname(publicName, async (candidate) => !!(await User.findBy('nick_name', candidate)))
  const { user } = await ensureUser({
    email: parsedEmail.data,
    password: input.password,
    publicName,
    nickName,
    authorities: ['ADMIN', 'MODERATOR'],
  })
  return { uuid: user.uuid, email: user.email, nickName: user.nickName }
}

/** `kobza users grant|revoke`: changes one authority, leaving an audit-log entry by the operator (no actor). */
export async function changeAuthority(emailAddress: string, authority: string, change: 'grant' | 'revoke') {
  await bootApi()
  const { authorities } = await import('@kobza/contract')
  const parsedAuthority = authorities.safeParse(authority)
  if (!parsedAuthority.success)
    throw new OperatorError(`Unknown authority ${authority}: use one of ${authorities.options.join(', ')}`)
  const { default: User } = await import('#accounts/user')
  const { default: UserAuthority } = await import('#accounts/user_authority')
  const { default: AuditLog } = await import('#accounts/audit_log')
  const user = await User.query().where('email', emailAddress.trim().toLowerCase()).preload('authorityRows').first()
  if (!user || user.status === 'DELETED') throw new OperatorError(`No account with the e-mail ${emailAddress}`)
  const holds = user.authorities.includes(parsedAuthority.data)
  if (change === 'grant' && !holds) {
    await UserAuthority.create({ userId: user.id, authority: parsedAuthority.data })
    await AuditLog.record('authority.granted', null, user.id, { authority: parsedAuthority.data, via: 'cli' })
  }
  if (change === 'revoke' && holds) {
    await UserAuthority.query().where({ user_id: user.id, authority: parsedAuthority.data }).delete()
    await AuditLog.record('authority.revoked', null, user.id, { authority: parsedAuthority.data, via: 'cli' })
  }
  await user.load('authorityRows')
  return { email: user.email, authorities: user.authorities, changed: change === 'grant' ? !holds : holds }
}

/**
 * `kobza contracts deploy`. On the local network: the three built-in contract instances,
 * created once. On a Concordium network (LEDGER_NETWORK or `network`): the compiled modules
 * from `modulesDir` deployed and instantiated with the account of the wallet key export
 * `keyFile`, through the node at LEDGER_NODE_URL; the result lists the settings to apply.
 */
export async function deployContracts(
  options: {
    network?: string
    /** Folder with auction.wasm.v1, rr_token.wasm.v1, market.wasm.v1 (or one module for all three). */
    modulesDir?: string
    keyFile?: string
    /** Called once the inputs are read, as the node is contacted. */
    onConnect?: (target: { network: string; nodeUrl: string; account: string }) => void
    onStep?: import('@kobza/ledger').DeployProgress
  } = {}
): Promise<{
  network: string
  created: boolean
  contracts: import('#markets/local_ledger_service').DeployedContract[]
  /** The signing account, on Concordium. */
  account?: string
  /** Environment variables the operator must set for the API to use the new contracts. */
  settings: [name: string, value: string][]
}> {
  await bootApi()
  const { default: kobzaConfig } = await import('#config/kobza')
  const network = options.network ?? kobzaConfig.ledgerNetwork
  if (network === 'local') {
    await runMigrations()
    const { deployLocalContracts } = await import('#markets/local_ledger_service')
    return { network, settings: [], ...(await deployLocalContracts()) }
  }

  const { modulesDir: modulesOption, keyFile: keyOption } = options
  if (!modulesOption || !keyOption) {
    const missing = [
      modulesOption ? undefined : '--modules <folder with auction.wasm.v1, rr_token.wasm.v1, market.wasm.v1>',
      keyOption ? undefined : '--key <key file exported from a Concordium wallet>',
    ].filter((option) => option !== undefined)
    throw new OperatorError(`Deploying to Concordium ${network} needs ${missing.join(' and ')}`)
  }
  const { default: env } = await import('#start/env')
  const nodeUrl = env.get('LEDGER_NODE_URL')
  if (!nodeUrl)
    throw new OperatorError(
      `Deploying to Concordium ${network} needs LEDGER_NODE_URL, the node's gRPC-web endpoint (e.g. https://grpc.testnet.concordium.com:20000)`
    )

  const { readFile, readdir } = await import('node:fs/promises')
  const { join, resolve } = await import('node:path')
  const ledger = await import('@kobza/ledger')
  const modulesDir = resolve(modulesOption)
  const keyFile = resolve(keyOption)
  const unreadable = (what: string, path: string, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code
    const reasons: Record<string, string> = {
      ENOENT: 'does not exist',
      EACCES: 'is not readable',
      ENOTDIR: 'is not a folder',
      EISDIR: 'is a folder',
    }
    const reason = (code && reasons[code]) ?? (error as Error).message
    return new OperatorError(`${what} ${path} ${reason}`)
  }
  try {
    let files: string[]
    try {
      files = await readdir(modulesDir)
    } catch (error) {
      throw unreadable('The modules folder', modulesDir, error)
    }
    const names = ledger.defaultContractNames
    const chosen = ledger.moduleFilesFor(files, names, modulesDir)
    const modules = {} as Record<import('@kobza/ledger').ContractRole, Uint8Array>
    for (const role of ledger.contractRoles) {
      const path = join(modulesDir, chosen[role])
      try {
        modules[role] = new Uint8Array(await readFile(path))
      } catch (error) {
        throw unreadable('The module', path, error)
      }
    }
    let keyText: string
    try {
      keyText = await readFile(keyFile, 'utf8')
    } catch (error) {
      throw unreadable('The key file', keyFile, error)
    }
    const account = ledger.parseKeyFile(keyText, `The key file ${keyFile}`)
    const deployOptions = { modules, names, labels: chosen }
    // Everything local is checked before the node is contacted, and the node before anything is signed.
    const plan = await ledger.checkMarketModules(deployOptions)
    const deployer = new ledger.ConcordiumDeployer({ nodeUrl, account })
    options.onConnect?.({ network, nodeUrl, account: account.address })
    await deployer.connect(network)
    const contracts = await ledger.deployMarketContracts(deployer, deployOptions, options.onStep)
    const setting = (ref: import('@kobza/ledger').ContractRef) => `${ref.index},${ref.subindex}`
    return {
      network,
      created: true,
      account: account.address,
      contracts: ledger.contractRoles.map((role) => ({
        role,
        name: names[role],
        index: contracts[role].index.toString(),
        subindex: contracts[role].subindex.toString(),
        module: `module ${plan.refs[role]}`,
        entrypoints: [...ledger.requiredEntrypoints[role]],
      })),
      settings: [
        ['LEDGER_NETWORK', network],
        ['LEDGER_NODE_URL', nodeUrl],
        ['LEDGER_AUCTION_CONTRACT', setting(contracts.auction)],
        ['LEDGER_TOKEN_CONTRACT', setting(contracts.token)],
        ['LEDGER_MARKET_CONTRACT', setting(contracts.market)],
      ],
    }
  } catch (error) {
    if (error instanceof ledger.DeployError) throw new OperatorError(error.message, { cause: error })
    throw error
  }
}

export async function ledgerStatus() {
  await bootApi()
  const { ledgerStatus: status } = await import('#markets/local_ledger_service')
  const { default: kobzaConfig } = await import('#config/kobza')
  try {
    return await status()
  } catch (error) {
    // Most often a database nobody has migrated yet: say so instead of a stack trace.
    return {
      network: kobzaConfig.ledgerNetwork,
      deployed: false,
      reachable: false,
      detail: (error as Error).message,
      contracts: [],
    }
  }
}

/** `kobza ledger fund <account> <ccd>` (local only): the account is a ledger address or a user's e-mail. */
export async function fundLedgerAccount(accountOrEmail: string, ccd: string) {
  await bootApi()
  const { ccdToMicro, microToCcdString } = await import('@kobza/ledger')
  let micro: bigint
  try {
    micro = ccdToMicro(ccd)
  } catch (error) {
    throw new OperatorError((error as Error).message)
  }
  if (micro <= 0n) throw new OperatorError('The amount must be at least 1 CCD')
  const db = (await import('@adonisjs/lucid/services/db')).default
  let address = accountOrEmail
  if (accountOrEmail.includes('@')) {
    const row = await db
      .from('ledger_accounts')
      .join('users', 'users.id', 'ledger_accounts.user_id')
      .where('users.email', accountOrEmail.toLowerCase())
      .select('ledger_accounts.address')
      .first()
    if (!row)
      throw new OperatorError(`${accountOrEmail} has no ledger account yet (it is opened on first use of the markets)`)
    address = row.address
  }
  const { withLocalLedger } = await import('#markets/local_ledger_service')
  const balance = await withLocalLedger((ledger) => {
    if (ledger.accountBalance(address) === undefined) throw new OperatorError(`No ledger account ${address}`)
    return ledger.fund(address, micro)
  })
  return { address, balance: microToCcdString(balance) }
}

/** Opens the local ledger account of the user with this e-mail (demo seeding). */
export async function openLedgerAccount(emailAddress: string) {
  await bootApi()
  const { default: User } = await import('#accounts/user')
  const user = await User.findByOrFail('email', emailAddress.toLowerCase())
  const { ensureLedgerAccount } = await import('#markets/local_ledger_service')
  return ensureLedgerAccount(user.id)
}
