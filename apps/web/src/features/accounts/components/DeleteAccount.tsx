import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Button, FormField, Input, Popup, useToast } from '@kobza/design-system'
import { useServices } from '../../../shared/services'
import { errorMessage } from '../../../shared/errors'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { deleteAccount } from '../api/accountApi'
import styles from './Settings.module.css'
import { PopupFormActions } from '../../../shared/forms/PopupFormActions'

const formId = 'delete-account-form'

/**
 * Says what deleting the account does, then asks for the password in a confirmation popup.
 * The popup is a Popup laid out like ConfirmPopup (Cancel first and focused, the red action
 * last): ConfirmPopup puts its message in a paragraph, which cannot hold a form field.
 */
export function DeleteAccount() {
  const { t } = useTranslation(['accounts', 'shared'])
  const { t: sharedT } = useTranslation()
  const { client, queryClient } = useServices()
  const { forget } = useSession()
  const toast = useToast()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [required, setRequired] = useState(false)
  // Typing the password is the confirmation, so the popup opens on that field (the dialog still announces the text).
  const passwordInput = useRef<HTMLInputElement>(null)

  /*
   * The local session may only go once this guarded screen has left the page: navigations
   * are transitions, so forgetting it earlier lets the sign-in guard, re-rendering the old
   * /settings first, replace the way home with /sign-in.
   */
  const leaving = useRef(false)
  const forgetLater = useRef(forget)
  useEffect(() => {
    forgetLater.current = forget
  }, [forget])
  useEffect(
    () => () => {
      if (!leaving.current) return
      // The server has ended every session already: no logout call, only the local part.
      void forgetLater.current()
      queryClient.clear()
    },
    [queryClient]
  )

  const mutation = useMutation({
    mutationFn: (confirmedWith: string) => deleteAccount(client, confirmedWith),
    // A wrong password is answered inside the popup; a second popup on top of it would hide it.
    meta: { handlesErrors: true },
    onSuccess: async () => {
      leaving.current = true
      toast.show({ message: t('settings.deleted'), tone: 'success' })
      await navigate(paths.home, { replace: true })
    },
  })

  const close = () => {
    if (mutation.isPending) return
    setOpen(false)
    setPassword('')
    setRequired(false)
    mutation.reset()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setRequired(!password)
    if (password) mutation.mutate(password)
  }

  const error = required
    ? t('shared:common.required')
    : mutation.isError
      ? errorMessage(mutation.error, sharedT)
      : undefined

  return (
    <>
      <p className={styles.text}>{t('settings.deleteText')}</p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('settings.deleteButton')}
        </Button>
      </div>
      <Popup
        open={open}
        onClose={close}
        role="alertdialog"
        size="sm"
        title={t('settings.deleteConfirmTitle')}
        description={t('settings.deleteText')}
        closeLabel={t('shared:common.close')}
        closeOnBackdrop={!mutation.isPending}
        initialFocusRef={passwordInput}
        actions={
          <PopupFormActions
            form={formId}
            cancelLabel={t('shared:common.cancel')}
            onCancel={close}
            submitLabel={t('settings.deleteConfirm')}
            submitVariant="danger"
            busy={mutation.isPending}
            busyLabel={t('shared:common.loading')}
          />
        }
      >
        <form id={formId} onSubmit={submit} noValidate className={styles.popupForm}>
          <FormField label={t('settings.deletePassword')} required error={error}>
            <Input
              ref={passwordInput}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value)
                setRequired(false)
                if (mutation.isError) mutation.reset()
              }}
            />
          </FormField>
        </form>
      </Popup>
    </>
  )
}
