import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Button,
  Container,
  EmptyState,
  FilePicker,
  FormField,
  Icon,
  IconButton,
  Input,
  PageHeader,
  Preloader,
  TextArea,
  useToast,
} from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import {
  cropRatios,
  limits,
  mediaAccept,
  mediaFileProblem,
  pageSizes,
  playlistRules,
  type CatalogueSong,
  type FieldProblem,
} from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useContractForm } from '../../../shared/forms/contractForm'
import { formatDuration } from '../../../shared/format/format'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { ImageCropper, type CroppedImage } from '../../../shared/ui/ImageCropper'
import screen from '../../../shared/ui/Screen.module.css'
import { catalogueKeys, createPlaylist, songsQueryOptions } from '../api/catalogueApi'
import formStyles from '../components/Forms.module.css'
import styles from './CreatePlaylistScreen.module.css'
import { RetryButton } from '../../../shared/ui/RetryButton'

/** A song of either list, with the button that moves it to the other. */
function SongRow({ song, children }: { song: CatalogueSong; children: ReactNode }) {
  return (
    <li className={styles.song}>
      <span className={styles.songName}>{song.songName}</span>
      <span className={styles.muted}>{formatDuration(song.lengthOfSong)}</span>
      {children}
    </li>
  )
}

/**
 * /create-playlist (spec 001 §2, §4, §5): the signed-in artist's songs move between 'available'
 * and 'added'; Create is enabled with at least one added song; the cover is cropped square.
 * Success goes to the playlist tab of the songs page.
 */
export function CreatePlaylistScreen() {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client, user, isArtist } = useSession()
  const songs = useQuery({
    ...songsQueryOptions(client, user?.uuid ?? '', 1, pageSizes.max),
    enabled: !!user && isArtist,
  })

  if (!user || !isArtist)
    return (
      <Container className={screen.page}>
        <PageHeader className={screen.pageHeader} title={t('titles.createPlaylist')} />
        <EmptyState title={t('create.onlyArtists')} />
      </Container>
    )
  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.createPlaylist')} />
      {songs.isPending ? (
        <Preloader label={t('shared:common.loading')} centered />
      ) : songs.isError ? (
        <EmptyState title={t('songs.loadError')} action={<RetryButton onRetry={() => void songs.refetch()} />} />
      ) : songs.data.elements.length === 0 ? (
        <EmptyState title={t('create.noSongs')} />
      ) : (
        <PlaylistForm songs={songs.data.elements} artist={user} />
      )}
    </Container>
  )
}

function PlaylistForm({ songs, artist }: { songs: CatalogueSong[]; artist: { uuid: string; nickName: string } }) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  const form = useContractForm({
    rules: playlistRules,
    message: (_field, problem: FieldProblem) =>
      problem.rule === 'tooLong'
        ? t('common.maxChars', { length: problem.length, max: problem.max })
        : t('common.required'),
    defaultValues: { playListName: '', description: '' },
  })
  const { text, error } = form
  const [added, setAdded] = useState<number[]>([])
  const [cover, setCover] = useState<CroppedImage | null>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const coverId = useId()
  const pickerLabels = useFilePickerLabels()

  useEffect(() => () => (cover ? URL.revokeObjectURL(cover.url) : undefined), [cover])

  const available = songs.filter((song) => !added.includes(song.id))
  const addedSongs = added.map((id) => songs.find((song) => song.id === id)).filter((song) => song !== undefined)

  const mutation = useMutation({
    mutationFn: (form: FormData) => createPlaylist(client, artist.uuid, form),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      toast.show({ message: t('create.created'), tone: 'success' })
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artist.uuid) })
      await navigate(`${paths.profile(artist.nickName)}/songs?tab=playlist&page=1`)
    },
    onError: (error) => setServerError(errorMessage(error, sharedT)),
  })

  const pick = (file: File | null) => {
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem)
      return form.fail('playListCover', t(problem === 'type' ? 'common.pictureType' : 'common.pictureTooLarge'))
    form.clear('playListCover')
    setCropping(file)
  }

  const send = ({ playListName, description }: { playListName: string; description: string }) => {
    if (added.length === 0) return
    const body = new FormData()
    body.append('playListName', playListName.trim())
    body.append('description', description.trim())
    body.append('type', 'PLAYLIST')
    added.forEach((id, index) => body.append(`songIds[${index}]`, String(id)))
    if (cover) body.append('playListCover', cover.blob, cover.blob.type === 'image/png' ? 'cover.png' : 'cover.jpg')
    mutation.mutate(body)
  }
  const submit = (event: FormEvent) => {
    setServerError(null)
    void form.handleSubmit(send)(event)
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <div className={styles.details}>
        <FormField id={coverId} label={t('create.cover')} hint={t('create.coverHint')} error={error('playListCover')}>
          <FilePicker
            accept={mediaAccept('picture')}
            labels={pickerLabels}
            previewUrl={cover?.url}
            previewRatio={1}
            onFile={pick}
          />
        </FormField>
        <div className={formStyles.form}>
          <FormField label={t('create.name')} required error={error('playListName')}>
            <Input {...text('playListName')} maxLength={100} />
          </FormField>
          <FormField label={t('create.description')} required error={error('description')}>
            <TextArea
              {...text('description')}
              rows={4}
              maxChars={limits.playlistDescriptionMax}
              formatCounter={(length, max) => t('common.maxChars', { length, max })}
            />
          </FormField>
        </div>
      </div>

      <div className={styles.lists}>
        <section aria-labelledby="available-songs" className={styles.column}>
          <h2 id="available-songs" className={styles.columnTitle}>
            {t('create.available')}
          </h2>
          {available.length === 0 ? (
            <p className={styles.muted}>{t('create.noAvailable')}</p>
          ) : (
            <ul className={styles.songs}>
              {available.map((song) => (
                <SongRow key={song.id} song={song}>
                  <IconButton
                    label={t('create.add', { name: song.songName })}
                    icon={<Icon name="plus" />}
                    size="sm"
                    variant="secondary"
                    onClick={() => setAdded((current) => [...current, song.id])}
                  />
                </SongRow>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="added-songs" className={styles.column}>
          <h2 id="added-songs" className={styles.columnTitle}>
            {t('create.added')} ({addedSongs.length})
          </h2>
          {addedSongs.length === 0 ? (
            <p className={styles.muted}>{t('create.noneAdded')}</p>
          ) : (
            <ol className={styles.songs}>
              {addedSongs.map((song) => (
                <SongRow key={song.id} song={song}>
                  <IconButton
                    label={t('create.remove', { name: song.songName })}
                    icon={<Icon name="close" />}
                    size="sm"
                    variant="ghost"
                    onClick={() => setAdded((current) => current.filter((id) => id !== song.id))}
                  />
                </SongRow>
              ))}
            </ol>
          )}
        </section>
      </div>

      {serverError && (
        <p role="alert" className={formStyles.error}>
          {serverError}
        </p>
      )}
      <div className={styles.buttons}>
        <Button
          type="submit"
          disabled={added.length === 0}
          loading={mutation.isPending}
          loadingLabel={t('create.creating')}
        >
          {t('create.submit')}
        </Button>
      </div>

      <ImageCropper
        file={cropping}
        ratio={cropRatios.square}
        outputWidth={800}
        title={t('create.cropTitle')}
        onCancel={() => setCropping(null)}
        onCropped={(image) => {
          setCover(image)
          setCropping(null)
        }}
      />
    </form>
  )
}
