/* What the operator CLI may do with accounts; collected by start/operator.ts. */
import { authorities, email, password } from '@kobza/contract'
import { OperatorError, runMigrations, type DemoSeeder } from '#core/console_app'
import { createUser } from '#accounts/actions/create_user'
import { changeAuthorities } from '#accounts/actions/change_authorities'
import { findUserByEmail } from '#accounts/actions/find_user'
import { seedDemoPeople } from '#accounts/demo'

/** `kobza users create-admin`: a new account holding ADMIN and MODERATOR, with the contract's rules. */
export async function createAdmin(input: { email: string; password: string; publicName?: string }) {
  // The first admin is often made on a fresh database: bring the schema up first.
  await runMigrations()
  const parsedEmail = email.safeParse(input.email)
  if (!parsedEmail.success) throw new OperatorError(parsedEmail.error.issues[0]!.message)
  const parsedPassword = password.safeParse(input.password)
  if (!parsedPassword.success)
    throw new OperatorError(parsedPassword.error.issues.map((issue) => issue.message).join('; '))
  if (await findUserByEmail(parsedEmail.data)) {
    throw new OperatorError(
      `${parsedEmail.data} already has an account: use "kobza users grant ${parsedEmail.data} ADMIN"`
    )
  }
  const user = await createUser({
    email: parsedEmail.data,
    password: input.password,
    publicName: input.publicName ?? 'Administrator',
    authorities: ['ADMIN', 'MODERATOR'],
  })
  return { uuid: user.uuid, email: user.email, nickName: user.nickName }
}

/** `kobza users grant|revoke`: changes one authority, audited as the operator's (no actor). */
export async function changeAuthority(emailAddress: string, authority: string, change: 'grant' | 'revoke') {
  const parsedAuthority = authorities.safeParse(authority)
  if (!parsedAuthority.success)
    throw new OperatorError(`Unknown authority ${authority}: use one of ${authorities.options.join(', ')}`)
  const user = await findUserByEmail(emailAddress)
  if (!user) throw new OperatorError(`No account with the e-mail ${emailAddress}`)
  const result = await changeAuthorities(
    user,
    change === 'grant' ? { grant: [parsedAuthority.data] } : { revoke: [parsedAuthority.data] },
    { actor: null, via: 'cli' }
  )
  return {
    email: user.email,
    authorities: user.authorities,
    changed: result.granted.length > 0 || result.revoked.length > 0,
  }
}

/** `kobza users block|unblock`: the operator's moderation, audited with its reason like the console's. */
export async function changeStatus(emailAddress: string, status: 'ACTIVE' | 'BLOCKED', reason: string) {
  const user = await findUserByEmail(emailAddress)
  if (!user) throw new OperatorError(`No account with the e-mail ${emailAddress}`)
  const result = await changeAuthorities(user, { status, reason }, { actor: null, via: 'cli' })
  return { email: user.email, status: user.status, changed: result.statusChanged }
}

export const demo: DemoSeeder = { domain: 'accounts', run: seedDemoPeople }
