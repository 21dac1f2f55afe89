/*
 * What a command file declares: its place in `kobza`, its help, its inputs as zod schemas and
 * what it does. The registry (program.ts) turns these into commander commands.
 */
import { z } from 'zod'
import type { CommandGroup } from './commands/groups.ts'

declare module 'zod' {
  interface GlobalMeta {
    /** Commander flags of an option, such as `--email <email>`; derived from the key when absent. */
    flags?: string
  }
}

export interface ArgumentDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name
  description: string
  /** Validates and converts the raw text; a plain string when absent. */
  schema?: Schema
  /** May be left out (`[name]` in help; last in order); its schema then accepts undefined. */
  optional?: boolean
}

type ArgumentValues<Args extends readonly ArgumentDefinition[]> = {
  [Arg in Args[number] as Arg['name']]: Arg extends { schema: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : string
}

export interface CommandInput<Args extends readonly ArgumentDefinition[], Options extends z.ZodObject> {
  args: ArgumentValues<Args>
  options: z.output<Options>
}

export interface CommandDefinition<
  Args extends readonly ArgumentDefinition[] = readonly ArgumentDefinition[],
  Options extends z.ZodObject = z.ZodObject,
> {
  /** The parent command (`kobza <group> <name>`); top-level when absent. */
  group?: CommandGroup
  name: string
  description: string
  /** Positional arguments, in order; required unless marked optional. */
  args?: Args
  /** Each key is an option; `.meta({ description, flags })` on its schema feeds the help. */
  options?: Options
  /** Does the work; sets `process.exitCode` (renderUntilDone does) or throws to fail. */
  run(input: CommandInput<Args, Options>): Promise<unknown>
}

/** Identity at runtime: exists so a command file gets its `run` input typed from its declarations. */
export function defineCommand<
  const Args extends readonly ArgumentDefinition[] = [],
  Options extends z.ZodObject = z.ZodObject<Record<never, never>>,
>(definition: CommandDefinition<Args, Options>): CommandDefinition<Args, Options> {
  return definition
}

/** The commander flags and description of one option of a command's options object. */
export function describeOption(key: string, schema: z.ZodType): { flags: string; description: string } {
  const meta = metaOf(schema)
  const flag = `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
  const takesNoValue = innermost(schema) instanceof z.ZodBoolean
  return {
    flags: meta?.flags ?? (takesNoValue ? flag : `${flag} <${key}>`),
    description: meta?.description ?? '',
  }
}

/** Metadata set on the option's schema or on any wrapper (optional, default) around it. */
function metaOf(schema: z.ZodType): z.GlobalMeta | undefined {
  const own = schema.meta()
  if (own) return own
  return 'unwrap' in schema && typeof schema.unwrap === 'function' ? metaOf(schema.unwrap() as z.ZodType) : undefined
}

function innermost(schema: z.ZodType): z.ZodType {
  return 'unwrap' in schema && typeof schema.unwrap === 'function' ? innermost(schema.unwrap() as z.ZodType) : schema
}

export class InputError extends Error {}

/**
 * Checks the raw values commander collected against the command's schemas. Throws an
 * InputError naming every argument or option that is wrong, and why.
 */
export function parseInput<Args extends readonly ArgumentDefinition[], Options extends z.ZodObject>(
  definition: CommandDefinition<Args, Options>,
  rawArgs: string[],
  rawOptions: Record<string, unknown>
): CommandInput<Args, Options> {
  const problems: string[] = []
  const args: Record<string, unknown> = {}
  for (const [index, argument] of (definition.args ?? []).entries()) {
    const parsed = (argument.schema ?? z.string()).safeParse(rawArgs[index])
    if (parsed.success) args[argument.name] = parsed.data
    else problems.push(`argument <${argument.name}>: ${messagesOf(parsed.error)}`)
  }
  let options: unknown = {}
  if (definition.options) {
    const parsed = definition.options.safeParse(rawOptions)
    if (parsed.success) options = parsed.data
    for (const issue of parsed.error?.issues ?? []) {
      const key = String(issue.path[0] ?? '')
      const flag = key ? describeOption(key, definition.options.shape[key] as z.ZodType).flags.split(' ')[0] : ''
      problems.push(flag ? `option ${flag}: ${issue.message}` : issue.message)
    }
  }
  if (problems.length > 0) throw new InputError(problems.join('\n'))
  return { args, options } as CommandInput<Args, Options>
}

const messagesOf = (error: z.ZodError) => error.issues.map((issue) => issue.message).join('; ')
