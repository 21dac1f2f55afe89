import { render, Text } from 'ink'
import { z } from 'zod'
import { email, failedPasswordRules } from '@kobza/contract'
import { defineCommand } from '../../command.ts'
import { loadOperator } from '../../operator.ts'
import { renderUntilDone } from '../../render.tsx'
import { Prompt, type PromptField } from '../../views/Prompt.tsx'

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
 * Prompts with hidden input in a terminal; for automation, --email plus KOBZA_ADMIN_PASSWORD
 * in the environment (never a password argument, which would land in the shell history and
 * the process list).
 */
async function credentials(emailOption: string | undefined) {
  const fromEnv = process.env.KOBZA_ADMIN_PASSWORD
  if (emailOption && fromEnv) return { email: emailOption, password: fromEnv }
  if (!process.stdin.isTTY) throw new Error('No terminal to ask in: pass --email and set KOBZA_ADMIN_PASSWORD.')
  const answers = await askInTerminal()
  if (!answers) throw new Error('Cancelled.')
  return { email: answers.email!, password: answers.password! }
}

export default defineCommand({
  group: 'users',
  name: 'create-admin',
  description: 'Create an administrator (asks for e-mail and password with hidden input)',
  options: z.object({
    email: email.optional().meta({
      flags: '--email <email>',
      description: 'with KOBZA_ADMIN_PASSWORD set: create without prompting',
    }),
  }),
  run: async ({ options }) => {
    const admin = await credentials(options.email)
    return renderUntilDone(
      (phase) =>
        phase.status === 'done' ? (
          <Text>
            <Text color="green">✔</Text> Administrator {phase.result.email} created (nickname {phase.result.nickName});
            sign in at /admin
          </Text>
        ) : null,
      async () => (await loadOperator()).accounts.createAdmin(admin)
    )
  },
})
