import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  Button,
  Container,
  ErrorPopup,
  FormField,
  Input,
  PageHeader,
  Preloader,
  Select,
  Tabs,
  TextArea,
  FilePicker,
} from '@kobza/design-system'
import { useFilePickerLabels } from '../../../shared/ui/useFilePickerLabels'
import {
  eraValues,
  genreValues,
  isHttpLink,
  limits,
  mediaAccept,
  mediaFileProblem,
  type Legend,
  type LegendType,
} from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useEraLabel, useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { useSession } from '../../../shared/session/SessionContext'
import screen from '../../../shared/ui/Screen.module.css'
import { legendKeys, nominatePerson, nominateSong } from '../api/legends'
import { CoverCropper } from '../components/CoverCropper'
import { hallPath } from '../paths'
import styles from '../components/hall.module.css'

type Values = Record<string, string>
type Errors = Record<string, string | undefined>

const personLinkFields = [
  'wikipediaUrl',
  'instagramUrl',
  'facebookUrl',
  'spotifyUrl',
  'youtubeUrl',
  'twitterUrl',
] as const
const songLinkFields = ['spotifyUrl', 'youtubeUrl'] as const

/** /induct-a-legend (spec 001 §2, §5): 'Music work' (SONG, default) and 'Music creator' (PERSON). */
export function InductScreen() {
  const { t } = useTranslation('hallOfFame')
  const [tab, setTab] = useState<LegendType>('SONG')
  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.induct')} />
      <Tabs<LegendType>
        label={t('induct.tabs')}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'SONG', label: t('induct.song') },
          { value: 'PERSON', label: t('induct.person') },
        ]}
      >
        {/* Each tab is its own form: switching (or leaving the page) resets it. */}
        <InductForm key={tab} type={tab} />
      </Tabs>
    </Container>
  )
}

