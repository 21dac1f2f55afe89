import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { seedScreen } from '../../views/SeedView.tsx'

export default defineCommand({
  group: 'seed',
  name: 'reference',
  description: 'Genres and eras (idempotent)',
  run: () =>
    renderUntilDone(seedScreen('Seeding reference data (genres, eras)'), async (report) => {
      const operator = await loadOperator()
      await operator.runMigrations()
      return operator.catalogue.seedReference((step) =>
        report({ done: step.done, total: step.total, current: `${step.table}: ${step.code}` })
      )
    }),
})
