import { defineCommand } from '../../command.ts'
import { runSeed } from '../../report.ts'

export default defineCommand({
  group: 'seed',
  name: 'demo',
  description: 'Demo accounts and content for a local platform (idempotent)',
  run: () =>
    runSeed('Seeding demo content', (operator, report) =>
      operator.seedDemo((step) =>
        report({ done: step.done, total: step.total, current: `${step.domain}: ${step.label}` })
      )
    ),
})
