import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { FilePicker, FormField, Input, Select } from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { mediaAccept, songUploadRules, type FieldProblem, type Genre } from '@kobza/contract'
import { useContractForm } from '../../../shared/forms/contractForm'
import { useSession } from '../../../shared/session/SessionContext'
import { useGenreLabel } from '../../../shared/i18n/useGenreLabel'
import { createSong, genresQueryOptions } from '../api/catalogueApi'
import { sendResumable } from '../../../shared/uploads/resumableUpload'
import { UploadProgress, useResumableSending } from '../../../shared/uploads/UploadProgress'
import { FormPopup, usePopupSubmit } from './FormPopup'

const empty = { songName: '', genre: '', file: null as File | null }

type Values = typeof empty

/**
 * Upload song (spec 000 §5 song rules): name and genre required, an mp3 or wav up to 200 MB. The
 * file goes as a resumable upload (tus) with its progress and a Cancel; a dropped line is resumed
 * from where it stopped, as is an upload cut off by a reload (the same file picked again).
 */
export function UploadSongPopup({
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
  const genres = useQuery({ ...genresQueryOptions(client), enabled: open })
  const genreLabel = useGenreLabel()
  const problemMessage = (field: keyof typeof empty, problem: FieldProblem) =>
    problem.rule === 'fileType'
      ? t('upload.fileType')
      : problem.rule === 'fileSize'
        ? t('upload.fileTooLarge')
        : field === 'songName'
          ? t('upload.songNameRequired')
          : field === 'genre'
            ? t('upload.genreRequired')
            : t('upload.fileRequired')
  const form = useContractForm({ rules: songUploadRules, message: problemMessage, defaultValues: empty })
  const { values, text, error } = form
  const fileId = useId()
  const pickerLabels = useFilePickerLabels()

  const { progress, run, cancel } = useResumableSending()

  const { mutation, submitWith, popup } = usePopupSubmit({
    artistUuid,
    request: async ({ songName, genre, file }: Values) => {
      const uploadId = await run((sending) => sendResumable(client, 'song', file!, sending))
      // The genre is one of the picker's options (the contract's list), checked again by the API.
      return createSong(client, artistUuid, { songName: songName.trim(), genre: genre as Genre, uploadId })
    },
    doneMessage: t('upload.uploaded'),
    reset: () => form.reset(empty),
    onClose,
  })

  const send = (values: Values) => {
    if (!values.file) return
    mutation.mutate(values)
  }

  return (
    <FormPopup
      id="upload-song-form"
      open={open}
      title={t('upload.title')}
      {...popup}
      onSubmit={submitWith(form.handleSubmit(send))}
      submitLabel={t('upload.submit')}
      busyLabel={t('upload.uploading')}
    >
      <FormField label={t('upload.songName')} required error={error('songName')}>
        <Input {...text('songName')} maxLength={100} />
      </FormField>
      <FormField label={t('upload.genre')} required error={error('genre')}>
        <Select
          {...text('genre')}
          placeholder={t('upload.chooseGenre')}
          options={(genres.data ?? []).map((entry) => ({
            value: entry.value,
            label: genreLabel(entry),
          }))}
        />
      </FormField>
      <FormField id={fileId} label={t('upload.file')} required hint={t('upload.fileHint')} error={error('file')}>
        <FilePicker
          accept={mediaAccept('song')}
          labels={pickerLabels}
          fileName={values.file?.name}
          progress={progress}
          disabled={progress !== null}
          onFile={(chosen) => form.setField('file', chosen)}
        />
      </FormField>
      <UploadProgress progress={progress} onCancel={cancel} />
    </FormPopup>
  )
}
