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
  limits,
  mediaAccept,
  mediaFileProblem,
  personLegendRules,
  songLegendRules,
  type Legend,
  type LegendType,
} from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useContractForm, wordedBy } from '../../../shared/forms/contractForm'
import { useEraLabel, useGenreCodeLabel } from '../../../shared/i18n/referenceLabels'
import { useSession } from '../../../shared/session/SessionContext'
import screen from '../../../shared/ui/Screen.module.css'
import { legendKeys, nominatePerson, nominateSong } from '../api/legends'
import { CoverCropper } from '../components/CoverCropper'
import { hallPath } from '../paths'
import styles from '../components/hall.module.css'

/** Text fields by name, and the picked cover and song (files). */
type Values = Record<string, string | File | null>

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
  const isSong = type === 'SONG'
  const problemMessage = wordedBy(
    {
      tooLong: ({ length, max }) => t('induct.maxChars', { current: length, max }),
      link: t('induct.linkInvalid'),
    },
    t('induct.required')
  )
  const form = useContractForm<Values>({
    rules: isSong ? songLegendRules : personLegendRules,
    message: problemMessage,
    defaultValues: { coverFile: null, songFile: null },
  })
  const { error } = form
  const text = (name: string) => form.text(name).value
  const cover = form.values.coverFile as File | null
  const song = form.values.songFile as File | null
  const [coverPreview, setCoverPreview] = useState<string | null>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  // A new cropper (zoom and position reset) for every chosen picture.
  const [cropKey, setCropKey] = useState(0)
  const pickerLabels = useFilePickerLabels()

  const submit = useMutation({
    mutationFn: (form: FormData) => (isSong ? nominateSong(client, form) : nominatePerson(client, form)),
    meta: { handlesErrors: true },
    onSuccess: async (_legend: Legend) => {
      await queryClient.invalidateQueries({ queryKey: legendKeys.all })
      void navigate(hallPath('SONG', 'voting', 0))
    },
  })

  const send = () => {
    const body = new FormData()
    body.set('legendType', type)
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
    for (const field of fields) if (text(field).trim()) body.set(field, text(field).trim())
    for (const field of [...(isSong ? songLinkFields : personLinkFields), 'customName', 'customUrl'])
      if (text(field).trim()) body.set(`socialLinks.${field}`, text(field).trim())
    body.set('coverFile', cover!)
    if (isSong && song) body.set('songFile', song)
    submit.mutate(body)
  }
  const onSubmit = (event: FormEvent) => void form.handleSubmit(send)(event)

  const chooseCover = (file: File | undefined) => {
    if (!file) return
    const problem = mediaFileProblem('picture', file)
    if (problem) return form.fail('coverFile', t(problem === 'type' ? 'induct.coverType' : 'induct.coverSize'))
    setCropKey((key) => key + 1)
    setCropping(file)
  }
  const chooseSong = (file: File | undefined) => {
    if (!file) return
    const problem = mediaFileProblem('song', file)
    if (problem) return form.fail('songFile', t(problem === 'type' ? 'induct.songType' : 'induct.songSize'))
    form.setField('songFile', file)
  }

  const textField = (
    name: string,
    label: string,
    options: { max?: number; required?: boolean; type?: string } = {}
  ) => (
    <FormField label={label} required={options.required} error={error(name)}>
      <Input name={name} type={options.type ?? 'text'} {...form.text(name)} maxChars={options.max} />
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
          <FormField label={t('induct.genre')} required error={error('genre')}>
            <Select
              name="genre"
              {...form.text('genre')}
              placeholder={t('induct.chooseGenre')}
              options={genreValues.map((code) => ({ value: code, label: genreLabel(code) }))}
            />
          </FormField>
        )}
        <FormField label={t('induct.era')} required error={error('era')}>
          <Select
            name="era"
            {...form.text('era')}
            placeholder={t('induct.chooseEra')}
            options={eraValues.map((code) => ({ value: code, label: eraLabel(code) }))}
          />
        </FormField>
      </div>
      <FormField label={t('induct.opinion')} required error={error('ownerLegendStarterOpinion')}>
        <TextArea
          name="ownerLegendStarterOpinion"
          rows={5}
          {...form.text('ownerLegendStarterOpinion')}
          maxChars={limits.legendOpinionMax}
        />
      </FormField>

      <FormField label={t('induct.cover')} hint={t('induct.coverHint')} required error={error('coverFile')}>
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
        <FormField label={t('induct.songFile')} hint={t('induct.songHint')} required error={error('songFile')}>
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
          {textField('authorTextName', t('induct.authorTextName'), { max: limits.legendCreditMax })}
          {textField('composer', t('induct.composer'), { max: limits.composerMax })}
          {textField('label', t('induct.label'), { max: limits.legendCreditMax })}
          {textField('recordingStudio', t('induct.recordingStudio'), { max: limits.legendCreditMax })}
          {textField('yearOfRelease', t('induct.yearOfRelease'), { type: 'number' })}
        </div>
      )}

      <fieldset className={styles.links}>
        <legend className={styles.sectionTitle}>{t('induct.links')}</legend>
        <div className={styles.formGrid}>
          {(isSong ? songLinkFields : personLinkFields).map((field) => (
            <div key={field}>{textField(field, t(`induct.${field}`), { type: 'url' })}</div>
          ))}
          {textField('customName', t('induct.customName'), { max: limits.legendCustomNameMax })}
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
          form.setField('coverFile', cropped)
          setCoverPreview((previous) => {
            if (previous) URL.revokeObjectURL(previous)
            return URL.createObjectURL(cropped)
          })
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
