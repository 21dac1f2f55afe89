import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, FilePicker, FormField, Input, Popup, TextArea, useToast } from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { cropRatios, limits, mediaAccept, mediaFileProblem } from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useSession } from '../../../shared/session/SessionContext'
import { ImageCropper, type CroppedImage } from '../../../shared/ui/ImageCropper'
import { catalogueKeys, createEvent } from '../api/catalogueApi'
import styles from './Forms.module.css'

type Field = 'eventTitle' | 'description' | 'date' | 'time' | 'eventLink' | 'eventCover'
const empty = { eventTitle: '', description: '', date: '', time: '', eventLink: '' }

const pad = (value: number) => String(value).padStart(2, '0')
/** Today in the browser's zone as the date input's 'YYYY-MM-DD' (its minimum). */
function today(): string {
  const now = new Date()
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A local date and 24-hour time as the API's UTC 'YYYY-MM-DD HH:mm:ss' (spec 001 §3: date + time + ':00'). */
export function toApiStart(date: string, time: string): string {
  return new Date(`${date}T${time}:00`).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * The new event popup (spec 001 §2, §4, §5): title, description (≤ 3000), date from today,
 * 24-hour time, optional link and a cover through the crop step. Done is disabled while it
 * submits; then the form resets and the popup closes.
 */
export function CreateEventPopup({
  artistUuid,
  open,
  onClose,
}: {
  artistUuid: string
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const toast = useToast()
  const [values, setValues] = useState(empty)
  const [cover, setCover] = useState<CroppedImage | null>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const coverId = useId()
  const pickerLabels = useFilePickerLabels()

  useEffect(() => () => (cover ? URL.revokeObjectURL(cover.url) : undefined), [cover])

  const reset = () => {
    setValues(empty)
    setCover(null)
    setErrors({})
    setServerError(null)
  }

  const mutation = useMutation({
    mutationFn: (form: FormData) => createEvent(client, artistUuid, form),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.show({ message: t('newEvent.created'), tone: 'success' })
      reset()
      onClose()
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artistUuid) })
    },
    onError: (error) => setServerError(errorMessage(error, sharedT)),
  })

  const close = () => {
    if (mutation.isPending) return
    reset()
    onClose()
  }

  const set = (field: keyof typeof empty) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const pick = (file: File | null) => {
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem)
      return setErrors((current) => ({
        ...current,
        eventCover: t(problem === 'type' ? 'common.pictureType' : 'common.pictureTooLarge'),
      }))
    setErrors((current) => ({ ...current, eventCover: undefined }))
    setCropping(file)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setServerError(null)
    const required = t('common.required')
    const found: Partial<Record<Field, string>> = {}
    if (!values.eventTitle.trim()) found.eventTitle = required
    const description = values.description.trim()
    if (!description) found.description = required
    else if (description.length > limits.eventDescriptionMax)
      found.description = t('common.maxChars', { length: description.length, max: limits.eventDescriptionMax })
    if (!values.date) found.date = required
    if (!values.time) found.time = required
    else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) found.time = t('newEvent.timeFormat')
    if (values.date && !found.time && new Date(`${values.date}T${values.time}:00`).getTime() < Date.now())
      found.time = t('newEvent.inPast')
    const link = values.eventLink.trim()
    if (link && !/^https?:\/\/\S+$/i.test(link)) found.eventLink = t('newEvent.linkScheme')
    if (!cover) found.eventCover = required
    setErrors(found)
    if (Object.keys(found).length > 0 || !cover) return
    const form = new FormData()
    form.append('eventTitle', values.eventTitle.trim())
    form.append('description', description)
    form.append('eventStartAt', toApiStart(values.date, values.time))
    if (link) form.append('eventLink', link)
    form.append('eventCover', cover.blob, cover.blob.type === 'image/png' ? 'cover.png' : 'cover.jpg')
    mutation.mutate(form)
  }

  return (
    <>
      <Popup
        open={open && !cropping}
        onClose={close}
        title={t('newEvent.title')}
        closeLabel={t('shared:common.close')}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              form="create-event-form"
              loading={mutation.isPending}
              loadingLabel={t('newEvent.submitting')}
            >
              {t('newEvent.done')}
            </Button>
          </>
        }
      >
        <form id="create-event-form" className={styles.form} onSubmit={submit} noValidate>
          <FormField label={t('newEvent.eventTitle')} required error={errors.eventTitle}>
            <Input value={values.eventTitle} onChange={set('eventTitle')} maxLength={200} />
          </FormField>
          <FormField label={t('newEvent.description')} required error={errors.description}>
            <TextArea
              value={values.description}
              onChange={set('description')}
              rows={4}
              maxChars={limits.eventDescriptionMax}
              formatCounter={(length, max) => t('common.maxChars', { length, max })}
            />
          </FormField>
          <div className={styles.row}>
            <FormField label={t('newEvent.date')} required error={errors.date}>
              <Input type="date" min={today()} value={values.date} onChange={set('date')} />
            </FormField>
            <FormField label={t('newEvent.time')} required error={errors.time}>
              {/* A text field: the browser's time input follows its locale, and may show a 12-hour clock. */}
              <Input
                inputMode="numeric"
                placeholder={t('newEvent.timePlaceholder')}
                maxLength={5}
                value={values.time}
                onChange={set('time')}
              />
            </FormField>
          </div>
          <FormField label={t('newEvent.link')} hint={t('newEvent.linkHint')} error={errors.eventLink}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.eventLink}
              onChange={set('eventLink')}
            />
          </FormField>
          <FormField
            id={coverId}
            label={t('newEvent.cover')}
            required
            hint={t('newEvent.coverHint')}
            error={errors.eventCover}
          >
            <FilePicker
              accept={mediaAccept('picture')}
              labels={pickerLabels}
              previewUrl={cover?.url}
              previewRatio={cropRatios.postCover}
              onFile={pick}
            />
          </FormField>
          {serverError && (
            <p role="alert" className={styles.error}>
              {serverError}
            </p>
          )}
        </form>
      </Popup>
      <ImageCropper
        file={cropping}
        ratio={cropRatios.postCover}
        labels={{
          title: t('newEvent.cover'),
          zoom: t('common.cropZoom'),
          confirm: t('common.cropApply'),
          cancel: t('common.cancel'),
          close: t('shared:common.close'),
          hint: t('common.cropHint'),
        }}
        onCancel={() => setCropping(null)}
        onCropped={(image) => {
          setCover(image)
          setCropping(null)
        }}
      />
    </>
  )
}
