import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Popup } from '@kobza/design-system'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'

/**
 * A purchase popup (Donate, Video Congratulations): its form as children, then Cancel and the
 * form's submit, busy from the click until the browser has left for the checkout page (a started
 * purchase counts too). Cancel stays usable meanwhile.
 */
export function CheckoutPopup({
  open,
  onClose,
  title,
  description,
  form,
  purchase,
  submitLabel,
  submitDisabled,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description?: string
  form: string
  purchase: { isPending: boolean; isSuccess: boolean }
  submitLabel: string
  submitDisabled?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation(['payments', 'shared'])
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('shared:common.close')}
      actions={
        <PopupFormActions
          form={form}
          cancelLabel={t('shared:common.cancel')}
          onCancel={onClose}
          cancelWhileBusy
          submitLabel={submitLabel}
          submitDisabled={submitDisabled}
          busy={purchase.isPending || purchase.isSuccess}
          busyLabel={t('actions.toCheckout')}
        />
      }
    >
      {children}
    </Popup>
  )
}
