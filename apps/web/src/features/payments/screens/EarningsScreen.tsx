import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  FormField,
  Input,
  PageHeader,
  Preloader,
  useToast,
} from '@kobza/design-system'
import type { BalanceAnswer, ReceivedPayment, WithdrawalAnswer } from '@kobza/contract'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { useLanguage } from '../../../shared/i18n/i18n'
import { formatDateTime, formatHryvnia } from '../../../shared/format/format'
import { errorMessage } from '../../../shared/errors'
import screen from '../../../shared/ui/Screen.module.css'
import {
  balanceQueryOptions,
  receivedQueryOptions,
  requestWithdrawal,
  withdrawalsQueryOptions,
} from '../api/paymentsApi'
import styles from './EarningsScreen.module.css'
import { Pager } from '../../../shared/ui/Pager'

/** A card with one page of a list (received payments, withdrawals), its empty state and its pager. */
function PagedSection<Item>({
  id,
  title,
  emptyTitle,
  data,
  page,
  onPageChange,
  row,
}: {
  id: string
  title: string
  emptyTitle: string
  data: { elements: Item[]; totalPages: number } | undefined
  page: number
  onPageChange: (page: number) => void
  row: (item: Item) => ReactNode
}) {
  const { t } = useTranslation(['payments', 'shared'])
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <h2 id={id} className={screen.sectionTitle}>
        {title}
      </h2>
      {data ? (
        data.elements.length ? (
          <ul className={styles.list}>{data.elements.map(row)}</ul>
        ) : (
          <EmptyState compact headingLevel="h3" title={emptyTitle} />
        )
      ) : (
        <Preloader label={t('shared:common.loading')} />
      )}
      {data && data.totalPages > 1 && (
        <Pager page={page} totalPages={data.totalPages} onPageChange={onPageChange} label={title} />
      )}
    </Card>
  )
}

const statusTone = { REQUESTED: 'info', PAID: 'success', REJECTED: 'danger' } as const

/** Amount typed in hryvnia (comma or point), or null when it is not a whole-kopiyky positive number. */
function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  const amount = Number(text)
  return amount > 0 ? amount : null
}

function Balance({ balance }: { balance: BalanceAnswer }) {
  const { t } = useTranslation('payments')
  const [language] = useLanguage()
  const items = [
    ['available', balance.available.amount],
    ['held', balance.held.amount],
    ['withdrawing', balance.withdrawing.amount],
  ] as const
  return (
    <dl className={styles.stats}>
      {items.map(([key, amount]) => (
        <Card key={key} padding="md" className={styles.stat} data-testid={`balance-${key}`}>
          <dt className={styles.statLabel}>{t(`earnings.${key}`)}</dt>
          <dd className={styles.statValue}>{formatHryvnia(amount, language)}</dd>
          <dd className={styles.statHint}>{t(`earnings.${key}Hint`)}</dd>
        </Card>
      ))}
    </dl>
  )
}

