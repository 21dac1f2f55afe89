import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { FilePicker, FormField, Input, Select } from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { mediaAccept, songUploadRules, type FieldProblem } from '@kobza/contract'
import { useContractForm } from '../../../shared/forms/contractForm'
import { useSession } from '../../../shared/session/SessionContext'
import { useGenreLabel } from '../../../shared/i18n/useGenreLabel'
import { createSong, genresQueryOptions } from '../api/catalogueApi'
import { FormPopup, usePopupSubmit } from './FormPopup'

const empty = { songName: '', genre: '', file: null as File | null }

/** Upload song (spec 000 §5 song rules): name and genre required, an mp3 or wav up to 200 MB. */
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

  const { mutation, submitWith, popup } = usePopupSubmit({
    artistUuid,
    request: (body) => createSong(client, artistUuid, body),
    doneMessage: t('upload.uploaded'),
    reset: () => form.reset(empty),
    onClose,
  })

  const send = ({ songName, genre, file }: typeof empty) => {
    if (!file) return
    const body = new FormData()
    body.append('songName', songName.trim())
    body.append('genre', genre)
    body.append('file', file, file.name)
    mutation.mutate(body)
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
          onFile={(chosen) => form.setField('file', chosen)}
        />
      </FormField>
    </FormPopup>
  )
}
