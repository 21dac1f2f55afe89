import { render } from 'ink'
import { DoctorView } from '../views/DoctorView.tsx'
import { operator } from '../operator.ts'

export async function doctorCommand() {
  const { doctor } = await operator()
  const checks = await doctor()
  const view = render(<DoctorView checks={checks} />)
  view.unmount()
  await view.waitUntilExit()
  if (checks.some((check) => !check.ok)) process.exitCode = 1
}
