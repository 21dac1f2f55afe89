import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@kobza/api-client'
import { Button, FilePicker, FormField, Input, TextArea, useToast } from '@kobza/design-system'
import {
  cropRatios,
  mediaAccept,
  mediaFileProblem,
  profileEditLimits,
  profileEditRules,
  type ArtistProfile,
} from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useContractForm, wordedBy } from '../../../shared/forms/contractForm'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { ImageCropper, type CroppedImage } from '../../../shared/ui/ImageCropper'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { profileKeys, updateProfile } from '../api/profileApi'
import styles from './ProfileEditForm.module.css'

type TextField = keyof typeof profileEditRules
type PictureField = 'avatar' | 'cover'

const linkFields = ['socialLinkInstagram', 'socialLinkFacebook', 'socialLinkTwitter'] as const
const maxOf: Record<TextField, number> = profileEditLimits

function initialValues(profile: ArtistProfile): Record<TextField, string> {
  const link = (type: string) => profile.socialLinks.find((entry) => entry.type === type)?.link ?? ''
  return {
    publicName: profile.publicName,
    nickName: profile.nickName,
    description: profile.description ?? '',
    socialLinkInstagram: link('INSTAGRAM'),
    socialLinkFacebook: link('FACEBOOK'),
    socialLinkTwitter: link('TWITTER'),
  }
}

/**
 * The profile's edit mode (spec 000 §4, §5): avatar (crop 1) and cover (crop 3) with a preview,
 * names, description and social links with the spec's limits. Save sends one multipart PATCH,
 * goes to the new nickname's URL and updates the stored user; Cancel discards everything.
 */
