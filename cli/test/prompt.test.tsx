import { describe, expect, it, vi } from 'vitest'
import { render } from 'ink-testing-library'
import { Prompt } from '../src/views/Prompt.tsx'

const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

async function type(stdin: { write: (data: string) => void }, text: string) {
  for (const char of text) {
    stdin.write(char)
    await tick()
  }
}

describe('Prompt', () => {
  it('masks secret input and shows the live password checklist', async () => {
    const { stdin, lastFrame } = render(
      <Prompt
        fields={[{ name: 'password', label: 'Password', secret: true, passwordChecklist: true }]}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />
    )
    await tick()
    await type(stdin, 'abc')
    expect(lastFrame()).toContain('Password: •••')
    expect(lastFrame()).not.toContain('abc')
    expect(lastFrame()).toContain('needs an uppercase letter')
    await type(stdin, 'D1!xyzw')
    expect(lastFrame()).toContain('All password rules pass')
  })

  it('refuses an invalid answer and accepts a corrected one', async () => {
    const onSubmit = vi.fn()
    const { stdin, lastFrame } = render(
      <Prompt
        fields={[
          { name: 'first', label: 'Password', secret: true },
          {
            name: 'second',
            label: 'Repeat',
            secret: true,
            validate: (value, values) => (value === values.first ? undefined : 'The passwords must match'),
          },
        ]}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />
    )
    await tick()
    await type(stdin, 'one')
    stdin.write('\r')
    await tick()
    await type(stdin, 'two')
    stdin.write('\r')
    await tick()
    expect(lastFrame()).toContain('The passwords must match')
    expect(onSubmit).not.toHaveBeenCalled()
    for (let i = 0; i < 3; i += 1) {
      stdin.write('\u007f')
      await tick()
    }
    await type(stdin, 'one')
    stdin.write('\r')
    await tick()
    expect(onSubmit).toHaveBeenCalledWith({ first: 'one', second: 'one' })
  })
})

describe('Prompt with pasted input', () => {
  it('submits a pasted line that ends with its Enter', async () => {
    const onSubmit = vi.fn()
    const { stdin } = render(
      <Prompt fields={[{ name: 'email', label: 'E-mail' }]} onSubmit={onSubmit} onCancel={vi.fn()} />
    )
    await tick()
    stdin.write('boss@kobza.local\r')
    await tick()
    expect(onSubmit).toHaveBeenCalledWith({ email: 'boss@kobza.local' })
  })

  it('leaves every answer marked done on screen when it submits', async () => {
    const onSubmit = vi.fn()
    const { stdin, lastFrame } = render(
      <Prompt fields={[{ name: 'email', label: 'E-mail' }]} onSubmit={onSubmit} onCancel={vi.fn()} />
    )
    await tick()
    stdin.write('boss@kobza.local\r')
    await tick()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(lastFrame()).toBe('✔ E-mail: boss@kobza.local')
  })
})
