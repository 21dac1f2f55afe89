import { describe, expect, it } from 'vitest'
import { CommanderError, type Command } from 'commander'
import { z } from 'zod'
import { defineCommand, type CommandDefinition } from '../src/command.ts'
import { buildProgram } from '../src/main.tsx'
import { commands } from '../src/commands/index.ts'

/** Every command of the tree, so a test can keep commander from exiting and collect what it prints. */
function captured(program: Command) {
  const output: string[] = []
  const visit = (command: Command) => {
    command.exitOverride().configureOutput({
      writeOut: (text) => output.push(text),
      writeErr: (text) => output.push(text),
    })
    command.commands.forEach(visit)
  }
  visit(program)
  return { program, output }
}

const received: unknown[] = []
const probe = defineCommand({
  group: 'ledger',
  name: 'probe',
  description: 'Checks what reaches run',
  args: [
    { name: 'label', description: 'any text' },
    { name: 'count', description: 'a whole number', schema: z.coerce.number().int('Count must be a whole number') },
  ],
  options: z.object({
    dryRun: z.boolean().optional().describe('only say what would happen'),
    limit: z.coerce.number().max(10, 'Limit is at most 10').default(3).meta({ flags: '--limit <n>' }),
  }),
  run: async ({ args, options }) => {
    received.push({ label: args.label, count: args.count, dryRun: options.dryRun, limit: options.limit })
  },
})

async function parse(argv: string[], definitions: CommandDefinition[] = [probe]) {
  const { program, output } = captured(buildProgram(definitions))
  try {
    await program.parseAsync(['node', 'kobza', ...argv])
    return { code: 0, out: output.join('') }
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error
    return { code: error.exitCode, out: output.join('') }
  }
}

describe('commands from their definitions', () => {
  it('hands run the arguments and options its schemas produced', async () => {
    received.length = 0
    expect((await parse(['ledger', 'probe', 'hello', '7', '--dry-run'])).code).toBe(0)
    expect(received).toEqual([{ label: 'hello', count: 7, dryRun: true, limit: 3 }])
  })

  it('refuses invalid input with one line per problem, exit code 1 and the help, before run', async () => {
    received.length = 0
    const { code, out } = await parse(['ledger', 'probe', 'hello', '2.5', '--limit', '40'])
    expect(code).toBe(1)
    expect(out).toContain(
      'error: argument <count>: Count must be a whole number\nerror: option --limit: Limit is at most 10'
    )
    expect(out).toContain('Usage: kobza ledger probe [options] <label> <count>')
    expect(received).toEqual([])
  })

  it('builds help from the declarations: group, arguments, option flags and descriptions', async () => {
    const { out } = await parse(['ledger', 'probe', '--help'])
    expect(out).toContain('Checks what reaches run')
    expect(out).toMatch(/count\s+a whole number/)
    expect(out).toMatch(/--dry-run\s+only say what would happen/)
    expect(out).toContain('--limit <n>')
    expect((await parse(['--help'])).out).toMatch(/ledger\s+The ledger the markets run on/)
  })

  it('registers every command of the CLI under its group', async () => {
    const listed = (await parse(['--help'], commands)).out
    for (const group of ['seed', 'doctor', 'users', 'contracts', 'ledger']) expect(listed).toContain(group)
    const users = (await parse(['users', '--help'], commands)).out
    expect(users).toContain('grant <email> <authority>')
    expect(users).toContain('create-admin [options]')
    expect((await parse(['ledger', '--help'], commands)).out).toContain('fund <account> <ccd>')
  })
})
