import { routes } from '@kobza/contract/routes'

/*
 * Which routes take a multipart body, and how. Nothing else does: a multipart body to any other
 * route is refused with 415 before a byte of it is read (multipart_gate_middleware.ts), so no
 * request, signed in or not, writes a file anywhere unless its route is listed here.
 */

/**
 * Routes whose files stream through `receiveMultipart` inside the controller: after the route's
 * authentication and authorization, checked by content and size as the bytes arrive, into a
 * temporary folder removed on every path.
 */
export const fileRoutes: ReadonlySet<string> = new Set([
  routes.feed.createPost.path,
  routes.greetings.deliver.path,
  routes.profiles.updateProfile.path,
  routes.catalogue.createSong.path,
  routes.catalogue.createPlaylist.path,
  routes.catalogue.createEvent.path,
  routes.chat.send.path,
  routes.legends.createSong.path,
  routes.legends.createPerson.path,
  routes.markets.createAuction.path,
])

/**
 * Routes the spec sends as a multipart form of text fields only (comments, replies, an
 * invitation): read like a urlencoded form, in memory and capped; a file part is refused.
 */
export const formRoutes: ReadonlySet<string> = new Set([
  routes.feed.addComment.path,
  routes.feed.reply.path,
  routes.legends.addComment.path,
  routes.legends.reply.path,
  routes.profiles.inviteSubscriber.path,
])
