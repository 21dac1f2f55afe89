/*
 * The API as a library for the `kobza` operator CLI (`@kobza/api/operator`): boots the
 * application once in console mode and collects each domain's own operator module, the
 * way start/routes.ts collects each domain's routes. A new domain adds one line below.
 */
import {
  bootApi,
  runMigrations,
  type DemoContext,
  type DemoProgress,
  type DemoResult,
  type DemoSeeder,
} from '#core/console_app'
import kobzaConfig from '#config/kobza'

export { bootApi, shutdownApi, runMigrations, OperatorError } from '#core/console_app'
export type { DemoProgress } from '#core/console_app'
export type { DoctorCheck } from '#health/operator'
export type { DeployedContract, LedgerStatus } from '#markets/local_ledger_service'
export type { IndexerStatus } from '#markets/indexer'
export type { MailProblem, MailStatus } from '#core/mail/operator'

const domainOperators = {
  catalogue: () => import('#catalogue/operator'),
  markets: () => import('#markets/operator'),
  profiles: () => import('#profiles/operator'),
  accounts: () => import('#accounts/operator'),
  health: () => import('#health/operator'),
  feed: () => import('#feed/operator'),
  payments: () => import('#payments/operator'),
  greetings: () => import('#greetings/operator'),
  legends: () => import('#legends/operator'),
  chat: () => import('#chat/operator'),
  moderation: () => import('#moderation/operator'),
  mail: () => import('#core/mail/operator'),
  media: () => import('#media/operator'),
  notifications: () => import('#notifications/operator'),
}

type Operators = { [Domain in keyof typeof domainOperators]: Awaited<ReturnType<(typeof domainOperators)[Domain]>> }

/**
 * Demo content, in the order it depends on: reference data and contracts, then people and
 * their profiles, then what they publish, pay and trade. A domain adds its seeder here.
 */
function demoSeeders(operators: Operators): DemoSeeder[] {
  return [
    operators.catalogue.demo,
    operators.markets.demo,
    operators.accounts.demo,
    operators.profiles.demo,
    operators.catalogue.contentDemo,
    operators.feed.demo,
    operators.payments.demo,
    operators.greetings.demo,
    operators.legends.demo,
    // Conversations of the demo fans with the artists they subscribe to (feed and profiles subscribe them).
    operators.chat.demo,
    // Open reports of what the feed, profiles and legends demos wrote: the console's queue.
    operators.moderation.demo,
    // The markets trade last: their auctions need the demo artists, their songs and the fans.
    operators.markets.tradingDemo,
    // Every song the seeders stored is transcoded before the seed ends (queued in their transactions).
    operators.media.demo,
    // Last: what every seeder above told people, spread over the past days and mostly read.
    operators.notifications.demo,
  ]
}

/** Boots the API and loads every domain's operator module. */
export async function loadOperator() {
  await bootApi()
  const entries = await Promise.all(
    Object.entries(domainOperators).map(async ([domain, load]) => [domain, await load()] as const)
  )
  const operators = Object.fromEntries(entries) as Operators
  return {
    ...operators,
    runMigrations,
    seedDemo: (onProgress?: DemoProgress) => seedDemo(demoSeeders(operators), onProgress),
  }
}

export type Operator = Awaited<ReturnType<typeof loadOperator>>

/** `kobza seed demo`: migrations, then each domain's demo content; idempotent. */
async function seedDemo(seeders: DemoSeeder[], onProgress?: DemoProgress) {
  await runMigrations()
  const context: DemoContext = {
    password: kobzaConfig.demoPassword,
    localLedger: kobzaConfig.ledgerNetwork === 'local',
    progress: () => {},
  }
  const totals: Required<DemoResult> = { created: 0, total: 0, notes: [] }
  for (const seeder of seeders) {
    const result = await seeder.run({
      ...context,
      progress: (label, done, total) => onProgress?.({ domain: seeder.domain, label, done, total }),
    })
    totals.created += result.created
    totals.total += result.total
    totals.notes.push(...(result.notes ?? []))
  }
  return totals
}
