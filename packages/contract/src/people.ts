import { z } from './zod.js'

/**
 * A person as a list shows them beside what they did: a post's owner, a comment's author, a chat's
 * opponent, a notification's actor, a legend's nominator or judge. One shape for every list.
 */
export const personCard = z.object({
  uuid: z.string(),
  nickName: z.string(),
  publicName: z.string(),
  avatar: z.string().nullable(),
})
export type PersonCard = z.infer<typeof personCard>
