import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Container,
  FormField,
  IconButton,
  CloseIcon,
  Input,
  PageHeader,
  Select,
  TextArea,
  FilePicker,
  useToast,
} from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import {
  cropRatios,
  eraValues,
  initialSaleRules,
  ledgerConstants,
  limits,
  mediaAccept,
  mediaFileProblem,
  type Era,
} from '@kobza/contract'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { useContractForm, wordedBy } from '../../../shared/forms/contractForm'
import { availableSongsOptions, marketKeys } from '../api/marketsApi'
import { DevWalletPrompt } from '../components/DevWalletPrompt'
import { SaleButtons, SaleFailure } from '../components/SaleForm'
import { PlayButton } from '../components/PlayButton'
import { StepList } from '../components/StepList'
import { WalletButton } from '../components/WalletButton'
import { cropSquare } from '../components/cropSquare'
import styles from '../components/Markets.module.css'
import { initialSaleSteps, loadInitialSaleProgress, type InitialSaleStep } from '../wallet/steps'
import { flowFailureMessage } from '../wallet/messages'
import { useMarketWallet } from '../wallet/useMarketWallet'
import { useEraLabel } from '../../../shared/i18n/referenceLabels'

const emptyFields = {
  era: '',
  song: '',
  description: '',
  spotify: '',
  youtube: '',
  customLink: '',
  textAuthor: '',
  label: '',
  studio: '',
  year: '',
  composer: '',
  duration: '',
  copyright: '',
  price: '',
}
type Field = keyof typeof emptyFields
/** The text fields, and the cropped cover. */
type Values = Record<string, string | Blob | null>

const stepLabels = {
  token: 'create.stepToken',
  mint: 'create.stepMint',
  operator: 'create.stepOperator',
  auction: 'create.stepAuction',
  save: 'create.stepSave',
} as const satisfies Record<InitialSaleStep, string>

