/* What other domains may use of the catalogue (enforced by the lint rule in eslint.config.js). */
export { default as Genre } from '#catalogue/genre'
export { default as Era } from '#catalogue/era'
export { seedReferenceData, type SeedProgress } from '#catalogue/reference_data'
