import { useQuery } from '@tanstack/react-query'
import type { ArtistProfile } from '@kobza/contract'
import { useSession } from '../../../shared/session/SessionContext'
import { profileQueryOptions } from './profileApi'

/** The profile a page under /profile/{nickName} belongs to, and who is looking at it. */
export function useArtistPage(nickName: string) {
  const { client, user } = useSession()
  const query = useQuery(profileQueryOptions(client, nickName))
  const profile: ArtistProfile | undefined = query.data
  // The spec's owner rule: the server says OWNER, or the nickname is the signed-in user's.
  const isOwner =
    profile?.levelSubscription === 'OWNER' ||
    (!!user && user.nickName.toLowerCase() === (profile?.nickName ?? nickName).toLowerCase())
  const isArtist = profile?.authorities.includes('ARTIST') ?? false
  return { query, profile, isOwner, isArtist }
}
