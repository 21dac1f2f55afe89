import { render, Text } from 'ink'
import { failedPasswordRules } from '@kobza/contract'
import { Prompt, type PromptField } from '../views/Prompt.tsx'
import { operator } from '../operator.ts'

const adminFields: PromptField[] = [
  {
    name: 'email',
    label: 'E-mail',
    validate: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? undefined : 'Enter a valid e-mail address'),
  },
  {
    name: 'password',
    label: 'Password',
    secret: true,
    passwordChecklist: true,
    validate: (value) =>
      failedPasswordRules(value).length === 0 ? undefined : 'The password does not meet every rule',
  },
  {
    name: 'confirm',
    label: 'Repeat password',
    secret: true,
    validate: (value, values) => (value === values.password ? undefined : 'The passwords must match'),
  },
]

function askInTerminal(): Promise<Record<string, string> | null> {
  return new Promise((resolve) => {
    const view = render(
      <Prompt
        fields={adminFields}
        onSubmit={(values) => {
          view.unmount()
          resolve(values)
        }}
        onCancel={() => {
          view.unmount()
          resolve(null)
        }}
      />,
      { exitOnCtrlC: false }
    )
  })
}

/**
 * `kobza users create-admin`: prompts with hidden input in a terminal; for automation,
 * --email plus KOBZA_ADMIN_PASSWORD in the environment (never a password argument,
 * which would land in the shell history and the process list).
 */
export async function createAdminCommand(options: { email?: string }) {
  const fromEnv = process.env.KOBZA_ADMIN_PASSWORD
  let answers: Record<string, string> | null
  if (options.email && fromEnv) answers = { email: options.email, password: fromEnv }
  else if (process.stdin.isTTY) answers = await askInTerminal()
  else {
    console.error('No terminal to ask in: pass --email and set KOBZA_ADMIN_PASSWORD.')
    process.exitCode = 1
    return
  }
  if (!answers) {
    console.error('Cancelled.')
    process.exitCode = 1
    return
  }
  const { createAdmin } = await operator()
  try {
    const admin = await createAdmin({ email: answers.email!, password: answers.password! })
    const view = render(
      <Text>
        <Text color="green">✔</Text> Administrator {admin.email} created (nickname {admin.nickName}); sign in at /admin
      </Text>
    )
    view.unmount()
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    process.exitCode = 1
  }
}

export async function changeAuthorityCommand(change: 'grant' | 'revoke', email: string, authority: string) {
  const { changeAuthority } = await operator()
  try {
    const result = await changeAuthority(email, authority.toUpperCase(), change)
    const verb = change === 'grant' ? 'granted' : 'revoked'
    const view = render(
      <Text>
        <Text color={result.changed ? 'green' : 'yellow'}>{result.changed ? '✔' : '·'}</Text> {authority.toUpperCase()}{' '}
        {result.changed ? verb : `was already ${change === 'grant' ? 'held' : 'absent'}`} for {result.email}; now:{' '}
        {result.authorities.join(', ') || 'no authorities'}
      </Text>
    )
    view.unmount()
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`)
    process.exitCode = 1
  }
}
