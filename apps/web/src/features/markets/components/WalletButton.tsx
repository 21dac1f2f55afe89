import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ErrorPopup } from '@kobza/design-system'
import { useSession } from '../../../shared/session/SessionContext'
import { flowErrorMessage } from '../wallet/messages'
import { useMarketWallet } from '../wallet/useMarketWallet'
import { displayAddress } from './format'

/** Connect wallet, or the connected account's shortened address (spec 002 §2, §4). */
export function WalletButton() {
  const { t } = useTranslation(['markets', 'shared'])
  const { loggedIn } = useSession()
  const { state, ledger, requireLedger } = useMarketWallet()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onConnect = async () => {
    setBusy(true)
    try {
      const market = await requireLedger()
      // The DevWallet signs with the signed-in user's own local account: a guest has none.
      if (market.mode === 'local' && !loggedIn) {
        setError(t('ledger.signInForWallet'))
        return
      }
      await market.connection.connect()
    } catch (failure) {
      setError(flowErrorMessage(failure, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {state.connected && state.address ? (
        <Button
          variant="secondary"
          title={ledger?.mode === 'local' ? `${t('wallet.devWallet')}: ${state.address}` : state.address}
          aria-label={t('wallet.connected', { address: state.address })}
        >
          {displayAddress(state.address)}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onConnect} loading={busy} loadingLabel={t('shared:common.loading')}>
          {t('wallet.connect')}
        </Button>
      )}
      <ErrorPopup
        open={error !== null}
        onClose={() => setError(null)}
        message={error}
        title={t('create.error')}
        closeLabel={t('shared:common.close')}
      />
    </>
  )
}
