import { useTranslation } from 'react-i18next'
import type { LegendVoteInfo } from '@kobza/contract'
import { daysLeft, voteBarWidth } from '../voting'
import styles from './hall.module.css'

/** The vote bar with its VP figures and '{n} days left' / 'On Reviewing' (spec 001 §4). */
export function VoteProgress({ voteInfo, reviewing }: { voteInfo: LegendVoteInfo; reviewing: boolean }) {
  const { t } = useTranslation('hallOfFame')
  const width = voteBarWidth(voteInfo.votePercent)
  const days = daysLeft(voteInfo.firstVoteStageOpenUntil)
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, voteInfo.votePercent)}
        aria-label={t('card.progress', { percent: voteInfo.votePercent })}
      >
        <span className={styles.barFill} style={{ width: `${width}%` }} data-width={width} />
      </div>
      <div className={styles.progressFigures}>
        <span>{t('card.votes', { actual: voteInfo.actualVote, expected: voteInfo.expectedMinimalVote })}</span>
        <span className={styles.stage}>
          {reviewing || days === 0 ? t('card.onReviewing') : t('card.daysLeft', { count: days })}
        </span>
      </div>
    </div>
  )
}
