import { useTranslation } from 'react-i18next'
import { Button, Icon } from '@kobza/design-system'
import type { Legend } from '@kobza/contract'
import { QueuedNote } from '../../../shared/network/QueuedNote'
import { useQueued } from '../../../shared/network/useQueued'
import { legendOfflineKeys } from '../api/offlineActions'
import { isVotingOpen } from '../voting'

/**
 * Vote, or 'Voted!' once voted (spec 001 §2) — also while a vote made offline waits in the queue
 * (issue 35), with the note that it will be sent when back online.
 */
export function VoteButton({
  legend,
  onVote,
  voting,
  size,
}: {
  legend: Legend
  onVote: () => void
  voting: boolean
  size?: 'sm'
}) {
  const { t } = useTranslation('hallOfFame')
  const queued = useQueued(legendOfflineKeys.vote(legend.legendUuid))
  if (legend.voteInfo.isVoted || queued)
    return (
      <>
        <Button size={size} variant="secondary" disabled iconStart={<Icon name="check" />}>
          {t('card.voted')}
        </Button>
        {queued && <QueuedNote />}
      </>
    )
  return (
    <Button
      size={size}
      onClick={onVote}
      loading={voting}
      loadingLabel={t('card.vote')}
      disabled={!isVotingOpen(legend)}
    >
      {t('card.vote')}
    </Button>
  )
}
