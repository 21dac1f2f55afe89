import { defineCommand } from '../command.ts'
import { loadOperator } from '../operator.ts'
import { renderUntilDone } from '../render.tsx'
import { DoctorView, type DoctorRow } from '../views/DoctorView.tsx'

export default defineCommand({
  name: 'doctor',
  description: 'Print runtime, database, storage, ledger, payment and mail settings and check each',
  run: () =>
    renderUntilDone(
      (phase) => (phase.status === 'done' ? <DoctorView checks={phase.result} /> : null),
      async (): Promise<DoctorRow[]> => (await loadOperator()).health.doctor(),
      { failed: (checks) => checks.some((check) => !check.ok) }
    ),
})
