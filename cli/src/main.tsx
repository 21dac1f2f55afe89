import { Command } from 'commander'
import { seedDemoCommand, seedReferenceCommand } from './commands/seed.tsx'
import { doctorCommand } from './commands/doctor.tsx'
import { changeAuthorityCommand, createAdminCommand } from './commands/users.tsx'
import { deployContractsCommand, fundCommand, ledgerStatusCommand, type DeployOptions } from './commands/ledger.tsx'
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

  const contracts = program.command('contracts').description('Smart contracts of the markets')
  contracts
    .command('deploy')
    .description(
      'Create the auction, CIS-2 token and market contract instances: built in on the local ledger; on Concordium, deploy the modules and initialise them (see packages/ledger/CONTRACTS.md)'
    )
    .option('--network <name>', 'local, or a Concordium network such as testnet or mainnet (default: LEDGER_NETWORK)')
    .option('--modules <dir>', 'Concordium: folder with auction.wasm.v1, rr_token.wasm.v1 and market.wasm.v1')
    .option('--key <file>', 'Concordium: key file exported from a Concordium wallet, for the paying account')
    .action((options: DeployOptions) => withOperator(() => deployContractsCommand(options)))

  const ledger = program.command('ledger').description('The ledger the markets run on')
  ledger
    .command('status')
    .description('Network, node reachability, contract addresses and modules')
    .action(() => withOperator(ledgerStatusCommand))
  ledger
    .command('fund <account> <ccd>')
    .description("Add whole CCD to a local ledger account (an address or a user's e-mail)")
    .action((account: string, ccd: string) => withOperator(() => fundCommand(account, ccd)))

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
