/*
 * The spec's English labels of the reference lists (spec 002 §3), free of zod so a
 * browser bundle can import them without the schema library (`@kobza/contract/labels`).
 */
export const eraLabels = {
  CLASSIC_ERA: 'Classic era',
  EIGHTIES: '80s era',
  NINETIES: '90s era',
  ZERO_YEARS: '00s era',
  MODERN_ERA: 'Modern era',
} as const

export const genreLabels = {
  EDM_ELECTRONIC: 'EDM/Electronic',
  HIP_HOP_R_AND_B_SOUL: 'Hip Hop/R&B/Soul',
  POP: 'Pop',
  ROCK_METAL: 'Rock/Metal',
  CLASSICAL: 'Classical',
  COUNTRY: 'Country',
  JAZZ_BLUES: 'Jazz/Blues',
  INDIE: 'Indie',
  LATIN: 'Latin',
  ALTERNATIVE: 'Alternative',
  REGGAE: 'Reggae',
  K_POP: 'K-pop',
  AFROBEAT: 'Afrobeat',
} as const

/* The Ukrainian labels of the built-in codes: the seeder's first value of `name_uk`, the web's fallback. */
export const eraLabelsUk = {
  CLASSIC_ERA: 'Класична епоха',
  EIGHTIES: 'Епоха 80-х',
  NINETIES: 'Епоха 90-х',
  ZERO_YEARS: 'Епоха 2000-х',
  MODERN_ERA: 'Сучасна епоха',
} as const satisfies Record<keyof typeof eraLabels, string>

export const genreLabelsUk = {
  EDM_ELECTRONIC: 'EDM/Електроніка',
  HIP_HOP_R_AND_B_SOUL: 'Хіп-хоп/R&B/Соул',
  POP: 'Поп',
  ROCK_METAL: 'Рок/Метал',
  CLASSICAL: 'Класика',
  COUNTRY: 'Кантрі',
  JAZZ_BLUES: 'Джаз/Блюз',
  INDIE: 'Інді',
  LATIN: 'Латиноамериканська',
  ALTERNATIVE: 'Альтернатива',
  REGGAE: 'Реґі',
  K_POP: 'K-pop',
  AFROBEAT: 'Афробіт',
} as const satisfies Record<keyof typeof genreLabels, string>
