/* What other domains may use of the catalogue (enforced by the lint rule in eslint.config.js). */
export { default as Genre } from '#catalogue/genre'
export { default as Era } from '#catalogue/era'
export { seedReferenceData, type SeedProgress } from '#catalogue/reference_data'
export { createGenre } from '#catalogue/actions/create_genre'
export { updateGenre } from '#catalogue/actions/update_genre'
export { deleteGenre } from '#catalogue/actions/delete_genre'
export { updateEra } from '#catalogue/actions/update_era'
export { default as Song } from '#catalogue/song'
/** The feed's song attachments become catalogue songs through this (see README, Profiles and the artist catalogue). */
export { createSong, type StoredAudio } from '#catalogue/actions/create_song'
export {
  presentSong,
  presentSongs,
  presentEvent,
  songColumns,
  eventColumns,
  type SongFields,
  type EventFields,
} from '#catalogue/present'
export { default as Event } from '#catalogue/event'
export { primedReferenceList } from '#catalogue/reference_primer'
