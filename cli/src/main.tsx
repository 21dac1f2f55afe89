import { Command } from 'commander'
import type { z } from 'zod'
import { describeOption, InputError, parseInput, type CommandDefinition } from './command.ts'
import { commands } from './commands/index.ts'
import { commandGroups, type CommandGroup } from './commands/groups.ts'
import { closeOperator } from './operator.ts'
import { printFailure } from './render.tsx'

/** The `kobza` program: one commander command per command definition, under its group. */
export function buildProgram(definitions: CommandDefinition[] = commands) {
  const program = new Command()
    .name('kobza')
    .description('Operate a Kobza platform: database, seeds, contracts, auctions and users.')
    .version('0.1.0')
    .showHelpAfterError()

  const groups = new Map<CommandGroup, Command>()
  const parentOf = (group: CommandGroup | undefined) => {
    if (!group) return program
    let parent = groups.get(group)
    if (!parent) {
      parent = program.command(group).description(commandGroups[group])
      groups.set(group, parent)
    }
    return parent
  }

  for (const definition of definitions) {
    const command = parentOf(definition.group).command(definition.name).description(definition.description)
    for (const argument of definition.args ?? [])
      command.argument(argument.optional ? `[${argument.name}]` : `<${argument.name}>`, argument.description)
    for (const [key, schema] of Object.entries(definition.options?.shape ?? {})) {
      const { flags, description } = describeOption(key, schema as z.ZodType)
      command.option(flags, description)
    }
    command.action(async () => {
      let input
      try {
        input = parseInput(definition, command.processedArgs as string[], command.opts())
      } catch (error) {
        if (!(error instanceof InputError)) throw error
        const lines = error.message.split('\n').map((line) => `error: ${line}`)
        return command.error(lines.join('\n'), { exitCode: 1, code: 'kobza.invalidInput' })
      }
      try {
        await definition.run(input)
      } catch (error) {
        printFailure(error)
        process.exitCode = 1
      } finally {
        await closeOperator()
      }
    })
  }
  return program
}

export async function main(argv: string[]) {
  await buildProgram().parseAsync(argv)
}