function InductForm({ type }: { type: LegendType }) {
  const { t } = useTranslation(['hallOfFame', 'shared'])
  const { t: tShared } = useTranslation()
  const eraLabel = useEraLabel('hallOfFame')
  const genreLabel = useGenreCodeLabel()
  const { client } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Values>({})
  const [errors, setErrors] = useState<Errors>({})
  const [cover, setCover] = useState<File | null>(null)
  const [coverPreview, setCoverPreview] = useState<string | null>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  // A new cropper (zoom and position reset) for every chosen picture.
  const [cropKey, setCropKey] = useState(0)
  const [song, setSong] = useState<File | null>(null)
  const pickerLabels = useFilePickerLabels()
  const isSong = type === 'SONG'

  const submit = useMutation({
    mutationFn: (form: FormData) => (isSong ? nominateSong(client, form) : nominatePerson(client, form)),
    meta: { handlesErrors: true },
    onSuccess: async (_legend: Legend) => {
      await queryClient.invalidateQueries({ queryKey: legendKeys.all })
      void navigate(hallPath('SONG', 'voting', 0))
    },
  })

  const set = (name: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }
  const text = (name: string) => values[name] ?? ''

  const maxed = (name: string, max: number, required: boolean): string | undefined => {
    const value = text(name).trim()
    if (required && value === '') return t('induct.required')
    if ([...value].length > max) return t('induct.maxChars', { current: [...value].length, max })
    return undefined
  }

  const validate = (): Errors => {
    const found: Errors = {
      name: maxed('name', limits.legendNameMax, true),
      era: text('era') ? undefined : t('induct.required'),
      ownerLegendStarterOpinion: maxed('ownerLegendStarterOpinion', limits.legendOpinionMax, true),
      coverFile: cover ? undefined : t('induct.required'),
      customName: maxed('customName', 60, false),
    }
    if (isSong) {
      found.authorName = maxed('authorName', limits.legendAuthorNameMax, true)
      found.genre = text('genre') ? undefined : t('induct.required')
      found.songFile = song ? undefined : t('induct.required')
      found.composer = maxed('composer', limits.composerMax, false)
      found.authorTextName = maxed('authorTextName', 50, false)
      found.label = maxed('label', 50, false)
      found.recordingStudio = maxed('recordingStudio', 50, false)
      const year = text('yearOfRelease').trim()
      if (year && !/^\d{4}$/.test(year)) found.yearOfRelease = t('induct.required')
    }
    for (const field of [...(isSong ? songLinkFields : personLinkFields), 'customUrl']) {
      const value = text(field).trim()
      if (value && !isHttpLink(value)) found[field] = t('induct.linkInvalid')
    }
    return found
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    const form = new FormData()
    form.set('legendType', type)
    const fields = isSong
      ? [
          'name',
          'authorName',
          'genre',
          'era',
          'ownerLegendStarterOpinion',
          'authorTextName',
          'label',
          'recordingStudio',
          'yearOfRelease',
          'composer',
        ]
      : ['name', 'era', 'ownerLegendStarterOpinion']
    for (const field of fields) if (text(field).trim()) form.set(field, text(field).trim())
    for (const field of [...(isSong ? songLinkFields : personLinkFields), 'customName', 'customUrl'])
      if (text(field).trim()) form.set(`socialLinks.${field}`, text(field).trim())
    form.set('coverFile', cover!)
    if (isSong && song) form.set('songFile', song)
    submit.mutate(form)
  }

  const chooseCover = (file: File | undefined) => {
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem)
      return setErrors((current) => ({
        ...current,
        coverFile: t(problem === 'type' ? 'induct.coverType' : 'induct.coverSize'),
      }))
    setCropKey((key) => key + 1)
    setCropping(file)
  }
  const chooseSong = (file: File | undefined) => {
    if (!file) return
    const problem = mediaFileProblem('song', file)
    if (problem)
      return setErrors((current) => ({
        ...current,
        songFile: t(problem === 'type' ? 'induct.songType' : 'induct.songSize'),
      }))
    setSong(file)
    setErrors((current) => ({ ...current, songFile: undefined }))
  }

  const textField = (
    name: string,
    label: string,
    options: { max?: number; required?: boolean; type?: string } = {}
  ) => (
    <FormField label={label} required={options.required} error={errors[name]}>
      <Input
        name={name}
        type={options.type ?? 'text'}
        value={text(name)}
        maxChars={options.max}
        onChange={(event) => set(name)(event.target.value)}
      />
    </FormField>
  )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submit.isPending}>
      {textField('name', isSong ? t('induct.songName') : t('induct.personName'), {
        max: limits.legendNameMax,
        required: true,
      })}
      {isSong && textField('authorName', t('induct.authorName'), { max: limits.legendAuthorNameMax, required: true })}
      <div className={styles.formGrid}>
        {isSong && (
          <FormField label={t('induct.genre')} required error={errors.genre}>
            <Select
              name="genre"
              value={text('genre')}
              placeholder={t('induct.chooseGenre')}
              onChange={(event) => set('genre')(event.target.value)}
              options={genreValues.map((code) => ({ value: code, label: genreLabel(code) }))}
            />
          </FormField>
        )}
        <FormField label={t('induct.era')} required error={errors.era}>
          <Select
            name="era"
            value={text('era')}
            placeholder={t('induct.chooseEra')}
            onChange={(event) => set('era')(event.target.value)}
            options={eraValues.map((code) => ({ value: code, label: eraLabel(code) }))}
          />
        </FormField>
      </div>
      <FormField label={t('induct.opinion')} required error={errors.ownerLegendStarterOpinion}>
        <TextArea
          name="ownerLegendStarterOpinion"
          rows={5}
          value={text('ownerLegendStarterOpinion')}
          maxChars={limits.legendOpinionMax}
          onChange={(event) => set('ownerLegendStarterOpinion')(event.target.value)}
        />
      </FormField>

      <FormField label={t('induct.cover')} hint={t('induct.coverHint')} required error={errors.coverFile}>
        <FilePicker
          name="coverFile"
          accept={mediaAccept('picture')}
          labels={pickerLabels}
          fileName={cover?.name}
          previewUrl={coverPreview}
          onFile={(file) => chooseCover(file ?? undefined)}
        />
      </FormField>

      {isSong && (
        <FormField label={t('induct.songFile')} hint={t('induct.songHint')} required error={errors.songFile}>
          <FilePicker
            name="songFile"
            accept={mediaAccept('song')}
            labels={pickerLabels}
            fileName={song?.name}
            onFile={(file) => chooseSong(file ?? undefined)}
          />
        </FormField>
      )}

      {isSong && (
        <div className={styles.formGrid}>
          {textField('authorTextName', t('induct.authorTextName'), { max: 50 })}
          {textField('composer', t('induct.composer'), { max: limits.composerMax })}
          {textField('label', t('induct.label'), { max: 50 })}
          {textField('recordingStudio', t('induct.recordingStudio'), { max: 50 })}
          {textField('yearOfRelease', t('induct.yearOfRelease'), { type: 'number' })}
        </div>
      )}

      <fieldset className={styles.links}>
        <legend className={styles.sectionTitle}>{t('induct.links')}</legend>
        <div className={styles.formGrid}>
          {(isSong ? songLinkFields : personLinkFields).map((field) => (
            <div key={field}>{textField(field, t(`induct.${field}`), { type: 'url' })}</div>
          ))}
          {textField('customName', t('induct.customName'), { max: 60 })}
          {textField('customUrl', t('induct.customUrl'), { type: 'url' })}
        </div>
      </fieldset>

      <div>
        <Button type="submit" loading={submit.isPending} loadingLabel={t('induct.uploading')}>
          {t('induct.submit')}
        </Button>
      </div>
      {submit.isPending && <Preloader label={t('induct.uploading')} centered />}

      <CoverCropper
        key={cropKey}
        file={cropping}
        onCancel={() => setCropping(null)}
        onDone={(cropped) => {
          setCropping(null)
          setCover(cropped)
          setCoverPreview((previous) => {
            if (previous) URL.revokeObjectURL(previous)
            return URL.createObjectURL(cropped)
          })
          setErrors((current) => ({ ...current, coverFile: undefined }))
        }}
      />
      <ErrorPopup
        open={submit.isError}
        onClose={() => submit.reset()}
        title={t('induct.errorTitle')}
        closeLabel={t('shared:common.close')}
        message={submit.isError ? errorMessage(submit.error, tShared) : ''}
      />
    </form>
  )
}
