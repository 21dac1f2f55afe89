import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { marketKeys, offerOptions } from '../api/marketsApi'
import { DetailFrame } from '../components/DetailFrame'
import { ResultPopup } from '../components/ResultPopup'
import { SongDetails } from '../components/SongDetails'
import { formatCcd } from '../components/format'
import styles from '../components/Markets.module.css'
import { flowErrorMessage } from '../wallet/messages'
import { useMarketWallet } from '../wallet/useMarketWallet'
import { useScrollTop } from './useScrollTop'

const flows = () => import('../wallet/flows')

/** /secondary-sale/{uuid} (spec 002 §2, §4): the offer and Buy, paying the lot's total price. */
export function OfferScreen() {
  const { uuid = '' } = useParams()
  const { t } = useTranslation(['markets', 'shared'])
  const { client, loggedIn } = useSession()
  const queryClient = useQueryClient()
  const { requireLedger } = useMarketWallet()
  const query = useQuery({ ...offerOptions(client, uuid), meta: { handlesErrors: true } })
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  useScrollTop(uuid)
  const offer = query.data

  const onBuy = async () => {
    if (!offer) return
    setBusy(true)
    try {
      const bought = await (await flows()).buyTokens(await requireLedger(), client, offer)
      queryClient.setQueryData(marketKeys.offer(uuid), bought)
      void queryClient.invalidateQueries({ queryKey: marketKeys.offers })
      void queryClient.invalidateQueries({ queryKey: marketKeys.availableTokens })
      setResult(t('ledger.success'))
    } catch (error) {
      setResult(flowErrorMessage(error, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <DetailFrame
      title={t('titles.secondaryOffer')}
      backTo={`${paths.secondarySale}?contentTab=${offer?.status ?? 'ACTIVE'}&page=0`}
      status={query.status}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {offer && (
        <SongDetails
          auction={offer.auction}
          rows={[
            { label: t('detail.tokensOnSale'), value: t('detail.tokensUnit', { tokens: offer.tokensToSell }) },
            { label: t('detail.totalPrice'), value: formatCcd(offer.totalPrice) },
            { label: t('detail.tokenId'), value: <span className={styles.mono}>{offer.auction.tokenId}</span> },
          ]}
        >
          <div className={styles.action}>
            {offer.status === 'ACTIVE' && loggedIn ? (
              <Button onClick={onBuy} loading={busy} loadingLabel={t('shared:common.loading')}>
                {t('detail.buy')}
              </Button>
            ) : offer.status === 'ACTIVE' ? (
              <p className={styles.note}>{t('detail.signInToBuy')}</p>
            ) : (
              <Button disabled>{t('detail.boughtUp')}</Button>
            )}
          </div>
        </SongDetails>
      )}
      <ResultPopup message={result} onClose={() => setResult(null)} />
    </DetailFrame>
  )
}
