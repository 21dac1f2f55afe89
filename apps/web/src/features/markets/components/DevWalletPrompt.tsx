import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Popup } from '@kobza/design-system'
import { devWalletPrompts } from '../wallet/devWalletPrompts'
import { formatCcd } from './format'
import styles from './Markets.module.css'

/** The DevWallet's signing window: every local-ledger transaction waits for Approve or Reject. */
export function DevWalletPrompt() {
  const { t } = useTranslation('markets')
  const prompt = useSyncExternalStore(devWalletPrompts.subscribe, devWalletPrompts.getSnapshot, () => null)
  if (!prompt) return null
  const { transaction, account } = prompt.request
  const [contractName, entrypoint] = transaction.receiveName.split('.')
  return (
    <Popup
      open
      onClose={() => prompt.answer(false)}
      title={t('wallet.promptTitle')}
      description={t('wallet.promptText')}
      closeLabel={t('wallet.reject')}
      closeOnBackdrop={false}
      actions={
        <>
          <Button variant="secondary" onClick={() => prompt.answer(false)}>
            {t('wallet.reject')}
          </Button>
          <Button onClick={() => prompt.answer(true)}>{t('wallet.approve')}</Button>
        </>
      }
    >
      <dl className={styles.promptRows}>
        <dt>{t('wallet.promptAccount')}</dt>
        <dd className={styles.mono}>{account}</dd>
        <dt>{t('wallet.promptContract')}</dt>
        <dd>
          {contractName} ⟨{transaction.contract.index.toString()},{transaction.contract.subindex.toString()}⟩
        </dd>
        <dt>{t('wallet.promptEntrypoint')}</dt>
        <dd>{entrypoint}</dd>
        <dt>{t('wallet.promptAmount')}</dt>
        <dd>{formatCcd(transaction.amount)}</dd>
      </dl>
    </Popup>
  )
}
