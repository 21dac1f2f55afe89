import { defineCommand } from '../../command.ts'
import { runSeed } from '../../report.ts'

export default defineCommand({
  group: 'seed',
  name: 'reference',
  description: 'Genres and eras (idempotent)',
  run: () =>
    runSeed('Seeding reference data (genres, eras)', async (operator, report) => {
      await operator.runMigrations()
      return operator.catalogue.seedReference((step) =>
        report({ done: step.done, total: step.total, current: `${step.table}: ${step.code}` })
      )
    }),
})
