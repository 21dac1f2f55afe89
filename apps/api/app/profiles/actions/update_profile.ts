import db from '@adonisjs/lucid/services/db'
import { profileMessages, profileUpdate, type ProfileUpdate } from '@kobza/contract'
import { User } from '#accounts/public'
import { ApiException } from '#core/exceptions/api_exception'
import { validate } from '#core/validate'
import Profile from '#profiles/profile'
import { mediaUrlOf, thumbnailOf, type StoredPicture } from '#media/public'
import { isUniqueViolation } from '#core/unique_violation'

export interface NewPictures {
  avatar?: StoredPicture | null
  cover?: StoredPicture | null
}

/**
 * Changes the owner's names, description and social links. Absent fields stay as they are; an
 * empty social link or description clears it. The nickname must be free (case-insensitively).
 * New pictures replace the old ones; the keys of the replaced files are returned for deletion
 * once the change is committed.
 */
export async function updateProfile(
  owner: User,
  input: ProfileUpdate | Record<string, unknown>,
  pictures: NewPictures = {}
): Promise<string[]> {
  const changes = validate(profileUpdate, input)
  if (changes.nickName !== undefined && changes.nickName.toLowerCase() !== owner.nickName.toLowerCase()) {
    const taken = await User.query()
      .whereRaw('lower(nick_name) = ?', [changes.nickName.toLowerCase()])
      .whereNot('id', owner.id)
      .first()
    if (taken) throw ApiException.unprocessable([{ message: profileMessages.nickNameTaken, field: 'nickName' }])
  }
  const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null)
  return db.transaction(async (trx) => {
    const replaced: Array<string | null> = []
    const profile = (await Profile.find(owner.id, { client: trx })) ?? new Profile().fill({ userId: owner.id })
    profile.useTransaction(trx)
    owner.useTransaction(trx)
    if (changes.publicName !== undefined) owner.publicName = changes.publicName
    if (changes.nickName !== undefined) owner.nickName = changes.nickName
    if (pictures.avatar) {
      // The avatar's thumbnail goes with it (storePicture makes one for every picture).
      replaced.push(profile.avatarKey, thumbnailOf(profile.avatarKey))
      profile.avatarKey = pictures.avatar.key
      // The account keeps the avatar's URL: sign-in answers and every list read it from there.
      owner.avatar = mediaUrlOf(pictures.avatar.key)
    }
    if (pictures.cover) {
      replaced.push(profile.coverKey, profile.coverThumbnailKey)
      profile.coverKey = pictures.cover.key
      profile.coverThumbnailKey = pictures.cover.thumbnailKey
    }
    try {
      await owner.save()
    } catch (error) {
      // Two owners claiming the same free nickname at once: the unique index decides.
      if (isUniqueViolation(error))
        throw ApiException.unprocessable([{ message: profileMessages.nickNameTaken, field: 'nickName' }])
      throw error
    }
    const fields = {
      description: blankToNull(changes.description),
      socialLinkInstagram: blankToNull(changes.socialLinkInstagram),
      socialLinkFacebook: blankToNull(changes.socialLinkFacebook),
      socialLinkTwitter: blankToNull(changes.socialLinkTwitter),
    }
    for (const [name, value] of Object.entries(fields) as Array<[keyof typeof fields, string | null | undefined]>) {
      if (value !== undefined) profile[name] = value
    }
    await profile.save()
    return replaced.filter((key): key is string => !!key)
  })
}
