import { Command } from 'commander'
import { seedDemoCommand, seedReferenceCommand } from './commands/seed.tsx'
import { doctorCommand } from './commands/doctor.tsx'
import { closeOperator } from './operator.ts'

export function buildProgram() {
  const program = new Command()
    .name('kobza')
    .description('Operate a Kobza platform: database, seeds, contracts, auctions and users.')
    .version('0.1.0')
    .showHelpAfterError()

  const seed = program.command('seed').description('Write reference or demo data into the configured database')
  seed
    .command('reference')
    .description('Genres and eras (idempotent)')
    .action(() => withOperator(seedReferenceCommand))
  seed
    .command('demo')
    .description('Demo accounts and content for a local platform (idempotent)')
    .action(() => withOperator(seedDemoCommand))

  program
    .command('doctor')
    .description('Print runtime, database, storage, ledger, payment and mail settings and check each')
    .action(() => withOperator(doctorCommand))

  return program
}

async function withOperator(command: () => Promise<void>) {
  try {
    await command()
  } finally {
    await closeOperator()
  }
}

export async function main(argv: string[]) {
  await buildProgram().parseAsync(argv)
}
