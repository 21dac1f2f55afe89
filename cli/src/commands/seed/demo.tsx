import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { seedScreen } from '../../views/SeedView.tsx'

export default defineCommand({
  group: 'seed',
  name: 'demo',
  description: 'Demo accounts and content for a local platform (idempotent)',
  run: () =>
    renderUntilDone(seedScreen('Seeding demo content'), async (report) => {
      const operator = await loadOperator()
      return operator.seedDemo((step) =>
        report({ done: step.done, total: step.total, current: `${step.domain}: ${step.label}` })
      )
    }),
})
