import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField, TextArea } from '@kobza/design-system'
import { userDesireMax } from '@kobza/contract'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatHryvnia } from '../../../shared/format/format'
import { errorMessage } from '../../../shared/errors'
import { usePurchase } from './usePurchase'
import { CheckoutPopup } from './CheckoutPopup'
import styles from './MoneyActions.module.css'
import type { ArtistPopupProps } from '../../../shared/ui/popupProps'

const formId = 'greeting-order-form'

/**
 * Video congratulation order (spec 001 §3): the artist's price and rules, the fan's wish, then
 * the checkout. A refused payment is shown under the text field (spec 000 §8), not in a dialog.
 */
export function GreetingPopup({ open, onClose, profile }: ArtistPopupProps) {
  const { t } = useTranslation(['payments', 'shared'])
  const { t: shared } = useTranslation()
  const [language] = useLanguage()
  const [desire, setDesire] = useState('')
  const [touched, setTouched] = useState(false)
  const purchase = usePurchase(profile.publicName, { handlesErrors: true })
  const { price, rule } = profile.soldServices.videoCongratulationPrice
  const missing = !desire.trim()

  const close = () => {
    if (purchase.isPending) return
    setDesire('')
    setTouched(false)
    purchase.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (price === null || missing) return
    purchase.mutate({
      paymentGoal: 'VID_CONGRATULATION',
      amount: price,
      artistUuid: profile.uuid,
      userDesire: desire.trim(),
    })
  }
  const error =
    touched && missing ? t('greeting.required') : purchase.isError ? errorMessage(purchase.error, shared) : undefined

  return (
    <CheckoutPopup
      open={open}
      onClose={close}
      title={t('greeting.title', { name: profile.publicName })}
      form={formId}
      purchase={purchase}
      submitLabel={
        price === null ? t('actions.video') : t('greeting.submit', { price: formatHryvnia(price, language) })
      }
      submitDisabled={price === null}
    >
      {price === null ? (
        <p className={styles.note}>{t('greeting.noPrice')}</p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <dl className={styles.facts}>
            <dt>{t('greeting.price')}</dt>
            <dd>{formatHryvnia(price, language)}</dd>
            {rule && (
              <>
                <dt>{t('greeting.rules')}</dt>
                <dd>{rule}</dd>
              </>
            )}
          </dl>
          <FormField label={t('greeting.desire')} hint={t('greeting.desireHint')} required error={error}>
            <TextArea
              rows={4}
              maxChars={userDesireMax}
              value={desire}
              invalid={error !== undefined}
              onChange={(event) => {
                setDesire(event.target.value)
                if (purchase.isError) purchase.reset()
              }}
            />
          </FormField>
        </form>
      )}
    </CheckoutPopup>
  )
}
