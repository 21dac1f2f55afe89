import { expect } from 'vitest'
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/**
 * A decision that asks for a reason in `dialog`: its confirm button (`confirmName`) stays disabled
 * until a reason is typed, then sends it.
 */
export async function confirmWithReason(dialog: HTMLElement, confirmName: string, reason: string) {
  const confirm = within(dialog).getByRole('button', { name: confirmName })
  expect((confirm as HTMLButtonElement).disabled).toBe(true)
  await userEvent.type(within(dialog).getByRole('textbox'), reason)
  await userEvent.click(confirm)
}
