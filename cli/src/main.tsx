import { Command } from 'commander'
import { seedDemoCommand, seedReferenceCommand } from './commands/seed.tsx'
import { doctorCommand } from './commands/doctor.tsx'
import { changeAuthorityCommand, createAdminCommand } from './commands/users.tsx'
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

  const users = program.command('users').description('Manage accounts and their authorities')
  users
    .command('create-admin')
    .description('Create an administrator (asks for e-mail and password with hidden input)')
    .option('--email <email>', 'with KOBZA_ADMIN_PASSWORD set: create without prompting')
    .action((options: { email?: string }) => withOperator(() => createAdminCommand(options)))
  for (const change of ['grant', 'revoke'] as const) {
    users
      .command(`${change} <email> <authority>`)
      .description(`${change === 'grant' ? 'Grant' : 'Revoke'} ARTIST, JUDGE_HALL_OF_FAME, MODERATOR or ADMIN`)
      .action((email: string, authority: string) =>
        withOperator(() => changeAuthorityCommand(change, email, authority))
      )
  }

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
