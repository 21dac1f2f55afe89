import { songCreate, type CatalogueSong as SongAnswer } from '@kobza/contract'
import type { User } from '#accounts/public'
import { validate } from '#core/validate'
import Song from '#catalogue/song'
import { presentSongs } from '#catalogue/present'

export interface StoredAudio {
  mediaKey: string
  lengthSeconds: number
}

/** Adds a song whose audio is already stored and measured (its length read from the file). */
export async function createSong(
  artist: User,
  input: Record<string, unknown>,
  audio: StoredAudio
): Promise<SongAnswer> {
  const { songName, genre } = validate(songCreate, input)
  const song = await Song.create({
    userId: artist.id,
    name: songName,
    genre,
    lengthSeconds: audio.lengthSeconds,
    mediaKey: audio.mediaKey,
  })
  // PROCESSING (with its progress) until the transcoding job is done.
  const [answer] = await presentSongs([song], () => ({ uuid: artist.uuid, nickName: artist.nickName }))
  return answer!
}
