import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Container, EmptyState, FormField, Input, PageHeader, Preloader, Select } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { availableTokensOptions, marketKeys } from '../api/marketsApi'
import { DevWalletPrompt } from '../components/DevWalletPrompt'
import { SaleButtons, SaleFailure } from '../components/SaleForm'
import { SongDetails } from '../components/SongDetails'
import { StepList } from '../components/StepList'
import { WalletButton } from '../components/WalletButton'
import styles from '../components/Markets.module.css'
import { secondarySaleSteps, type SecondarySaleStep } from '../wallet/steps'
import { flowFailureMessage } from '../wallet/messages'
import { useMarketWallet } from '../wallet/useMarketWallet'

const stepLabels = {
  operator: 'create.stepSaleOperator',
  sale: 'create.stepSale',
  save: 'create.stepSaleSave',
} as const satisfies Record<SecondarySaleStep, string>

/** /sell-tokens (spec 002 §2, §4, §5): a holder lists RR tokens at a total price for the lot. */
export function SellTokensScreen() {
  const { t } = useTranslation(['markets', 'shared'])
  const { client, loggedIn } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { requireLedger, ledger, state } = useMarketWallet()
  // On a Concordium network the holdings are the connected wallet's; locally, the user's own account's.
  const network = ledger?.mode === 'network'
  useEffect(() => {
    // Which ledger (and so whose holdings) must be known before the list is asked for.
    if (loggedIn) void requireLedger().catch(() => undefined)
  }, [loggedIn, requireLedger])
  const holdings = useQuery({
    ...availableTokensOptions(client, network ? state.address : undefined),
    enabled: loggedIn && ledger !== null && (!network || state.address !== undefined),
  })
  const [picked, setPicked] = useState('')
  const [price, setPrice] = useState('')
  const [tokens, setTokens] = useState('')
  const [errors, setErrors] = useState<{ price?: string; tokens?: string; token?: string }>({})
  const [running, setRunning] = useState(false)
  const [failed, setFailed] = useState(false)
  const [step, setStep] = useState<SecondarySaleStep | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const holding = holdings.data?.find((entry) => String(entry.auctionId) === picked)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { MoneyError, createSecondarySale, minSalePriceMicro, parseCcdDecimal } = await import('../wallet/flows')
    const found: typeof errors = {}
    let totalPriceMicro = 0n
    let count = 0n
    if (!holding) found.token = t('create.required')
    try {
      totalPriceMicro = parseCcdDecimal(price, { minMicro: minSalePriceMicro })
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error
      found.price = t('create.priceGreaterThanZero')
    }
    if (!/^\d+$/.test(tokens.trim()))
      found.tokens = tokens.trim() ? t('create.wholeTokens') : t('create.tokensAtLeastOne')
    else {
      count = BigInt(tokens.trim())
      // The spec words these as prices ("Price must be less than …"); the field is a token count (issue 32).
      if (count < 1n) found.tokens = t('create.tokensAtLeastOne')
      else if (holding && count > BigInt(holding.freeTokens))
        found.tokens = t('create.tokensAtMost', { count: Number(holding.freeTokens) })
    }
    setErrors(found)
    if (Object.values(found).some(Boolean) || !holding) return
    setRunning(true)
    setFailed(false)
    try {
      await createSecondarySale(
        await requireLedger(),
        client,
        holding,
        { totalPriceMicro, tokensToSell: count },
        setStep
      )
      void queryClient.invalidateQueries({ queryKey: marketKeys.all })
      void navigate(`${paths.secondarySale}?contentTab=ACTIVE&page=0`)
    } catch (error) {
      setFailure(flowFailureMessage(error, t, stepLabels))
      setFailed(true)
      setRunning(false)
    }
  }

  return (
    <Container className={styles.page}>
      <PageHeader className={styles.pageHeader} title={t('titles.sellTokens')} actions={<WalletButton />} />
      {!loggedIn ? (
        <EmptyState
          title={t('detail.signInToBuy')}
          action={<LinkButton to={paths.signIn}>{t('shared:nav.signIn')}</LinkButton>}
        />
      ) : network && !state.connected ? (
        <EmptyState title={t('ledger.noAccount')} action={<WalletButton />} />
      ) : holdings.isPending ? (
        <Preloader label={t('shared:common.loading')} centered />
      ) : (holdings.data ?? []).length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          description={t('create.noTokens')}
          action={<LinkButton to={`${paths.auctions}?contentTab=open&page=0`}>{t('titles.auctions')}</LinkButton>}
        />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={running}>
          <FormField label={t('create.token')} required error={errors.token}>
            <Select
              value={picked}
              placeholder={t('create.chooseToken')}
              invalid={Boolean(errors.token)}
              onChange={(event) => {
                setPicked(event.target.value)
                setErrors({})
              }}
              options={(holdings.data ?? []).map((entry) => ({
                value: String(entry.auctionId),
                label: entry.auction.song.songName,
              }))}
            />
          </FormField>
          {holding && (
            <>
              <SongDetails
                auction={holding.auction}
                rows={[{ label: t('create.availableTokens'), value: holding.freeTokens }]}
              />
              <div className={styles.formRow}>
                <FormField label={t('create.salePrice')} required error={errors.price}>
                  <Input
                    inputMode="decimal"
                    value={price}
                    invalid={Boolean(errors.price)}
                    onChange={(event) => setPrice(event.target.value)}
                  />
                </FormField>
                <FormField label={t('create.tokensToSell')} required error={errors.tokens}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={Number(holding.freeTokens)}
                    step={1}
                    value={tokens}
                    invalid={Boolean(errors.tokens)}
                    onChange={(event) => setTokens(event.target.value)}
                  />
                </FormField>
              </div>
            </>
          )}
          {(running || failed) && (
            <StepList
              steps={secondarySaleSteps.map((key) => ({ key, label: t(stepLabels[key]) }))}
              current={step}
              failed={failed}
            />
          )}
          <SaleButtons running={running} cancelTo={paths.secondarySale} submitLabel={t('create.startSale')} />
        </form>
      )}
      <SaleFailure failure={failure} onClose={() => setFailure(null)} />
      <DevWalletPrompt />
    </Container>
  )
}
