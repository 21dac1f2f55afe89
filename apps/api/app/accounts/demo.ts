import type { DemoContext, DemoResult } from '#core/console_app'
import { findUserByEmail } from '#accounts/actions/find_user'
import { changeAuthorities } from '#accounts/actions/change_authorities'
import { createUser } from '#accounts/actions/create_user'
import { openLedgerAccount } from '#markets/public'
import { demoPeople, type DemoPerson } from '#accounts/demo_people'

/** Creates the demo people once; a later run restores their authorities and leaves the rest as edited. */
export async function seedDemoPeople(context: DemoContext): Promise<DemoResult> {
  let created = 0
  for (const [index, person] of demoPeople.entries()) {
    context.progress(person.email, index, demoPeople.length)
    const existing = await findUserByEmail(person.email)
    if (existing) {
      await changeAuthorities(existing, { grant: person.authorities }, { actor: null, via: 'seed' })
    } else {
      const user = await createUser({
        email: person.email,
        password: context.password,
        publicName: person.publicName,
        nickName: person.nickName,
        status: 'ACTIVE',
        authorities: person.authorities,
      })
      if (context.localLedger) await openLedgerAccount(user.id)
      created += 1
    }
  }
  context.progress('done', demoPeople.length, demoPeople.length)
  const roles = (person: DemoPerson) => (person.authorities.length > 0 ? person.authorities.join(', ') : 'fan')
  return {
    created,
    total: demoPeople.length,
    notes: demoPeople.map((person) => `${person.email} / ${context.password} (${roles(person)})`),
  }
}
