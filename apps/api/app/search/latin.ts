import { ukrainianToLatin } from '#accounts/public'

/*
 * Names are matched in one Latin form: Ukrainian letters transliterated as nicknames are
 * (national system), accents dropped, lower case. The query gets the same treatment, so
 * 'okean elzy' and 'Океан Ельзи' meet in 'okean elzy' — reverse transliteration would be
 * ambiguous. The SQL form below builds the same string inside the database for its indexes.
 */
const ACCENTED: Record<string, string> = {
  à: 'a',
  á: 'a',
  â: 'a',
  ä: 'a',
  ã: 'a',
  å: 'a',
  ą: 'a',
  ç: 'c',
  ć: 'c',
  č: 'c',
  è: 'e',
  é: 'e',
  ê: 'e',
  ë: 'e',
  ę: 'e',
  ì: 'i',
  í: 'i',
  î: 'i',
  ï: 'i',
  ł: 'l',
  ñ: 'n',
  ń: 'n',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  ö: 'o',
  õ: 'o',
  ø: 'o',
  ś: 's',
  š: 's',
  ù: 'u',
  ú: 'u',
  û: 'u',
  ü: 'u',
  ý: 'y',
  ÿ: 'y',
  ź: 'z',
  ż: 'z',
  ž: 'z',
}

/** Each letter with the Latin it becomes, upper-case forms included (SQLite's lower() is ASCII only). */
function letterPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  for (const table of [ukrainianToLatin, ACCENTED]) {
    for (const [letter, latin] of Object.entries(table)) {
      pairs.push([letter, latin])
      const upper = letter.toUpperCase()
      if (upper !== letter) pairs.push([upper, latin])
    }
  }
  return pairs
}

/** Printable ASCII: nothing to transliterate (PostgreSQL's stored keys, most nicknames). */
const PLAIN = /^[\x20-\x7e]*$/

/** Words of the Latin form (letters and digits only), space-separated. */
export function latinKey(text: string): string {
  // Search ranks up to 500 names per query with this; Latin names skip the letter mapping.
  const latin = PLAIN.test(text) ? asciiMapped(text.toLowerCase()) : transliterated(text)
  return latin.replace(/[^a-z0-9]+/g, ' ').trim()
}

/** The few ASCII characters the tables map (the apostrophe, dropped inside a word). */
const ASCII_PAIRS = Object.entries({ ...ukrainianToLatin, ...ACCENTED }).filter(([letter]) => PLAIN.test(letter))

function asciiMapped(text: string): string {
  let mapped = text
  for (const [letter, latin] of ASCII_PAIRS) mapped = mapped.replaceAll(letter, latin)
  return mapped
}

function transliterated(text: string): string {
  const mapped = [...text.normalize('NFC').toLowerCase()]
    .map((char) => ukrainianToLatin[char] ?? ACCENTED[char] ?? char)
    .join('')
  return mapped.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * The Latin form as one SQL expression of `expression` (nested replace() calls, valid on
 * SQLite and PostgreSQL); punctuation stays, which trigram matching ignores.
 */
export function latinSql(expression: string): string {
  let sql = `lower(${expression})`
  for (const [letter, latin] of letterPairs()) sql = `replace(${sql}, ${literal(letter)}, ${literal(latin)})`
  return sql
}

/** A word whose last syllable is closed by і: consonants, і, consonants (Latin key letters). */
const CLOSED_I = /^([a-z]*[a-z])i([bcdfghjklmnprstvz]+)$/

/**
 * Other Latin keys for `key` that Ukrainian declension makes of its words: і of a closed last
 * syllable opens to о or е when the word is declined — Львів, Львова, у Львові; Харків, у
 * Харкові; Київ, у Києві — so "lviv" never meets "lvovi" by prefix, substring or trigrams
 * (similarity 0.22). Each form keeps the consonants after the vowel, so it is a word prefix of
 * the declined word. At most `limit` keys, the typed key excluded.
 */
export function declinedKeys(key: string, limit = 8): string[] {
  const choices = key.split(' ').map((word) => {
    const closed = word.length >= 4 ? CLOSED_I.exec(word) : null
    if (!closed) return [word]
    const [, stem, coda] = closed
    return [word, `${stem}o${coda}`, `${stem}e${coda}`, `${stem}ie${coda}`]
  })
  let keys = ['']
  for (const forms of choices) {
    keys = keys.flatMap((start) => forms.map((form) => (start ? `${start} ${form}` : form))).slice(0, limit + 1)
  }
  return keys.filter((candidate) => candidate !== key).slice(0, limit)
}
