import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilePicker, FormField, Input, TextArea } from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { cropRatios, eventRules, limits, mediaAccept, mediaFileProblem } from '@kobza/contract'
import { useContractForm, wordedBy } from '../../../shared/forms/contractForm'
import { useSession } from '../../../shared/session/SessionContext'
import { ImageCropper, type CroppedImage } from '../../../shared/ui/ImageCropper'
import { createEvent } from '../api/catalogueApi'
import styles from './Forms.module.css'
import { FormPopup, usePopupSubmit } from './FormPopup'

const empty = {
  eventTitle: '',
  description: '',
  date: '',
  time: '',
  eventLink: '',
  eventCover: null as CroppedImage | null,
}

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
  const { client } = useSession()
  const problemMessage = wordedBy(
    {
      tooLong: ({ length, max }) => t('common.maxChars', { length, max }),
      format: t('newEvent.timeFormat'),
      refused: t('newEvent.inPast'),
      link: t('newEvent.linkScheme'),
    },
    t('common.required')
  )
  const form = useContractForm({ rules: eventRules, message: problemMessage, defaultValues: empty })
  const { values, text, error } = form
  const cover = values.eventCover
  const [cropping, setCropping] = useState<File | null>(null)
  const coverId = useId()
  const pickerLabels = useFilePickerLabels()

  useEffect(() => () => (cover ? URL.revokeObjectURL(cover.url) : undefined), [cover])

  const { mutation, submitWith, popup } = usePopupSubmit({
    artistUuid,
    request: (body) => createEvent(client, artistUuid, body),
    doneMessage: t('newEvent.created'),
    reset: () => form.reset(empty),
    onClose,
  })

  const pick = (file: File | null) => {
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem) return form.fail('eventCover', t(problem === 'type' ? 'common.pictureType' : 'common.pictureTooLarge'))
    form.clear('eventCover')
    setCropping(file)
  }

  const send = (fields: typeof empty) => {
    if (!fields.eventCover) return
    const link = fields.eventLink.trim()
    const body = new FormData()
    body.append('eventTitle', fields.eventTitle.trim())
    body.append('description', fields.description.trim())
    body.append('eventStartAt', toApiStart(fields.date, fields.time))
    if (link) body.append('eventLink', link)
    const blob = fields.eventCover.blob
    body.append('eventCover', blob, blob.type === 'image/png' ? 'cover.png' : 'cover.jpg')
    mutation.mutate(body)
  }

  return (
    <>
      <FormPopup
        id="create-event-form"
        open={open && !cropping}
        title={t('newEvent.title')}
        {...popup}
        onSubmit={submitWith(form.handleSubmit(send))}
        submitLabel={t('newEvent.done')}
        busyLabel={t('newEvent.submitting')}
      >
        <FormField label={t('newEvent.eventTitle')} required error={error('eventTitle')}>
          <Input {...text('eventTitle')} maxLength={200} />
        </FormField>
        <FormField label={t('newEvent.description')} required error={error('description')}>
          <TextArea
            {...text('description')}
            rows={4}
            maxChars={limits.eventDescriptionMax}
            formatCounter={(length, max) => t('common.maxChars', { length, max })}
          />
        </FormField>
        <div className={styles.row}>
          <FormField label={t('newEvent.date')} required error={error('date')}>
            <Input type="date" min={today()} {...text('date')} />
          </FormField>
          <FormField label={t('newEvent.time')} required error={error('time')}>
            {/* A text field: the browser's time input follows its locale, and may show a 12-hour clock. */}
            <Input inputMode="numeric" placeholder={t('newEvent.timePlaceholder')} maxLength={5} {...text('time')} />
          </FormField>
        </div>
        <FormField label={t('newEvent.link')} hint={t('newEvent.linkHint')} error={error('eventLink')}>
          <Input type="url" inputMode="url" placeholder="https://" {...text('eventLink')} />
        </FormField>
        <FormField
          id={coverId}
          label={t('newEvent.cover')}
          required
          hint={t('newEvent.coverHint')}
          error={error('eventCover')}
        >
          <FilePicker
            accept={mediaAccept('picture')}
            labels={pickerLabels}
            previewUrl={cover?.url}
            previewRatio={cropRatios.postCover}
            onFile={pick}
          />
        </FormField>
      </FormPopup>
      <ImageCropper
        file={cropping}
        ratio={cropRatios.postCover}
        title={t('newEvent.cover')}
        onCancel={() => setCropping(null)}
        onCropped={(image) => {
          form.setField('eventCover', image)
          setCropping(null)
        }}
      />
    </>
  )
}