export function ProfileEditForm({ profile, onDone }: { profile: ArtistProfile; onDone: () => void }) {
  const { t } = useTranslation(['profile', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  const problemMessage = wordedBy(
    {
      tooLong: ({ length, max }) => t('edit.maxChars', { length, max }),
      format: t('edit.nickNameFormat'),
      link: t('edit.linkScheme'),
    },
    t('shared:common.required')
  )
  const form = useContractForm({
    rules: profileEditRules,
    message: problemMessage,
    defaultValues: initialValues(profile),
  })
  const { text, error } = form
  const [formError, setFormError] = useState<string | null>(null)
  const [pictures, setPictures] = useState<Partial<Record<PictureField, CroppedImage>>>({})
  const [cropping, setCropping] = useState<{ field: PictureField; file: File } | null>(null)
  const pickerLabels = useFilePickerLabels()

  // Previews are object URLs: each is given back once replaced or when the form goes.
  const avatarUrl = pictures.avatar?.url
  const coverUrl = pictures.cover?.url
  useEffect(() => () => (avatarUrl ? URL.revokeObjectURL(avatarUrl) : undefined), [avatarUrl])
  useEffect(() => () => (coverUrl ? URL.revokeObjectURL(coverUrl) : undefined), [coverUrl])

  const mutation = useMutation({
    mutationFn: (form: FormData) => updateProfile(client, profile, form),
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.profile(saved.nickName), saved)
      if (saved.nickName.toLowerCase() !== profile.nickName.toLowerCase())
        queryClient.removeQueries({ queryKey: profileKeys.profile(profile.nickName) })
      client.updateStoredUser({ nickName: saved.nickName, publicName: saved.publicName, avatar: saved.avatar })
      toast.show({ message: t('edit.saved'), tone: 'success' })
      onDone()
      await navigate(paths.profile(saved.nickName), { replace: true })
    },
    onError: (error) => {
      const first = error instanceof ApiError ? fieldOf(error.body) : undefined
      const message = errorMessage(error, sharedT)
      if (first && (first in maxOf || first === 'avatar' || first === 'cover')) {
        form.clearErrors()
        form.fail(first, message)
      } else setFormError(message)
    },
  })

  const pick = (field: PictureField) => (file: File | null) => {
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem) return form.fail(field, t(problem === 'type' ? 'edit.pictureType' : 'edit.pictureTooLarge'))
    form.clear(field)
    setCropping({ field, file })
  }

  const cropped = (image: CroppedImage) => {
    if (!cropping) return
    const field = cropping.field
    setPictures((current) => ({ ...current, [field]: image }))
    setCropping(null)
  }

  const send = (values: Record<TextField, string>) => {
    const body = new FormData()
    for (const field of Object.keys(values) as TextField[]) body.append(field, values[field].trim())
    for (const field of ['avatar', 'cover'] as const) {
      const picture = pictures[field]
      if (picture) body.append(field, picture.blob, `${field}.${picture.blob.type === 'image/png' ? 'png' : 'jpg'}`)
    }
    mutation.mutate(body)
  }
  const submit = (event: FormEvent) => {
    setFormError(null)
    void form.handleSubmit(send)(event)
  }

  const counter = (field: TextField) => ({
    maxChars: maxOf[field],
    formatCounter: (length: number, max: number) => t('edit.maxChars', { length, max }),
  })
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title" className={styles.title}>
        {t('edit.title')}
      </h2>
      <div className={styles.pictures}>
        <FormField label={t('edit.changeCover')} error={error('cover')} className={styles.cover}>
          <FilePicker
            accept={mediaAccept('picture')}
            labels={pickerLabels}
            previewUrl={pictures.cover?.url ?? profile.cover}
            previewAlt={t('profile.coverAlt', { name: profile.publicName })}
            previewRatio={cropRatios.profileCover}
            onFile={pick('cover')}
          />
        </FormField>
        <FormField label={t('edit.changeAvatar')} error={error('avatar')} className={styles.avatar}>
          <FilePicker
            accept={mediaAccept('picture')}
            labels={pickerLabels}
            previewUrl={pictures.avatar?.url ?? profile.avatar}
            previewAlt={profile.publicName}
            previewRatio={cropRatios.avatar}
            onFile={pick('avatar')}
          />
        </FormField>
      </div>

      <div className={styles.fields}>
        <FormField label={t('edit.publicName')} required error={error('publicName')}>
          <Input {...text('publicName')} autoComplete="name" {...counter('publicName')} />
        </FormField>
        <FormField label={t('edit.nickName')} required hint={t('edit.nickNameHint')} error={error('nickName')}>
          <Input {...text('nickName')} autoComplete="username" {...counter('nickName')} />
        </FormField>
        <FormField label={t('edit.description')} error={error('description')} className={styles.wide}>
          <TextArea {...text('description')} rows={4} autoResize {...counter('description')} />
        </FormField>
        {linkFields.map((field) => (
          <FormField
            key={field}
            label={t(
              `edit.${field === 'socialLinkInstagram' ? 'instagram' : field === 'socialLinkFacebook' ? 'facebook' : 'twitter'}`
            )}
            error={error(field)}
          >
            <Input type="url" inputMode="url" {...text(field)} placeholder="https://" {...counter(field)} />
          </FormField>
        ))}
      </div>

      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="button" variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending} loadingLabel={t('edit.saving')}>
          {t('edit.save')}
        </Button>
      </div>

      <ImageCropper
        file={cropping?.file ?? null}
        ratio={cropping?.field === 'avatar' ? cropRatios.avatar : cropRatios.profileCover}
        outputWidth={cropping?.field === 'avatar' ? 512 : 1500}
        title={cropping?.field === 'avatar' ? t('edit.cropAvatar') : t('edit.cropCover')}
        onCancel={() => setCropping(null)}
        onCropped={cropped}
      />
    </form>
  )
}

/** The field the server named in its first error, if any. */
function fieldOf(body: unknown): string | undefined {
  const errors = (body as { errors?: Array<{ field?: unknown }> } | null)?.errors
  const field = errors?.[0]?.field
  return typeof field === 'string' ? field : undefined
}
