import { useTranslation } from 'react-i18next'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'

/**
 * The buttons of a purchase popup (Donate, Video Congratulations): Cancel, and the submit of the
 * popup's form, busy from the click until the browser has left for the checkout page (a started
 * purchase counts too). Cancel stays usable meanwhile.
 */
export function CheckoutActions({
  form,
  purchase,
  onCancel,
  submitLabel,
  submitDisabled,
}: {
  form: string
  purchase: { isPending: boolean; isSuccess: boolean }
  onCancel: () => void
  submitLabel: string
  submitDisabled?: boolean
}) {
  const { t } = useTranslation(['payments', 'shared'])
  return (
    <PopupFormActions
      form={form}
      cancelLabel={t('shared:common.cancel')}
      onCancel={onCancel}
      cancelWhileBusy
      submitLabel={submitLabel}
      submitDisabled={submitDisabled}
      busy={purchase.isPending || purchase.isSuccess}
      busyLabel={t('actions.toCheckout')}
    />
  )
}
