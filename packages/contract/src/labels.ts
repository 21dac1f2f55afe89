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
