import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import { genres } from '@kobza/contract'
import { MarketReader, localGenesisHash, localLedgerConfig } from '@kobza/ledger'
import { connectLedgerNode } from '@kobza/ledger/grpc-node'
import { runKobza, spawnKobza } from './kobza-process.ts'

const scratch = mkdtempSync(join(tmpdir(), 'kobza-cli-'))
const sqliteFile = join(scratch, 'cli.sqlite')

function kobza(args: string[], env: Record<string, string> = {}) {
  // seed demo grows with every domain; a loaded CI machine must not kill it half-way.
  const { code, out } = runKobza(args, { scratch, sqliteFile, env, timeout: 240_000 })
  return { code, out }
}

/** The rows of a query on the CLI's database, opened read-only for it. */
function queryRows<Row>(sql: string): Row[] {
  const db = new Database(sqliteFile, { readonly: true })
  try {
    return db.prepare(sql).all() as Row[]
  } finally {
    db.close()
  }
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('kobza CLI (real process, real SQLite)', () => {
  it('--help lists the commands', () => {
    const { code, out } = kobza(['--help'])
    expect(code).toBe(0)
    for (const command of ['seed', 'doctor']) expect(out).toContain(command)
  })

  it('an unknown command fails with help', () => {
    const { code, out } = kobza(['frobnicate'])
    expect(code).not.toBe(0)
    expect(out).toContain("unknown command 'frobnicate'")
  })

  it('a rejected argument names the problem and exits 1 before the API opens the database', () => {
    const untouched = join(scratch, 'untouched.sqlite')
    const { code, out } = kobza(['users', 'grant', 'not-an-email', 'king'], { SQLITE_FILE: untouched })
    expect(code).toBe(1)
    expect(out).toContain('error: argument <email>: Email is not valid')
    expect(out).toContain(
      'error: argument <authority>: Unknown authority KING: use one of ARTIST, JUDGE_HALL_OF_FAME, MODERATOR, ADMIN'
    )
    expect(out).toContain('Usage: kobza users grant [options] <email> <authority>')
    expect(existsSync(untouched)).toBe(false)
  })

  it('seed reference migrates and writes genres and eras, idempotently', () => {
    const first = kobza(['seed', 'reference'])
    expect(first.code, first.out).toBe(0)
    expect(first.out).toContain(`${genres.list.length + 5} added, 0 already present`)
    const second = kobza(['seed', 'reference'])
    expect(second.code, second.out).toBe(0)
    expect(second.out).toContain(`0 added, ${genres.list.length + 5} already present`)
    const rows = queryRows<{ code: string }>('select code from genres order by position')
    expect(rows.map((row) => row.code)).toEqual(genres.codes)
  })

  it('seed demo creates the console accounts and the demo people once', () => {
    const first = kobza(['seed', 'demo'])
    expect(first.code, first.out).toBe(0)
    for (const email of [
      'admin@kobza.local',
      'moderator@kobza.local',
      'judge@kobza.local',
      'artist@kobza.local',
      'fan@kobza.local',
    ])
      expect(first.out).toContain(email)
    // The demo's songs are transcoded before the seed ends: every one READY, none left processing.
    const songStates = queryRows<{ status: string | null }>(
      'select media_renditions.status from songs left join media_renditions on original_key = songs.media_key'
    )
    expect(songStates.length).toBeGreaterThan(0)
    expect(new Set(songStates.map((row) => row.status))).toEqual(new Set(['READY']))
    // A second run finds everything in place and adds nothing.
    const second = kobza(['seed', 'demo'])
    expect(second.code, second.out).toBe(0)
    expect(second.out).toMatch(/\b0 added, [1-9]\d* already present/)
    const authorities = queryRows<{ authority: string }>(
      "select authority from user_authorities join users on users.id = user_id where email = 'admin@kobza.local' order by authority"
    )
    expect(authorities.map((row) => row.authority)).toEqual(['ADMIN', 'MODERATOR'])
  })

  it('seed demo pays a subscription through the sandbox and delivers a greeting with a playable video, once', () => {
    const money = () => {
      const db = new Database(sqliteFile, { readonly: true })
      const subscriptions = db
        .prepare(
          "select purchases.status, subscriptions.active_until from purchases join users fan on fan.id = purchases.payer_id join users artist on artist.id = purchases.artist_id join subscriptions on subscriptions.fan_id = fan.id and subscriptions.artist_id = artist.id where purchases.goal = 'SUBSCRIBE' and fan.email = 'fan@kobza.local' and artist.email = 'artist3@kobza.local'"
        )
        .all() as { status: string; active_until: string | number }[]
      const delivered = db
        .prepare("select video_key from greeting_orders where status = 'COMPLETE' and video_key is not null")
        .all() as { video_key: string }[]
      const counts = db
        .prepare(
          'select (select count(*) from purchases) as purchases, (select count(*) from greeting_orders) as orders'
        )
        .get()
      db.close()
      return { subscriptions, delivered, counts }
    }
    const first = money()
    expect(first.subscriptions.map((row) => row.status)).toEqual(['SUCCEEDED'])
    // A month from the payment: the subscription exists because the callback activated it.
    expect(new Date(first.subscriptions[0]!.active_until).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000)
    expect(first.delivered).toHaveLength(1)
    expect(first.delivered[0]!.video_key).toMatch(/\.webm$/)
    const again = kobza(['seed', 'demo'])
    expect(again.code, again.out).toBe(0)
    expect(money()).toEqual(first)
  })

  it('seed demo trades on the local ledger; auctions, offers and the indexer show it', () => {
    const auctions = kobza(['auctions', 'list', '--json'])
    expect(auctions.code, auctions.out).toBe(0)
    const listed = JSON.parse(auctions.out) as { auctionId: number; status: string; highestBid: string | null }[]
    expect(listed.filter((auction) => auction.status === 'FINISHED')).toHaveLength(3)
    expect(listed.filter((auction) => auction.status === 'OPEN' && auction.highestBid !== null)).toHaveLength(2)
    expect(listed.length).toBeGreaterThanOrEqual(6)
    const offers = JSON.parse(kobza(['offers', 'list', '--json']).out) as { status: string }[]
    expect(offers.map((offer) => offer.status).sort()).toEqual(['ACTIVE', 'ACTIVE', 'SOLD'])

    const table = kobza(['auctions', 'list', '--status', 'FINISHED'])
    expect(table.code, table.out).toBe(0)
    expect(table.out).toMatch(/^ID\s+SONG\s+STATUS\s+END \(UTC\)\s+INITIAL\s+HIGHEST BID/)
    const inspected = kobza(['auctions', 'inspect', '0'])
    expect(inspected.code, inspected.out).toBe(0)
    expect(inspected.out).toContain('database and ledger agree')
    expect(inspected.out).toContain('indexer: caught up')
    const offer = kobza(['offers', 'inspect', '1', '--json'])
    expect(JSON.parse(offer.out).disagreements).toEqual([])
    const indexer = JSON.parse(kobza(['indexer', 'status', '--json']).out) as { lag: string }
    expect(indexer.lag).toBe('0')
    expect(kobza(['auctions', 'inspect', '999']).out).toContain('No auction 999')
  })

  it('seed demo fills the Hall of Fame in every state; legends close-stage ends the stages that are over', () => {
    const states = queryRows<{
      status: string
      total: number
    }>('select status, count(*) as total from legends group by status')
    expect(Object.fromEntries(states.map((row) => [row.status, row.total]))).toEqual({
      VOTING: 5,
      REVIEWING: 2,
      SUCCESS: 6,
      REJECTED: 1,
      NOT_SELECTED: 1,
    })
    const now = JSON.parse(kobza(['legends', 'close-stage', '--json']).out) as {
      reviewing: string[]
      notSelected: string[]
    }
    expect(now).toMatchObject({ reviewing: [], notSelected: [] })
    // A month on, every demo stage has ended: the ones with 3 votes go to the judges, the rest close.
    const later = kobza([
      'legends',
      'close-stage',
      '--at',
      new Date(Date.now() + 30 * 86_400_000).toISOString(),
      '--json',
    ])
    expect(later.code, later.out).toBe(0)
    const closed = JSON.parse(later.out) as { reviewing: string[]; notSelected: string[] }
    expect(closed.reviewing).toHaveLength(0)
    expect(closed.notSelected).toHaveLength(5)
    const wrong = kobza(['legends', 'close-stage', '--at', 'tomorrow'])
    expect(wrong.code).toBe(1)
    expect(wrong.out).toContain('--at must be an ISO 8601 time')
  })

  it('users create-admin without a terminal needs --email and KOBZA_ADMIN_PASSWORD', () => {
    const refused = kobza(['users', 'create-admin'])
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('KOBZA_ADMIN_PASSWORD')
    const weak = kobza(['users', 'create-admin', '--email', 'ops@kobza.local'], { KOBZA_ADMIN_PASSWORD: 'weak' })
    expect(weak.code).toBe(1)
    expect(weak.out).toContain('Password needs')
    const created = kobza(['users', 'create-admin', '--email', 'Ops@Kobza.local'], {
      KOBZA_ADMIN_PASSWORD: 'Ops-Secret-2026',
    })
    expect(created.code, created.out).toBe(0)
    expect(created.out).toContain('Administrator ops@kobza.local created')
    const again = kobza(['users', 'create-admin', '--email', 'ops@kobza.local'], {
      KOBZA_ADMIN_PASSWORD: 'Ops-Secret-2026',
    })
    expect(again.code).toBe(1)
    expect(again.out).toContain('already has an account')
  })

  it('users grant and revoke change one authority and leave an audit entry', () => {
    const granted = kobza(['users', 'grant', 'ops@kobza.local', 'judge_hall_of_fame'])
    expect(granted.code, granted.out).toBe(0)
    expect(granted.out).toContain('JUDGE_HALL_OF_FAME granted')
    expect(kobza(['users', 'grant', 'ops@kobza.local', 'JUDGE_HALL_OF_FAME']).out).toContain('was already held')
    const revoked = kobza(['users', 'revoke', 'ops@kobza.local', 'MODERATOR'])
    expect(revoked.out).toContain('now: JUDGE_HALL_OF_FAME, ADMIN')
    expect(kobza(['users', 'grant', 'ops@kobza.local', 'KING']).code).toBe(1)
    expect(kobza(['users', 'grant', 'nobody@kobza.local', 'ADMIN']).out).toContain('No account')
    const actions = queryRows<{ action: string }>(
      "select action from audit_logs join users on users.id = target_user_id where email = 'ops@kobza.local' order by audit_logs.id"
    )
    expect(actions.map((row) => row.action)).toEqual(['authority.granted', 'authority.revoked'])
  })

  it('users block and unblock need a reason, change the status and leave audit entries with it', () => {
    const noReason = kobza(['users', 'block', 'fan2@kobza.local'])
    expect(noReason.code).toBe(1)
    expect(noReason.out).toContain('--reason')
    const blocked = kobza(['users', 'block', 'fan2@kobza.local', '--reason', 'spam in comments'])
    expect(blocked.code, blocked.out).toBe(0)
    expect(blocked.out).toContain('fan2@kobza.local blocked (spam in comments)')
    expect(kobza(['users', 'block', 'fan2@kobza.local', '--reason', 'again']).out).toContain('was already blocked')
    const unblocked = kobza(['users', 'unblock', 'fan2@kobza.local', '--reason', 'appeal accepted'])
    expect(unblocked.code, unblocked.out).toBe(0)
    expect(unblocked.out).toContain('unblocked (appeal accepted)')
    expect(kobza(['users', 'block', 'nobody@kobza.local', '--reason', 'spam']).out).toContain('No account')
    const rows = queryRows<{
      action: string
      details: string
    }> // The account's own entries: the demo's judges also audit decisions on fan2's nominations.
    (
      "select action, details from audit_logs join users on users.id = target_user_id where email = 'fan2@kobza.local' and action like 'user.%' order by audit_logs.id"
    )
    expect(rows.map((row) => [row.action, JSON.parse(row.details)])).toEqual([
      ['user.blocked', { reason: 'spam in comments', via: 'cli' }],
      ['user.unblocked', { reason: 'appeal accepted', via: 'cli' }],
    ])
  })

  it('reports list shows the demo queue; reports resolve decides one like the console, audited', () => {
    const listed = kobza(['reports', 'list', '--json'])
    expect(listed.code, listed.out).toBe(0)
    const open = JSON.parse(listed.out) as { id: number; targetKind: string; reporter: string; status: string }[]
    expect(open.map((row) => row.targetKind).sort()).toEqual(['COMMENT', 'LEGEND', 'POST', 'PROFILE'])
    expect(open.every((row) => row.status === 'OPEN')).toBe(true)
    const table = kobza(['reports', 'list'])
    expect(table.out).toMatch(/PROFILE\s+\S+\s+OTHER/)
    const profile = open.find((row) => row.targetKind === 'PROFILE')!
    const warned = kobza(['reports', 'resolve', String(profile.id), '--action', 'warn', '--reason', 'Змініть аватар'])
    expect(warned.code, warned.out).toBe(0)
    expect(warned.out).toContain(`report ${profile.id} resolved (WARN: Змініть аватар)`)
    const again = kobza(['reports', 'resolve', String(profile.id), '--action', 'DISMISS', '--reason', 'again'])
    expect(again.code).toBe(1)
    expect(again.out).toContain('This report has already been handled')
    expect(kobza(['reports', 'resolve', String(profile.id), '--action', 'KING', '--reason', 'nope']).code).toBe(1)
    const resolved = JSON.parse(kobza(['reports', 'list', '--status', 'resolved', '--json']).out) as {
      id: number
      resolution: string
    }[]
    expect(resolved.find((row) => row.id === profile.id)?.resolution).toBe('WARN')
    const rows = queryRows<{ action: string; actor_id: number | null; details: string }>(
      "select action, actor_id, details from audit_logs where action in ('user.warned', 'report.resolved') order by id"
    )
    expect(rows.map((row) => [row.action, row.actor_id, JSON.parse(row.details).via])).toEqual([
      ['user.warned', null, 'cli'],
      ['report.resolved', null, 'cli'],
    ])
  })

  it('contracts deploy, ledger status and ledger fund work on the local ledger', () => {
    const deploy = kobza(['contracts', 'deploy'])
    expect(deploy.code, deploy.out).toBe(0)
    expect(deploy.out).toContain('already deployed') // seed demo deployed them
    const status = kobza(['ledger', 'status'])
    expect(status.code, status.out).toBe(0)
    expect(status.out).toMatch(/auction\s+<1,0> auction/)
    expect(status.out).toMatch(/market\s+<3,0> market/)
    const funded = kobza(['ledger', 'fund', 'admin@kobza.local', '5'])
    expect(funded.code, funded.out).toBe(0)
    expect(funded.out).toContain('now holds 1005 CCD')
    expect(kobza(['ledger', 'fund', 'admin@kobza.local', '2.5']).code).toBe(1)
    expect(kobza(['ledger', 'fund', 'nobody@kobza.local', '5']).out).toContain('no ledger account')
  })

  it('ledger node serves the local ledger to the SDK gRPC client until stopped', async () => {
    expect(kobza(['contracts', 'deploy']).code).toBe(0)
    const port = Number(process.env.CLI_TEST_LEDGER_NODE_PORT ?? 24411)
    const node = spawnKobza(['ledger', 'node', '--port', String(port)], { scratch, sqliteFile })
    try {
      const line = await node.waitFor(/gRPC node for the local ledger at (\S+)/, 120_000)
      expect(line[1]).toBe(`http://127.0.0.1:${port}`)
      const client = connectLedgerNode(line[1]!)
      const consensus = await client.getConsensusStatus()
      expect(Buffer.from(consensus.genesisBlock.buffer).toString('hex')).toBe(localGenesisHash)
      const reader = new MarketReader(client, localLedgerConfig())
      expect(await reader.tokenExists('ffffffffffffffff')).toBe(false)
    } finally {
      node.child.kill('SIGINT')
    }
    const code = await node.exited
    expect(code, node.output()).toBe(0)
    expect(node.output()).toContain('stopped (SIGINT)')
  }, 180_000)

  it('doctor is green on the embedded defaults', () => {
    const { code, out } = kobza(['doctor'])
    expect(code, out).toBe(0)
    expect(out).toContain('All checks passed')
    expect(out).toMatch(/✔\s+database/)
  })

  it('doctor reports an unreachable database and exits non-zero', () => {
    const { code, out } = kobza(['doctor'], { DB_CONNECTION: 'pg', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(code).toBe(1)
    expect(out).toMatch(/✖\s+database/)
  })
})
