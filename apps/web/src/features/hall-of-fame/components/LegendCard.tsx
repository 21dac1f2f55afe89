import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge, Card, Cover, Icon } from '@kobza/design-system'
import type { Legend } from '@kobza/contract'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { useEraLabel } from '../../../shared/i18n/referenceLabels'
import { legendPath } from '../paths'
import { VoteButton } from './VoteButton'
import { VoteProgress } from './VoteProgress'
import styles from './hall.module.css'

export interface LegendCardProps {
  legend: Legend
  onVote: (legend: Legend) => void
  voting: boolean
}

/**
 * One of the four card cases (spec 001 §2): on voting, progress and Vote ('Voted!' once voted);
 * among legends, the winner cup and View.
 */
export function LegendCard({ legend, onVote, voting }: LegendCardProps) {
  const { t } = useTranslation('hallOfFame')
  const eraLabel = useEraLabel('hallOfFame')
  const inducted = legend.status === 'SUCCESS'
  const href = legendPath(legend)
  const subtitle = [legend.authorName, eraLabel(legend.era)].filter(Boolean).join(' · ')
  return (
    <Card as="article" padding="none" className={styles.card} aria-labelledby={`legend-${legend.legendUuid}`}>
      <Link to={href} className={styles.cardCover} tabIndex={-1} aria-hidden="true">
        <Cover
          src={legend.coverThumbnailUrl ?? legend.coverUrl}
          alt=""
          ratio={1}
          rounded={false}
          sizes="(max-width: 640px) 100vw, 320px"
        >
          {inducted && (
            <span className={styles.cup} title={t('card.cup')}>
              <Icon name="trophy" />
            </span>
          )}
        </Cover>
      </Link>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={`legend-${legend.legendUuid}`}>
          <Link to={href}>{legend.name}</Link>
        </h3>
        <p className={styles.cardSubtitle}>{subtitle}</p>
        {inducted ? (
          <div className={styles.cardActions}>
            <Badge tone="success" icon={<Icon name="trophy" />}>
              {t('card.legend')}
            </Badge>
            <LinkButton to={href} variant="secondary" size="sm">
              {t('card.view')}
            </LinkButton>
          </div>
        ) : (
          <>
            <VoteProgress voteInfo={legend.voteInfo} reviewing={legend.status !== 'VOTING'} />
            <div className={styles.cardActions}>
              <VoteButton legend={legend} onVote={() => onVote(legend)} voting={voting} size="sm" />
              <LinkButton to={href} variant="ghost" size="sm">
                {t('card.view')}
              </LinkButton>
            </div>
          </>
        )}
      </div>
    </Card>
  )
}
