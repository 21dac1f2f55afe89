/* Who the demo is: apart from the seeder so other domains can know them without its imports. */
import type { Authority } from '@kobza/contract'

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
