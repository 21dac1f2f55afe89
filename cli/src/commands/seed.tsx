import { render } from 'ink'
import { SeedView, type SeedState } from '../views/SeedView.tsx'
import { operator } from '../operator.ts'

export async function seedReferenceCommand() {
  let state: SeedState = {
    title: 'Seeding reference data (genres, eras)',
    done: 0,
    total: 0,
    created: 0,
    finished: false,
  }
  const view = render(<SeedView state={state} />)
  const update = (next: Partial<SeedState>) => {
    state = { ...state, ...next }
    view.rerender(<SeedView state={state} />)
  }
  try {
    const { seedReference, runMigrations } = await operator()
    await runMigrations()
    const result = await seedReference((step) => {
      update({ done: step.done, total: step.total, current: `${step.table}: ${step.code}` })
    })
    update({ done: result.total, total: result.total, created: result.created, finished: true })
  } catch (error) {
    update({ error: (error as Error).message, finished: true })
    process.exitCode = 1
  } finally {
    view.unmount()
    await view.waitUntilExit()
  }
}

/** Demo content for `npm start`: each feature adds its part here. */
export async function seedDemoCommand() {
  let state: SeedState = { title: 'Seeding demo content', done: 0, total: 0, created: 0, finished: false }
  const view = render(<SeedView state={state} />)
  const update = (next: Partial<SeedState>) => {
    state = { ...state, ...next }
    view.rerender(<SeedView state={state} />)
  }
  try {
    const { seedReference, runMigrations, ensureUser, deployContracts, openLedgerAccount } = await operator()
    await runMigrations()
    await seedReference()
    // Demo contracts live on the local ledger; a Concordium network is deployed by the operator.
    if ((process.env.LEDGER_NETWORK ?? 'local') === 'local') await deployContracts()
    const password = process.env.KOBZA_DEMO_PASSWORD ?? 'Kobza-demo-2026!'
    const accounts = [
      {
        email: 'admin@kobza.local',
        publicName: 'Kobza Admin',
        nickName: 'admin',
        authorities: ['ADMIN', 'MODERATOR'] as const,
      },
      {
        email: 'moderator@kobza.local',
        publicName: 'Kobza Moderator',
        nickName: 'moderator',
        authorities: ['MODERATOR'] as const,
      },
      {
        email: 'judge@kobza.local',
        publicName: 'Hall of Fame Judge',
        nickName: 'judge',
        authorities: ['JUDGE_HALL_OF_FAME'] as const,
      },
    ]
    update({ total: accounts.length })
    let created = 0
    for (const [index, account] of accounts.entries()) {
      update({ current: account.email })
      const result = await ensureUser({ ...account, authorities: [...account.authorities], password })
      if (result.created) created += 1
      if ((process.env.LEDGER_NETWORK ?? 'local') === 'local') await openLedgerAccount(account.email)
      update({ done: index + 1 })
    }
    update({
      created,
      finished: true,
      notes: accounts.map((account) => `${account.email} / ${password} (${account.authorities.join(', ')})`),
    })
  } catch (error) {
    update({ error: (error as Error).message, finished: true })
    process.exitCode = 1
  } finally {
    view.unmount()
    await view.waitUntilExit()
  }
}