function WithdrawForm({ available }: { available: number }) {
  const { t } = useTranslation(['payments', 'shared'])
  const { t: shared } = useTranslation()
  const [language] = useLanguage()
  const { client, queryClient } = useServices()
  const toast = useToast()
  const [raw, setRaw] = useState('')
  const [touched, setTouched] = useState(false)
  const amount = parseAmount(raw)
  const problem = !raw.trim()
    ? t('earnings.withdrawRequired')
    : amount === null
      ? t('earnings.withdrawPositive')
      : amount > available
        ? t('earnings.withdrawAbove', { amount: formatHryvnia(available, language) })
        : null
  const mutation = useMutation({
    mutationFn: (value: number) => requestWithdrawal(client, value),
    meta: { handlesErrors: true },
    onSuccess: async (withdrawal) => {
      toast.show({
        message: t('earnings.withdrawDone', { amount: formatHryvnia(withdrawal.money.amount, language) }),
        tone: 'success',
      })
      setRaw('')
      setTouched(false)
      await queryClient.invalidateQueries({ queryKey: ['payments'] })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!problem && amount !== null) mutation.mutate(amount)
  }
  const error = touched && problem ? problem : mutation.isError ? errorMessage(mutation.error, shared) : undefined
  return (
    <form className={styles.withdraw} onSubmit={submit} noValidate>
      <FormField label={t('earnings.withdrawAmount')} error={error} className={styles.withdrawField}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={raw}
          invalid={error !== undefined}
          onChange={(event) => {
            setRaw(event.target.value)
            if (mutation.isError) mutation.reset()
          }}
        />
      </FormField>
      <div className={styles.withdrawActions}>
        <Button
          type="button"
          variant="ghost"
          disabled={available <= 0}
          onClick={() => {
            setRaw(available.toFixed(2))
            setTouched(true)
          }}
        >
          {t('earnings.withdrawAll')}
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={available <= 0}>
          {t('earnings.withdrawSubmit')}
        </Button>
      </div>
    </form>
  )
}

function ReceivedRow({ payment }: { payment: ReceivedPayment }) {
  const { t } = useTranslation('payments')
  const [language] = useLanguage()
  const who = payment.payer.publicName ?? payment.payer.nickName ?? '—'
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{t(`earnings.goal${payment.paymentGoal}`)}</span>
        <span className={styles.rowMeta}>
          {t('earnings.from', { name: who })} · {formatDateTime(payment.paidAt, language)}
        </span>
        {(payment.holdStatus || payment.reversed) && (
          <span className={styles.rowMeta}>
            {payment.reversed ? t('earnings.reversed') : t(`earnings.hold${payment.holdStatus!}`)}
          </span>
        )}
      </div>
      <span className={payment.reversed ? `${styles.amount} ${styles.struck}` : styles.amount}>
        {formatHryvnia(payment.money.amount, language)}
      </span>
    </li>
  )
}

function WithdrawalRow({ withdrawal }: { withdrawal: WithdrawalAnswer }) {
  const { t } = useTranslation('payments')
  const [language] = useLanguage()
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{formatHryvnia(withdrawal.money.amount, language)}</span>
        <span className={styles.rowMeta}>{formatDateTime(withdrawal.requestedAt, language)}</span>
      </div>
      <Badge tone={statusTone[withdrawal.status]}>{t(`earnings.status${withdrawal.status}`)}</Badge>
    </li>
  )
}

/**
 * Earnings (beyond the spec, which shows the tab disabled): the artist's balance from the
 * ledger — available, held for greetings, being paid out — a withdrawal request, and history.
 */
export function EarningsScreen() {
  const { t } = useTranslation(['payments', 'shared'])
  const { nickName = '' } = useParams()
  const session = useSession()
  const { client } = useServices()
  const [receivedPage, setReceivedPage] = useState(1)
  const [withdrawalsPage, setWithdrawalsPage] = useState(1)
  const own = session.user?.nickName === nickName
  const allowed = own && session.isArtist
  const balance = useQuery({ ...balanceQueryOptions(client), enabled: allowed })
  const received = useQuery({ ...receivedQueryOptions(client, receivedPage - 1), enabled: allowed })
  const withdrawals = useQuery({ ...withdrawalsQueryOptions(client, withdrawalsPage - 1), enabled: allowed })

  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.earnings')} />
      {!allowed ? (
        <EmptyState title={own ? t('earnings.notArtist') : t('earnings.notOwner')} />
      ) : (
        <div className={styles.layout}>
          {balance.data ? <Balance balance={balance.data} /> : <Preloader label={t('shared:common.loading')} />}
          <Card as="section" padding="lg" aria-labelledby="withdraw-title">
            <h2 id="withdraw-title" className={screen.sectionTitle}>
              {t('earnings.withdrawTitle')}
            </h2>
            <WithdrawForm available={balance.data?.available.amount ?? 0} />
          </Card>
          <div className={styles.columns}>
            <PagedSection
              id="received-title"
              title={t('earnings.receivedTitle')}
              emptyTitle={t('earnings.noPayments')}
              data={received.data}
              page={receivedPage}
              onPageChange={setReceivedPage}
              row={(payment) => <ReceivedRow key={payment.uuid} payment={payment} />}
            />
            <PagedSection
              id="withdrawals-title"
              title={t('earnings.withdrawalsTitle')}
              emptyTitle={t('earnings.noWithdrawals')}
              data={withdrawals.data}
              page={withdrawalsPage}
              onPageChange={setWithdrawalsPage}
              row={(withdrawal) => <WithdrawalRow key={withdrawal.uuid} withdrawal={withdrawal} />}
            />
          </div>
        </div>
      )}
    </Container>
  )
}
