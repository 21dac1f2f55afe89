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
    const { seedDemo } = await operator()
    const result = await seedDemo((step) => {
      update({ done: step.done, total: step.total, current: `${step.domain}: ${step.label}` })
    })
    update({ done: result.total, total: result.total, created: result.created, finished: true, notes: result.notes })
  } catch (error) {
    update({ error: (error as Error).message, finished: true })
    process.exitCode = 1
  } finally {
    view.unmount()
    await view.waitUntilExit()
  }
}
