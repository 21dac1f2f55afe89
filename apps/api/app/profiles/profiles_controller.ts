import type { HttpContext } from '@adonisjs/core/http'
import { profileMessages, type ArtistProfile as ProfileAnswer } from '@kobza/contract'
import { deleteStored, pickFields, pictureSlot, withUploads } from '#media/public'
import { findProfileOwner } from '#profiles/actions/find_profile_owner'
import { showProfile, showProfileOf } from '#profiles/actions/show_profile'
import { updateProfile } from '#profiles/actions/update_profile'
import { optionalViewer } from '#accounts/public'
import { requireOwner } from '#profiles/viewer'

export default class ProfilesController {
  /** GET /api/v1/profiles/:id — public; levelSubscription depends on who asks. */
  async show(ctx: HttpContext): Promise<ProfileAnswer> {
    const viewer = await optionalViewer(ctx)
    return showProfileOf(String(ctx.params.id), viewer?.id ?? null)
  }

  /**
   * PATCH /api/v1/profiles/:id (multipart) — the owner only, decided before a byte of the body
   * is read (the route is in app/media/multipart_routes.ts's fileRoutes); the pictures are checked
   * while they stream, and nothing of a refused request stays stored.
   */
  async update(ctx: HttpContext): Promise<ProfileAnswer> {
    const owner = await findProfileOwner(String(ctx.params.id))
    requireOwner(ctx, owner)
    const pictureMessages = { type: profileMessages.imageType, size: profileMessages.imageTooLarge }
    const slots = { avatar: pictureSlot(pictureMessages), cover: pictureSlot(pictureMessages) }
    const replaced = await withUploads(ctx.request, slots, profileMessages.unexpectedFile, async (form, store) => {
      const fields = pickFields(form, [
        'publicName',
        'nickName',
        'description',
        'socialLinkInstagram',
        'socialLinkFacebook',
        'socialLinkTwitter',
      ])
      const avatar = await store.picture(form.files.get('avatar'), 'avatar', pictureMessages)
      const cover = await store.picture(form.files.get('cover'), 'cover', pictureMessages)
      return updateProfile(owner, fields, { avatar, cover })
    })
    await deleteStored(replaced)
    return showProfile(owner, owner.id)
  }
}
