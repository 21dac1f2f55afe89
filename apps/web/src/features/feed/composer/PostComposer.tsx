import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Button,
  CloseIcon,
  ErrorPopup,
  FilePicker,
  FormField,
  IconButton,
  ImageIcon,
  Input,
  MusicIcon,
  PlusIcon,
  PollIcon,
  Select,
  Switch,
  TextArea,
  useToast,
} from '@kobza/design-system'
import { characterCount, cropRatios, limits, mediaAccept, type FeedPost, type PostType } from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useSession } from '../../../shared/session/SessionContext'
import { useGenreLabel } from '../../../shared/i18n/useGenreLabel'
import { ImageCropper } from '../../../shared/ui/ImageCropper'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import { genresQueryOptions } from '../api/genres'
import { prependCachedPost, uploadPost } from '../api/feedApi'
import {
  draftProblem,
  imageProblem,
  pollProblems,
  postFormData,
  songProblem,
  type Attachment,
  type Rule,
} from './buildPost'
import styles from './PostComposer.module.css'

type Panel = 'IMAGE' | 'SONG' | 'VOTE'
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
let nextKey = 0
const newKey = () => `attachment-${(nextKey += 1)}`

function ImagePanel({ onAttach }: { onAttach: (attachment: Attachment) => void }) {
  const { t } = useTranslation(['feed', 'shared'])
  const pickerLabels = useFilePickerLabels()
  const [error, setError] = useState<Rule | null>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  const [cropped, setCropped] = useState<{ blob: Blob; name: string; preview: string } | null>(null)
  const choose = (file: File | null) => {
    if (!file) return
    const problem = imageProblem(file)
    setError(problem)
    if (problem) return
    // The spec's crop step (000 §4): the cover is cropped at 1.5 before it is attached, in view.
    setCropping(file)
  }
  return (
    <div className={styles.panel}>
      <FormField
        label={t('composer.imageFile')}
        hint={t('composer.imageHint', { size: mb(limits.coverMaxBytes) })}
        error={error ? t(`rules.${error}`) : undefined}
      >
        <FilePicker
          accept={mediaAccept('picture')}
          labels={pickerLabels}
          fileName={cropped?.name}
          previewUrl={cropped?.preview}
          previewAlt={t('composer.imagePreview')}
          previewRatio={cropRatios.postCover}
          onFile={choose}
        />
      </FormField>
      <ImageCropper
        file={cropping}
        ratio={cropRatios.postCover}
        title={t('composer.cropTitle')}
        onCancel={() => setCropping(null)}
        onCropped={(image) => {
          setCropped({ blob: image.blob, name: cropping?.name ?? '', preview: image.url })
          setCropping(null)
        }}
      />
      <Button
        size="sm"
        disabled={!cropped}
        onClick={() => {
          if (!cropped) return
          onAttach({ kind: 'IMAGE', key: newKey(), file: cropped.blob, name: cropped.name, preview: cropped.preview })
        }}
      >
        {t('composer.attach')}
      </Button>
    </div>
  )
}

function SongPanel({ onAttach }: { onAttach: (attachment: Attachment) => void }) {
  const { t } = useTranslation(['feed', 'shared'])
  const { client } = useSession()
  const genres = useQuery(genresQueryOptions(client))
  const genreLabel = useGenreLabel()
  const pickerLabels = useFilePickerLabels()
  const [file, setFile] = useState<File | null>(null)
  const [name, setName] = useState('')
  const [genre, setGenre] = useState('')
  const [errors, setErrors] = useState<{ file?: Rule; name?: Rule; genre?: Rule }>({})
  const message = (rule: Rule | undefined) => (rule ? t(`rules.${rule}`) : undefined)
  const attach = () => {
    const next = {
      file: file ? (songProblem(file) ?? undefined) : ('songFileRequired' as const),
      name: name.trim() ? undefined : ('songNameRequired' as const),
      genre: genre ? undefined : ('genreRequired' as const),
    }
    setErrors(next)
    if (next.file || next.name || next.genre || !file) return
    onAttach({ kind: 'SONG', key: newKey(), file, name: name.trim(), genre })
  }
  return (
    <div className={styles.panel}>
      <FormField
        label={t('composer.songFile')}
        hint={t('composer.songHint', { size: mb(limits.songMaxBytes) })}
        error={message(errors.file)}
      >
        <FilePicker
          accept={mediaAccept('song')}
          labels={pickerLabels}
          fileName={file?.name}
          onFile={(chosen) => {
            setFile(chosen)
            setErrors((before) => ({ ...before, file: chosen ? (songProblem(chosen) ?? undefined) : undefined }))
            if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ''))
          }}
        />
      </FormField>
      <FormField label={t('composer.songName')} error={message(errors.name)} required>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t('composer.genre')} error={message(errors.genre)} required>
        <Select
          value={genre}
          placeholder={t('composer.chooseGenre')}
          options={(genres.data ?? []).map((entry) => ({
            value: entry.value,
            label: genreLabel(entry),
          }))}
          onChange={(event) => setGenre(event.target.value)}
        />
      </FormField>
      <Button size="sm" onClick={attach}>
        {t('composer.attach')}
      </Button>
    </div>
  )
}

