import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FormField, Input, Popup, TextArea, useToast } from '@kobza/design-system'
import { limits, servicePriceRules, type ArtistProfile, type ServicePrices } from '@kobza/contract'
import { errorMessage } from '../../../shared/errors'
import { useContractForm } from '../../../shared/forms/contractForm'
import { useSession } from '../../../shared/session/SessionContext'
import { profileKeys, servicePricesQueryOptions, updateServicePrices } from '../api/profileApi'
import styles from './Popups.module.css'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'
import type { ArtistPopupProps } from '../../../shared/ui/popupProps'

/**
 * Edit prices (spec 001 §4, §5): subscription and video congratulation prices, both required and
 * at least 1, and the rules text (empty is stored as null). A server refusal shows its first
 * message under the rules field.
 */
export function EditPricesPopup({ profile, open, onClose }: ArtistPopupProps) {
  const { client } = useSession()
  const prices = useQuery({ ...servicePricesQueryOptions(client, profile.uuid), enabled: open })
  // The form starts from the stored prices: it is made again once they arrive and on each opening.
  return (
    <PricesPopup
      key={`${open}-${prices.dataUpdatedAt}`}
      profile={profile}
      initial={prices.data ?? null}
      open={open}
      onClose={onClose}
    />
  )
}

function PricesPopup({
  profile,
  initial,
  open,
  onClose,
}: {
  profile: ArtistProfile
  initial: ServicePrices | null
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['profile', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const toast = useToast()
  const { values, text, error, handleSubmit } = useContractForm({
    rules: servicePriceRules,
    message: (_field, problem) => (problem.rule === 'required' ? t('shared:common.required') : t('prices.minPrice')),
    defaultValues: {
      subscribePrice: initial?.subscribePrice.price?.toString() ?? '',
      videoPrice: initial?.videoCongratulationPrice.price?.toString() ?? '',
      rule: initial?.videoCongratulationPrice.rule ?? '',
    },
  })
  const [serverError, setServerError] = useState<string | null>(null)

  const mutation = useMutation({
    mutationFn: () =>
      updateServicePrices(client, profile.uuid, {
        subscribePrice: { price: Number(values.subscribePrice) },
        videoCongratulationPrice: { price: Number(values.videoPrice), rule: values.rule.trim() || null },
      }),
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKeys.prices(profile.uuid), saved)
      toast.show({ message: t('prices.saved'), tone: 'success' })
      onClose()
      // The profile's buttons show the subscription price.
      await queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
    onError: (error) => setServerError(errorMessage(error, sharedT)),
  })

  const submit = (event: FormEvent) => {
    setServerError(null)
    void handleSubmit(() => mutation.mutate())(event)
  }

  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('prices.title')}
      closeLabel={t('shared:common.close')}
      actions={
        <PopupFormActions
          form="edit-prices-form"
          cancelLabel={t('edit.cancel')}
          onCancel={onClose}
          cancelWhileBusy
          submitLabel={t('prices.save')}
          busy={mutation.isPending}
          busyLabel={t('edit.saving')}
        />
      }
    >
      <form id="edit-prices-form" className={styles.form} onSubmit={submit} noValidate>
        <FormField label={t('prices.subscribePrice')} required error={error('subscribePrice')}>
          <Input type="number" inputMode="numeric" min={limits.priceMin} step={1} {...text('subscribePrice')} />
        </FormField>
        <FormField label={t('prices.videoPrice')} required error={error('videoPrice')}>
          <Input type="number" inputMode="numeric" min={limits.priceMin} step={1} {...text('videoPrice')} />
        </FormField>
        <FormField label={t('prices.rules')} hint={t('prices.rulesHint')} error={serverError ?? undefined}>
          <TextArea {...text('rule')} rows={4} maxLength={limits.eventDescriptionMax} />
        </FormField>
      </form>
    </Popup>
  )
}
