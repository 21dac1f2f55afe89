import type { HttpContext } from '@adonisjs/core/http'
import { profileMessages, type ArtistProfile as ProfileAnswer } from '@kobza/contract'
import { deleteStored, storePicture } from '#profiles/media'
import { findProfileOwner } from '#profiles/actions/find_profile_owner'
import { showProfile } from '#profiles/actions/show_profile'
import { updateProfile } from '#profiles/actions/update_profile'
import { optionalViewer, requireOwner } from '#profiles/viewer'

export default class ProfilesController {
  /** GET /api/v1/profiles/:id — public; levelSubscription depends on who asks. */
  async show(ctx: HttpContext): Promise<ProfileAnswer> {
    const owner = await findProfileOwner(String(ctx.params.id))
    const viewer = await optionalViewer(ctx)
    return showProfile(owner, viewer?.id ?? null)
  }

  /** PATCH /api/v1/profiles/:id (multipart) — the owner only. */
  async update(ctx: HttpContext): Promise<ProfileAnswer> {
    const owner = await findProfileOwner(String(ctx.params.id))
    requireOwner(ctx, owner)
    const pictureMessages = { type: profileMessages.imageType, size: profileMessages.imageTooLarge }
    const avatar = await storePicture(ctx.request.file('avatar'), 'avatar', pictureMessages)
    const cover = await storePicture(ctx.request.file('cover'), 'cover', pictureMessages).catch(async (error) => {
      await deleteStored([avatar?.key, avatar?.thumbnailKey])
      throw error
    })
    const fields = ctx.request.only([
      'publicName',
      'nickName',
      'description',
      'socialLinkInstagram',
      'socialLinkFacebook',
      'socialLinkTwitter',
    ])
    let replaced: string[]
    try {
      replaced = await updateProfile(owner, fields, { avatar, cover })
    } catch (error) {
      await deleteStored([avatar?.key, avatar?.thumbnailKey, cover?.key, cover?.thumbnailKey])
      throw error
    }
    await deleteStored(replaced)
    return showProfile(owner, owner.id)
  }
}