const emptyPoll = () => ({
  title: '',
  options: [''],
  isAnonymous: false,
  isCanCancelOwnVote: false,
  isMultiAnswer: false,
})

function PollPanel({ onAttach }: { onAttach: (attachment: Attachment) => void }) {
  const { t } = useTranslation('feed')
  const [poll, setPoll] = useState(emptyPoll)
  const [shown, setShown] = useState<ReturnType<typeof pollProblems> | null>(null)
  const message = (rule: Rule | undefined) => (rule ? t(`rules.${rule}`) : undefined)
  const setOption = (index: number, text: string) =>
    setPoll((before) => ({ ...before, options: before.options.map((option, at) => (at === index ? text : option)) }))
  const attach = () => {
    const problems = pollProblems(poll)
    setShown(problems)
    // The spec ignores Attach under 2 options; the message says why.
    if (problems.title || problems.list || problems.options.some(Boolean)) return
    onAttach({ kind: 'VOTE', key: newKey(), ...poll })
    setPoll(emptyPoll())
    setShown(null)
  }
  return (
    <div className={styles.panel}>
      <FormField label={t('composer.pollTitle')} error={message(shown?.title)} required>
        <Input
          value={poll.title}
          maxChars={limits.pollTitleMax}
          onChange={(event) => setPoll({ ...poll, title: event.target.value })}
        />
      </FormField>
      {poll.options.map((option, index) => (
        <div className={styles.optionRow} key={index}>
          <FormField
            label={t('composer.option', { number: index + 1 })}
            error={message(shown?.options[index])}
            className={styles.grow}
          >
            <Input
              value={option}
              maxChars={limits.pollOptionMax}
              onChange={(event) => setOption(index, event.target.value)}
            />
          </FormField>
          <IconButton
            size="sm"
            label={t('composer.removeOption', { number: index + 1 })}
            icon={<CloseIcon />}
            disabled={poll.options.length <= 1}
            onClick={() => setPoll({ ...poll, options: poll.options.filter((_, at) => at !== index) })}
          />
        </div>
      ))}
      {shown?.list && (
        <p className={styles.error} role="alert">
          {message(shown.list)}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        iconStart={<PlusIcon />}
        disabled={poll.options.length >= limits.pollOptionsMax}
        onClick={() => setPoll({ ...poll, options: [...poll.options, ''] })}
      >
        {t('composer.addOption')}
      </Button>
      <Switch
        label={t('composer.isMultiAnswer')}
        checked={poll.isMultiAnswer}
        onChange={(event) => setPoll({ ...poll, isMultiAnswer: event.target.checked })}
      />
      <Switch
        label={t('composer.isCanCancelOwnVote')}
        checked={poll.isCanCancelOwnVote}
        onChange={(event) => setPoll({ ...poll, isCanCancelOwnVote: event.target.checked })}
      />
      <Switch
        label={t('composer.isAnonymous')}
        checked={poll.isAnonymous}
        onChange={(event) => setPoll({ ...poll, isAnonymous: event.target.checked })}
      />
      <Button size="sm" onClick={attach}>
        {t('composer.attach')}
      </Button>
    </div>
  )
}

/**
 * The post composer (spec 000 §4): text up to 1000 characters, at most 2 attachments (an image
 * cropped to 1.5, a song with name and genre, one poll), public or premium. One panel open at a
 * time; the upload shows its progress; a refusal is shown in the error popup (beyond the spec,
 * whose silence would leave the artist guessing).
 */
export interface PostComposerProps {
  onPublished?: (post: FeedPost) => void
}

export function PostComposer({ onPublished }: PostComposerProps) {
  const { t } = useTranslation(['feed', 'shared'])
  const { t: tShared } = useTranslation()
  const { client, user } = useSession()
  const queryClient = useQueryClient()
  const toast = useToast()
  const typeId = useId()
  const [text, setText] = useState('')
  const [postType, setPostType] = useState<PostType>('PUBLIC')
  const [attachments, setAttachments] = useState<Attachment[]>([])
  const [panel, setPanel] = useState<Panel | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const previews = useRef<string[]>([])
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), [])

  const draft = { text, postType, attachments }
  const problem = draftProblem(draft)
  const full = attachments.length >= limits.postAttachmentsMax
  const hasPoll = attachments.some((item) => item.kind === 'VOTE')

  const reset = () => {
    setText('')
    setPostType('PUBLIC')
    setAttachments([])
    setPanel(null)
    setProgress(null)
  }
  const publish = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => {
      if (!user) throw new Error('Only a signed-in artist publishes')
      setProgress(0)
      return uploadPost(client, user.uuid, postFormData(draft), setProgress)
    },
    onSuccess: (post) => {
      prependCachedPost(queryClient, post)
      reset()
      // Said wherever the composer is (Home, the phone's popup): the post and which tab holds it.
      toast.show({ message: t(`composer.published${post.postType}`), tone: 'success' })
      onPublished?.(post)
    },
    onError: (error) => {
      setProgress(null)
      setFailure(errorMessage(error, tShared))
    },
  })

  const attach = (attachment: Attachment) => {
    if (attachment.kind === 'IMAGE') previews.current.push(attachment.preview)
    setAttachments((before) => [...before, attachment])
    setPanel(null)
  }
  const toggle = (which: Panel) => setPanel(panel === which ? null : which)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!problem && !publish.isPending) publish.mutate()
  }
  const attachmentName = (item: Attachment) =>
    item.kind === 'IMAGE'
      ? t('composer.imageAttachment', { name: item.name })
      : item.kind === 'SONG'
        ? t('composer.songAttachment', { name: item.name })
        : t('composer.pollAttachment', { name: item.title })

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={t('composer.title')}>
      <FormField label={t('composer.textLabel')} hideLabel>
        <TextArea
          value={text}
          rows={3}
          autoResize
          placeholder={t('composer.text')}
          maxChars={limits.postDescription}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>

      {attachments.length > 0 && (
        <ul className={styles.attachments} aria-label={t('composer.attachments')}>
          {attachments.map((item) => (
            <li key={item.key} className={styles.attachment}>
              {item.kind === 'IMAGE' ? (
                <img src={item.preview} alt="" className={styles.thumb} />
              ) : item.kind === 'SONG' ? (
                <MusicIcon aria-hidden="true" />
              ) : (
                <PollIcon aria-hidden="true" />
              )}
              <span className={styles.attachmentName}>{attachmentName(item)}</span>
              <IconButton
                size="sm"
                label={t('composer.remove', { name: attachmentName(item) })}
                icon={<CloseIcon />}
                onClick={() => setAttachments((before) => before.filter((other) => other.key !== item.key))}
              />
            </li>
          ))}
        </ul>
      )}

      <div className={styles.toolbar}>
        <IconButton
          label={t('composer.attachImage')}
          icon={<ImageIcon />}
          pressed={panel === 'IMAGE'}
          disabled={full}
          onClick={() => toggle('IMAGE')}
        />
        <IconButton
          label={t('composer.attachSong')}
          icon={<MusicIcon />}
          pressed={panel === 'SONG'}
          disabled={full}
          onClick={() => toggle('SONG')}
        />
        <IconButton
          label={t('composer.attachPoll')}
          icon={<PollIcon />}
          pressed={panel === 'VOTE'}
          disabled={full || hasPoll}
          onClick={() => toggle('VOTE')}
        />
        <label className={styles.type} htmlFor={typeId}>
          <span className={styles.typeLabel}>{t('composer.postType')}</span>
          <Select
            id={typeId}
            value={postType}
            options={[
              { value: 'PUBLIC', label: t('composer.public') },
              { value: 'PREMIUM', label: t('composer.premium') },
            ]}
            onChange={(event) => setPostType(event.target.value as PostType)}
          />
        </label>
      </div>

      {panel === 'IMAGE' && !full && <ImagePanel onAttach={attach} />}
      {panel === 'SONG' && !full && <SongPanel onAttach={attach} />}
      {panel === 'VOTE' && !full && !hasPoll && <PollPanel onAttach={attach} />}

      {problem && problem !== 'emptyPost' && (
        <p className={styles.error} role="alert">
          {t(`rules.${problem}`, { length: characterCount(text), max: limits.postDescription })}
        </p>
      )}
      <div className={styles.publishRow}>
        {progress !== null && (
          <label className={styles.progress}>
            <span>{t('composer.progress', { percent: Math.round(progress * 100) })}</span>
            <progress max={1} value={progress} />
          </label>
        )}
        <Button
          type="submit"
          disabled={Boolean(problem)}
          loading={publish.isPending}
          loadingLabel={t('composer.publishing')}
        >
          {t('composer.publish')}
        </Button>
      </div>
      <ErrorPopup
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('composer.errorTitle')}
        message={failure}
        closeLabel={t('shared:common.close')}
      />
    </form>
  )
}