/** /add-initial-sale (spec 002 §2, §4, §5): an artist puts a share of a song's rights up for auction. */
export function AddInitialSaleScreen() {
  const { t } = useTranslation(['markets', 'shared'])
  const { client, isArtist, user } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toast = useToast()
  const pickerLabels = useFilePickerLabels()
  const { requireLedger } = useMarketWallet()
  const eraLabel = useEraLabel('markets')
  const songs = useQuery({ ...availableSongsOptions(client), enabled: isArtist })
  const form = useContractForm<Values>({
    rules: initialSaleRules,
    message: wordedBy(
      {
        tooShort: ({ length }) => t('create.minChars', { count: length }),
        tooLong: ({ length, max }) => t('create.maxChars', { count: length, max }),
        format: t('create.yearRange'),
      },
      t('create.required')
    ),
    defaultValues: { ...emptyFields, cover: null },
  })
  const { error } = form
  const values = form.values as Record<Field, string>
  const cover = form.values.cover as Blob | null
  const [coverError, setCoverError] = useState<string | null>(null)
  const [running, setRunning] = useState(false)
  const [step, setStep] = useState<InitialSaleStep | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const coverUrl = useMemo(() => (cover ? URL.createObjectURL(cover) : null), [cover])
  useEffect(() => () => (coverUrl ? URL.revokeObjectURL(coverUrl) : undefined), [coverUrl])

  useEffect(() => {
    // Artists only (spec 002 §6): anyone else is sent back where they came from.
    if (!isArtist) {
      if (window.history.length > 1) void navigate(-1)
      else void navigate(paths.auctions, { replace: true })
    }
  }, [isArtist, navigate])

  const song = songs.data?.find((entry) => String(entry.id) === values.song)
  const progress = user && song ? loadInitialSaleProgress(user.uuid) : null
  const resumable = progress !== null && progress.songId === song?.id

  const set = (field: Field) => (value: string) => form.setField(field, value)

  const pickCover = async (file: File | undefined) => {
    setCoverError(null)
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem) return setCoverError(t(problem === 'type' ? 'create.coverType' : 'create.coverTooBig'))
    form.setField('cover', await cropSquare(file))
  }

  const submit = (event: FormEvent) => void form.handleSubmit(run)(event)
  const run = async () => {
    if (!song || !cover || !user) return
    setRunning(true)
    setFailure(null)
    setFailed(false)
    try {
      const optional = {
        socialMediaSpotify: values.spotify.trim(),
        socialMediaTwitter: values.youtube.trim(),
        customLink: values.customLink.trim(),
        textAuthor: values.textAuthor.trim(),
        songLabel: values.label.trim(),
        recordingStudio: values.studio.trim(),
        composer: values.composer.trim(),
        ...(values.year ? { yearOfRelease: Number(values.year) } : {}),
      }
      const { createInitialSale } = await import('../wallet/flows')
      await createInitialSale(
        await requireLedger(),
        client,
        user.uuid,
        {
          songId: song.id,
          songName: song.songName,
          era: values.era as Era,
          description: values.description.trim(),
          durationSeconds: Number(values.duration),
          copyrightPercent: Number(values.copyright),
          initialPriceMicro: BigInt(values.price.trim()) * ledgerConstants.microPerCcd,
          cover,
          optional,
        },
        setStep
      )
      void queryClient.invalidateQueries({ queryKey: marketKeys.all })
      toast.show({ message: t('create.created', { name: song.songName }), tone: 'success' })
      void navigate(`${paths.auctions}?contentTab=open&page=0`)
    } catch (error) {
      setFailure(flowFailureMessage(error, t, stepLabels))
      setFailed(true)
      setRunning(false)
    }
  }

  if (!isArtist) return null
  const songOptions = (songs.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.songName }))
  const text = (field: Field, label: string, extra: { max?: number; type?: string } = {}) => (
    <FormField label={label} error={error(field)}>
      <Input
        type={extra.type ?? 'text'}
        value={values[field]}
        maxChars={extra.max}
        invalid={Boolean(error(field))}
        onChange={(event) => set(field)(event.target.value)}
      />
    </FormField>
  )

  return (
    <Container className={styles.page}>
      <PageHeader className={styles.pageHeader} title={t('titles.addInitialSale')} actions={<WalletButton />} />
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={running}>
        <FormField label={t('create.era')} required error={error('era')}>
          <Select
            value={values.era}
            placeholder={t('create.chooseEra')}
            invalid={Boolean(error('era'))}
            onChange={(event) => set('era')(event.target.value)}
            options={eraValues.map((code) => ({ value: code, label: eraLabel(code) }))}
          />
        </FormField>
        <FormField
          label={t('create.song')}
          required
          error={error('song')}
          hint={songs.data && songs.data.length === 0 ? t('create.noSongs') : undefined}
        >
          <div className={styles.songPick}>
            <Select
              value={values.song}
              placeholder={t('create.chooseSong')}
              invalid={Boolean(error('song'))}
              onChange={(event) => set('song')(event.target.value)}
              options={songOptions}
            />
            {song && (
              <>
                <PlayButton
                  track={
                    song.fileUrl
                      ? { id: `song:${song.id}`, title: song.songName, src: song.fileUrl, artist: user?.publicName }
                      : null
                  }
                />
                <IconButton label={t('create.removeSong')} icon={<CloseIcon />} onClick={() => set('song')('')} />
              </>
            )}
          </div>
        </FormField>
        <FormField label={t('create.description')} required error={error('description')}>
          <TextArea
            rows={5}
            value={values.description}
            maxChars={limits.auctionDescription.max}
            invalid={Boolean(error('description'))}
            onChange={(event) => set('description')(event.target.value)}
          />
        </FormField>
        <FormField label={t('create.cover')} required hint={t('create.coverHint')} error={coverError ?? error('cover')}>
          <FilePicker
            accept={mediaAccept('picture')}
            labels={pickerLabels}
            aria-label={cover ? t('create.coverChange') : t('create.coverPick')}
            previewUrl={coverUrl}
            previewAlt={t('create.coverPreview')}
            previewRatio={cropRatios.square}
            onFile={(file) => void pickCover(file ?? undefined)}
          />
        </FormField>
        <div className={styles.formRow}>
          {text('spotify', t('create.spotify'))}
          {text('youtube', t('create.youtube'))}
        </div>
        {text('customLink', t('create.customLink'))}
        <div className={styles.formRow}>
          {text('textAuthor', `${t('create.textAuthor')} (${t('create.optional')})`)}
          {text('label', `${t('create.label')} (${t('create.optional')})`)}
          {text('studio', `${t('create.studio')} (${t('create.optional')})`)}
          {text('year', `${t('create.year')} (${t('create.optional')})`, { type: 'number' })}
        </div>
        {text('composer', t('create.composer'), { max: limits.composerMax })}
        <div className={styles.formRow}>
          <FormField label={t('create.duration')} required error={error('duration')}>
            <Select
              value={values.duration}
              placeholder={t('create.chooseDuration')}
              invalid={Boolean(error('duration'))}
              onChange={(event) => set('duration')(event.target.value)}
              options={ledgerConstants.auctionDurations.map((option, index) => ({
                value: String(option.seconds),
                label: t(`create.week${(index + 1) as 1 | 2 | 3 | 4}`),
              }))}
            />
          </FormField>
          <FormField label={t('create.copyright')} required hint={t('create.copyrightHint')} error={error('copyright')}>
            <Input
              type="number"
              min={1}
              max={100}
              step="any"
              value={values.copyright}
              invalid={Boolean(error('copyright'))}
              onChange={(event) => set('copyright')(event.target.value)}
            />
          </FormField>
          <FormField label={t('create.initialPrice')} required error={error('price')}>
            <Input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={values.price}
              invalid={Boolean(error('price'))}
              onChange={(event) => set('price')(event.target.value)}
            />
          </FormField>
        </div>
        {resumable && !running && <p className={styles.note}>{t('create.resumeNote')}</p>}
        {(running || failed) && (
          <StepList
            steps={initialSaleSteps.map((key) => ({ key, label: t(stepLabels[key]) }))}
            current={step}
            failed={failed}
          />
        )}
        <SaleButtons
          running={running}
          cancelTo={paths.auctions}
          submitLabel={resumable ? t('create.resume') : t('create.start')}
        />
      </form>
      <SaleFailure failure={failure} onClose={() => setFailure(null)} />
      <DevWalletPrompt />
    </Container>
  )
}
