import type { ApiClient } from '@japa/api-client'
import { outboxMailsTo, runJobs, tokenFromLink } from '#tests/helpers'

/** POST /api/v1/subscribers/{uuid}: the owner invites an address to subscribe (the answer is not checked). */
export function invite(
  client: ApiClient,
  owner: { user: { uuid: string }; bearer: string },
  body: { email: string; days?: number }
) {
  return client.post(`/api/v1/subscribers/${owner.user.uuid}`).header('authorization', owner.bearer).json(body)
}

/** Sends the mail due and answers the invitation key that the first mail to `email` links to. */
export async function invitationKeyMailedTo(email: string) {
  await runJobs()
  const [mail] = await outboxMailsTo(email)
  return tokenFromLink(
    mail!.links.find((link) => link.includes('/subscriptions/invitation'))!,
    'key'
  )
}
