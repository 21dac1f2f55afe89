import type { Authority } from '@kobza/contract'
import type { DemoContext, DemoResult } from '#core/console_app'
import { findUserByEmail } from '#accounts/actions/find_user'
import { changeAuthorities } from '#accounts/actions/change_authorities'
import { createUser } from '#accounts/actions/create_user'
import { openLedgerAccount } from '#markets/public'

export interface DemoPerson {
  email: string
  publicName: string
  nickName: string
  authorities: Authority[]
}

/** The people `npm start` shows: staff for the console, artists and fans for the app (README lists them). */
export const demoPeople: DemoPerson[] = [
  { email: 'admin@kobza.local', publicName: 'Kobza Admin', nickName: 'admin', authorities: ['ADMIN', 'MODERATOR'] },
  { email: 'moderator@kobza.local', publicName: 'Kobza Moderator', nickName: 'moderator', authorities: ['MODERATOR'] },
  {
    email: 'judge@kobza.local',
    publicName: 'Hall of Fame Judge',
    nickName: 'judge',
    authorities: ['JUDGE_HALL_OF_FAME'],
  },
  {
    email: 'artist@kobza.local',
    publicName: 'Оксана Вербицька',
    nickName: 'oksana_verbytska',
    authorities: ['ARTIST'],
  },
  { email: 'artist2@kobza.local', publicName: 'Гурт Полинь', nickName: 'hurt_polyn', authorities: ['ARTIST'] },
  {
    email: 'artist3@kobza.local',
    publicName: 'Тарас Кобзаренко',
    nickName: 'taras_kobzarenko',
    authorities: ['ARTIST'],
  },
  { email: 'fan@kobza.local', publicName: 'Марія Коваль', nickName: 'mariia_koval', authorities: [] },
  { email: 'fan2@kobza.local', publicName: 'Андрій Мельник', nickName: 'andrii_melnyk', authorities: [] },
  { email: 'fan3@kobza.local', publicName: 'Соломія Ткачук', nickName: 'solomiia_tkachuk', authorities: [] },
]

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
