import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, FilePicker, FormField, Input, Popup, Select, useToast } from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { mediaAccept, mediaFileProblem } from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useSession } from '../../../shared/session/SessionContext'
import { useGenreLabel } from '../../../shared/i18n/useGenreLabel'
import { catalogueKeys, createSong, genresQueryOptions } from '../api/catalogueApi'
import styles from './Forms.module.css'

type Field = 'songName' | 'genre' | 'file'

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
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const toast = useToast()
  const genres = useQuery({ ...genresQueryOptions(client), enabled: open })
  const genreLabel = useGenreLabel()
  const [songName, setSongName] = useState('')
  const [genre, setGenre] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const fileId = useId()
  const pickerLabels = useFilePickerLabels()

  const reset = () => {
    setSongName('')
    setGenre('')
    setFile(null)
    setErrors({})
    setServerError(null)
  }
  const close = () => {
    if (mutation.isPending) return
    reset()
    onClose()
  }

  const mutation = useMutation({
    mutationFn: (form: FormData) => createSong(client, artistUuid, form),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.show({ message: t('upload.uploaded'), tone: 'success' })
      reset()
      onClose()
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artistUuid) })
    },
    onError: (error) => setServerError(errorMessage(error, sharedT)),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setServerError(null)
    const found: Partial<Record<Field, string>> = {}
    if (!songName.trim()) found.songName = t('upload.songNameRequired')
    if (!genre) found.genre = t('upload.genreRequired')
    if (!file) found.file = t('upload.fileRequired')
    else if (mediaFileProblem('song', file))
      found.file = t(mediaFileProblem('song', file) === 'type' ? 'upload.fileType' : 'upload.fileTooLarge')
    setErrors(found)
    if (Object.keys(found).length > 0 || !file) return
    const form = new FormData()
    form.append('songName', songName.trim())
    form.append('genre', genre)
    form.append('file', file, file.name)
    mutation.mutate(form)
  }

  return (
    <Popup
      open={open}
      onClose={close}
      title={t('upload.title')}
      closeLabel={t('shared:common.close')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form="upload-song-form"
            loading={mutation.isPending}
            loadingLabel={t('upload.uploading')}
          >
            {t('upload.submit')}
          </Button>
        </>
      }
    >
      <form id="upload-song-form" className={styles.form} onSubmit={submit} noValidate>
        <FormField label={t('upload.songName')} required error={errors.songName}>
          <Input
            value={songName}
            maxLength={100}
            onChange={(event) => {
              setSongName(event.target.value)
              setErrors((current) => ({ ...current, songName: undefined }))
            }}
          />
        </FormField>
        <FormField label={t('upload.genre')} required error={errors.genre}>
          <Select
            value={genre}
            placeholder={t('upload.chooseGenre')}
            options={(genres.data ?? []).map((entry) => ({
              value: entry.value,
              label: genreLabel(entry),
            }))}
            onChange={(event) => {
              setGenre(event.target.value)
              setErrors((current) => ({ ...current, genre: undefined }))
            }}
          />
        </FormField>
        <FormField id={fileId} label={t('upload.file')} required hint={t('upload.fileHint')} error={errors.file}>
          <FilePicker
            accept={mediaAccept('song')}
            labels={pickerLabels}
            fileName={file?.name}
            onFile={(chosen) => {
              setFile(chosen)
              setErrors((current) => ({ ...current, file: undefined }))
            }}
          />
        </FormField>
        {serverError && (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        )}
      </form>
    </Popup>
  )
}
