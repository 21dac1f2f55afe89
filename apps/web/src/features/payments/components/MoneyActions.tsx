import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Button, ConfirmPopup, useToast } from '@kobza/design-system'
import type { PaymentGoal } from '@kobza/contract'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatDate, formatHryvnia } from '../../../shared/format/format'
import { paths } from '../../../shared/paths'
import { unsubscribe } from '../api/paymentsApi'
import { usePurchase } from './usePurchase'
import type { ProfileMoneyActionsProps } from './types'
import { PaymentOutcome } from './PaymentOutcome'
import styles from './MoneyActions.module.css'
import { lazyPopup } from '../../../shared/ui/lazyPopup'

// Loaded when first opened: with the checkout's form actions, they are not needed to show the buttons.
const DonatePopup = lazyPopup(() => import('./DonatePopup').then((m) => m.DonatePopup))
const GreetingPopup = lazyPopup(() => import('./GreetingPopup').then((m) => m.GreetingPopup))

type Open = 'donate' | 'greeting' | 'unsubscribe' | null

export function MoneyActions({ profile }: ProfileMoneyActionsProps) {
  const { t } = useTranslation(['payments', 'shared'])
  const [language] = useLanguage()
  const { client, queryClient } = useServices()
  const session = useSession()
  const navigate = useNavigate()
  const toast = useToast()
  const [open, setOpen] = useState<Open>(null)
  const purchase = usePurchase(profile.publicName)
  const [pendingGoal, setPendingGoal] = useState<PaymentGoal | null>(null)

  const leave = useMutation({
    mutationFn: () => unsubscribe(client, profile.uuid, session.user!.uuid),
    onSuccess: async () => {
      setOpen(null)
      toast.show({ message: t('unsubscribe.done', { name: profile.publicName }), tone: 'success' })
      // The profile (its levelSubscription) and every premium list it fed are stale now.
      await queryClient.invalidateQueries()
    },
  })

  const isArtist = profile.authorities.includes('ARTIST')
  const isOwner = profile.levelSubscription === 'OWNER' || session.user?.nickName === profile.nickName
  const outcome = <PaymentOutcome artistName={profile.publicName} />
  if (!isArtist || isOwner) return <div className={styles.root}>{outcome}</div>

  /** Guests sign in first; the profile's own guard usually did that already. */
  const guarded = (action: () => void) => () => {
    if (!session.loggedIn) void navigate(paths.signIn)
    else action()
  }
  const subscribePrice = profile.soldServices.subscribePrice.price
  const subscribed = profile.levelSubscription !== 'UNSUBSCRIBED'
  // After Unsubscribe the paid period still runs (issue 13): nothing is left to cancel; the date
  // access ends shows, and Renew.
  const running = subscribed ? (profile.subscription ?? null) : null
  const busy = purchase.isPending || purchase.isSuccess

  return (
    <div className={styles.root}>
      {outcome}
      <div className={styles.actions} role="group" aria-label={t('actions.label')}>
        {subscribed && !running?.cancelled ? (
          <Button variant="secondary" onClick={guarded(() => setOpen('unsubscribe'))}>
            {t('actions.unsubscribe')}
          </Button>
        ) : (
          // After Unsubscribe the paid period still runs: Renew pays for the month after it and
          // lifts the cancellation (the server never charges twice for one month).
          <Button
            disabled={subscribePrice === null}
            title={subscribePrice === null ? t('actions.noPrice') : undefined}
            loading={busy && pendingGoal === 'SUBSCRIBE'}
            loadingLabel={t('actions.toCheckout')}
            onClick={guarded(() => {
              if (subscribePrice === null) return
              setPendingGoal('SUBSCRIBE')
              purchase.mutate({ paymentGoal: 'SUBSCRIBE', amount: subscribePrice, artistUuid: profile.uuid })
            })}
          >
            {subscribePrice === null
              ? t(running ? 'actions.renewNoPrice' : 'actions.subscribeNoPrice')
              : t(running ? 'actions.renew' : 'actions.subscribe', { price: formatHryvnia(subscribePrice, language) })}
          </Button>
        )}
        <Button variant="secondary" onClick={guarded(() => setOpen('donate'))}>
          {t('actions.donate')}
        </Button>
        <Button variant="secondary" onClick={guarded(() => setOpen('greeting'))}>
          {t('actions.video')}
        </Button>
      </div>
      {running && (
        <p className={`${styles.note} ${styles.subscription}`} role="status">
          {t(running.cancelled ? 'actions.cancelledUntil' : 'actions.subscribedUntil', {
            date: formatDate(running.activeUntil, language),
          })}
        </p>
      )}
      <DonatePopup open={open === 'donate'} onClose={() => setOpen(null)} profile={profile} />
      <GreetingPopup open={open === 'greeting'} onClose={() => setOpen(null)} profile={profile} />
      <ConfirmPopup
        open={open === 'unsubscribe'}
        title={t('unsubscribe.title', { name: profile.publicName })}
        message={t('unsubscribe.message')}
        confirmLabel={t('unsubscribe.confirm')}
        cancelLabel={t('shared:common.cancel')}
        danger
        loading={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => setOpen(null)}
      />
    </div>
  )
}
