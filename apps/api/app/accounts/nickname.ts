import { randomInt } from 'node:crypto'
import { limits } from '@kobza/contract'

/* Ukrainian national transliteration (Cabinet of Ministers resolution 55, 2010), word-internal forms. */
export const UKRAINIAN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  "'": '',
  '’': '',
  ы: 'y',
  э: 'e',
  ъ: '',
  ё: 'io',
}

/** A nickname base from a public name: Latin letters, digits and underscores, at most 20 characters. */
export function nicknameBase(publicName: string): string {
  const latin = [...publicName.toLowerCase().normalize('NFC')].map((char) => UKRAINIAN[char] ?? char).join('')
  const ascii = latin.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  const cleaned = ascii.replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '')
  const base = cleaned.length >= 3 ? cleaned : `user${cleaned ? `_${cleaned}` : ''}`
  return base.slice(0, limits.nickName).replace(/_+$/, '')
}

/** The base itself when free, else the base shortened to fit a numeric suffix. */
export async function uniqueNickname(publicName: string, isTaken: (candidate: string) => Promise<boolean>) {
  const base = nicknameBase(publicName)
  if (!(await isTaken(base))) return base
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const suffix = String(randomInt(10 ** (2 + Math.floor(attempt / 5)), 10 ** (3 + Math.floor(attempt / 5))))
    const candidate = `${base.slice(0, limits.nickName - suffix.length)}${suffix}`
    if (!(await isTaken(candidate))) return candidate
  }
  throw new Error('Could not find a free nickname')
}
