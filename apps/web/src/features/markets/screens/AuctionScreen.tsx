import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, FormField, Input } from '@kobza/design-system'
import type { Auction } from '@kobza/contract'
import { ccdToMicro } from '@kobza/ledger/money'
import { formatDate } from '../../../shared/format/format'
import type { Language } from '../../../shared/i18n/language'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { auctionOptions, marketKeys } from '../api/marketsApi'
import { DetailFrame } from '../components/DetailFrame'
import { ResultPopup } from '../components/ResultPopup'
import { SongDetails } from '../components/SongDetails'
import { displayAddress, formatCcd } from '../components/format'
import styles from '../components/Markets.module.css'
import { flowErrorMessage } from '../wallet/messages'
import { useMarketWallet } from '../wallet/useMarketWallet'
import { useScrollTop } from './useScrollTop'

const flows = () => import('../wallet/flows')

/** /auctions/{uuid} (spec 002 §2, §4): the auction, a bid while it runs, Finalize once it ended. */
export function AuctionScreen() {
  const { uuid = '' } = useParams()
  const { t, i18n } = useTranslation(['markets', 'shared'])
  const { client, loggedIn } = useSession()
  const queryClient = useQueryClient()
  const { requireLedger } = useMarketWallet()
  const query = useQuery({ ...auctionOptions(client, uuid), meta: { handlesErrors: true } })
  const [bid, setBid] = useState('')
  const [bidError, setBidError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  useScrollTop(uuid)

  const auction = query.data
  const update = (next: Auction) => {
    queryClient.setQueryData(marketKeys.auction(uuid), next)
    void queryClient.invalidateQueries({ queryKey: marketKeys.auctions })
  }

  const onBid = async (event: FormEvent) => {
    event.preventDefault()
    if (!auction) return
    const text = bid.trim()
    if (text === '') return setBidError(t('detail.required'))
    if (!/^\d+$/.test(text) || BigInt(text) < 1n) return setBidError(t('detail.minimumOne'))
    setBidError(null)
    setBusy(true)
    try {
      const amount = ccdToMicro(text)
      const bidder = await (await flows()).placeBid(await requireLedger(), client, auction, amount)
      update({ ...auction, highestBid: amount.toString(), highestBidder: bidder })
      setBid('')
      setResult(t('ledger.success'))
    } catch (error) {
      setResult(flowErrorMessage(error, t))
    } finally {
      setBusy(false)
    }
  }

  const onFinalize = async () => {
    if (!auction) return
    setBusy(true)
    try {
      update(await (await flows()).finalizeAuction(await requireLedger(), client, auction))
      setResult(t('ledger.success'))
    } catch (error) {
      setResult(flowErrorMessage(error, t))
    } finally {
      setBusy(false)
    }
  }

  const language = i18n.language as Language
  return (
    <DetailFrame
      title={t('titles.auction')}
      backTo={`${paths.auctions}?contentTab=${auction?.auctionStatus === 'FINISHED' ? 'finished' : 'open'}&page=0`}
      status={query.status}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {auction && (
        <SongDetails
          auction={auction}
          rows={[
            { label: t('detail.endOfAuction'), value: formatDate(auction.duration, language, { timeZone: 'UTC' }) },
            { label: t('detail.tokenId'), value: <span className={styles.mono}>{auction.tokenId}</span> },
            { label: t('detail.partsOwned'), value: `${auction.copyrightPercent} %` },
            { label: t('detail.initialPrice'), value: formatCcd(auction.initialPrice) },
            {
              label: t('detail.highestBid'),
              value: auction.highestBid ? formatCcd(auction.highestBid) : t('detail.noBids'),
            },
            ...(auction.highestBidder
              ? [
                  {
                    label: t('detail.highestBidder'),
                    value: (
                      <span className={styles.mono} title={auction.highestBidder}>
                        {displayAddress(auction.highestBidder)}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        >
          {auction.auctionStatus === 'FINISHED' ? (
            <div className={styles.action}>
              <Button disabled>{t('detail.ended')}</Button>
            </div>
          ) : !loggedIn ? (
            <p className={styles.note}>{t('detail.signInToBid')}</p>
          ) : auction.ended ? (
            <div className={styles.action}>
              <Button onClick={onFinalize} loading={busy} loadingLabel={t('shared:common.loading')}>
                {t('detail.finalize')}
              </Button>
            </div>
          ) : (
            <form className={styles.action} onSubmit={onBid} noValidate>
              <FormField
                className={styles.bidField}
                label={t('detail.yourBid')}
                hint={t('detail.yourBidHint')}
                error={bidError ?? undefined}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={bid}
                  invalid={bidError !== null}
                  onChange={(event) => setBid(event.target.value)}
                />
              </FormField>
              <Button type="submit" loading={busy} loadingLabel={t('shared:common.loading')}>
                {t('detail.makeBid')}
              </Button>
            </form>
          )}
        </SongDetails>
      )}
      <ResultPopup message={result} onClose={() => setResult(null)} />
    </DetailFrame>
  )
}
