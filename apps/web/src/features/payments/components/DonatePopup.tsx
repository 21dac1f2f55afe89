import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, FormField, Input } from '@kobza/design-system'
import { limits } from '@kobza/contract'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatHryvnia } from '../../../shared/format/format'
import { usePurchase } from './usePurchase'
import { CheckoutPopup } from './CheckoutPopup'
import styles from './MoneyActions.module.css'
import type { ArtistPopupProps } from '../../../shared/ui/popupProps'

const formId = 'donate-form'

/** What is wrong with a typed amount, or null: required, 1 to 10,000 UAH (the terms), whole kopiyky. */
export function donationProblem(raw: string): 'required' | 'range' | 'format' | null {
  const text = raw.trim().replace(',', '.')
  if (!text) return 'required'
  const amount = Number(text)
  if (!Number.isFinite(amount)) return 'format'
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return amount > 0 ? 'format' : 'range'
  if (amount < limits.donation.min || amount > limits.donation.max) return 'range'
  return null
}

/** Donate popup (spec 000 §5): presets 100/200/500 or an amount of one's own, then the checkout. */
export function DonatePopup({ open, onClose, profile }: ArtistPopupProps) {
  const { t } = useTranslation(['payments', 'shared'])
  const [language] = useLanguage()
  const [raw, setRaw] = useState('')
  const [touched, setTouched] = useState(false)
  const purchase = usePurchase(profile.publicName)
  const problem = donationProblem(raw)
  const bounds = {
    min: limits.donation.min,
    max: limits.donation.max.toLocaleString(language === 'uk' ? 'uk-UA' : 'en-GB'),
  }
  const amount = problem ? null : Number(raw.trim().replace(',', '.'))

  const close = () => {
    if (purchase.isPending) return
    setRaw('')
    setTouched(false)
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (amount !== null) purchase.mutate({ paymentGoal: 'DONATE', amount, artistUuid: profile.uuid })
  }

  return (
    <CheckoutPopup
      open={open}
      onClose={close}
      title={t('donate.title', { name: profile.publicName })}
      description={t('donate.description', bounds)}
      form={formId}
      purchase={purchase}
      submitLabel={
        amount !== null ? t('donate.submit', { amount: formatHryvnia(amount, language) }) : t('donate.submitEmpty')
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset className={styles.presets}>
          <legend>{t('donate.presets')}</legend>
          {limits.donationPresets.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={amount === preset ? 'primary' : 'secondary'}
              aria-pressed={amount === preset}
              onClick={() => {
                setRaw(String(preset))
                setTouched(true)
              }}
            >
              {formatHryvnia(preset, language)}
            </Button>
          ))}
        </fieldset>
        <FormField
          label={t('donate.amount')}
          required
          error={touched && problem ? t(`donate.${problem}`, bounds) : undefined}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={raw}
            invalid={touched && problem !== null}
            onChange={(event) => setRaw(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </FormField>
      </form>
    </CheckoutPopup>
  )
}
