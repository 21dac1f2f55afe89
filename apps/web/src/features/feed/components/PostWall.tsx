/** The posts of one artist, newest first, as on the home feed (spec 000 §2, Profile). */
export interface PostWallProps {
  artist: { uuid: string; nickName: string }
  /** The owner sees the add-post button and their hidden or premium posts. */
  isOwner: boolean
}

// Placeholder until the feed's cards land (issue 11); the profile screen already composes it.
export function PostWall(_props: PostWallProps) {
  return null
}
