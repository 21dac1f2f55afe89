import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@kobza/design-system'
import type { FeedPoll, FeedPost } from '@kobza/contract'
import { sendOrQueue } from '../../../shared/network/offlineQueue'
import { QueuedNote } from '../../../shared/network/QueuedNote'
import { useQueued } from '../../../shared/network/useQueued'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { updateCachedPost, votePoll, withdrawVote } from '../api/feedApi'
import { offlineKeys } from '../api/offlineActions'
import styles from './PostCard.module.css'

/** The poll replaced by the server's answer inside its post, wherever the post is cached. */
function replacePoll(post: FeedPost, poll: FeedPoll): FeedPost {
  return {
    ...post,
    contents: post.contents.map((content) =>
      content.type === 'VOTE' && content.vote.id === poll.id ? { ...content, vote: poll } : content
    ),
  }
}

/**
 * A poll (spec 000 §4): radio buttons or checkboxes until the reader votes, Vote enabled only
 * when something is chosen; then each option's share from the server. Guests get the sign-in popup.
 */
export function PollView({
  poll,
  postId,
  guard,
}: {
  poll: FeedPoll
  postId: number
  guard: (action: () => void) => void
}) {
  const { t } = useTranslation('feed')
  const { client, user } = useSession()
  const queryClient = useQueryClient()
  const name = useId()
  const titleId = useId()
  const [chosen, setChosen] = useState<number[]>([])
  const apply = (answer: FeedPoll) => updateCachedPost(queryClient, postId, (post) => replacePoll(post, answer))
  const { offline } = useServices()
  const queued = useQueued(offlineKeys.vote(poll.id))
  const vote = useMutation({
    // Run even offline (TanStack Query would pause it, in memory only): sendOrQueue keeps it in the offline queue.
    networkMode: 'always',
    // Offline, the vote waits in the offline queue (issue 35); the choice stays shown until it is sent.
    mutationFn: (optionIds: number[]) =>
      sendOrQueue(
        offline,
        {
          kind: 'feed.vote',
          key: offlineKeys.vote(poll.id),
          owner: user?.uuid,
          payload: { pollId: poll.id, optionIds },
        },
        () => votePoll(client, poll.id, optionIds)
      ),
    onSuccess: (result) => {
      if (result.queued) return
      setChosen([])
      apply(result.answer)
    },
  })
  const withdraw = useMutation({ mutationFn: () => withdrawVote(client, poll.id), onSuccess: apply })

  const toggle = (id: number, checked: boolean) =>
    setChosen((before) =>
      poll.isMultiAnswer ? (checked ? [...before, id] : before.filter((option) => option !== id)) : [id]
    )

  return (
    <fieldset className={styles.poll} aria-labelledby={titleId}>
      <legend id={titleId} className={styles.pollTitle}>
        {poll.title}
      </legend>
      {poll.isVoted ? (
        <ul className={styles.results}>
          {poll.options.map((option) => (
            <li key={option.id} className={styles.result} data-chosen={option.isChosen}>
              <div className={styles.resultText}>
                <span>
                  {option.description}
                  {option.isChosen && <span className={styles.yourChoice}> · {t('poll.yourChoice')}</span>}
                </span>
                <strong>{t('poll.percent', { percent: option.percentVoted })}</strong>
              </div>
              <div className={styles.resultBar} aria-hidden="true">
                <span style={{ width: `${Math.min(100, option.percentVoted)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className={styles.pollHint}>{poll.isMultiAnswer ? t('poll.multi') : t('poll.single')}</p>
          <div className={styles.options}>
            {poll.options.map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type={poll.isMultiAnswer ? 'checkbox' : 'radio'}
                  name={name}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span>{option.description}</span>
              </label>
            ))}
          </div>
        </>
      )}
      <div className={styles.pollFooter}>
        <span className={styles.muted}>
          {t('poll.voters', { count: poll.countVoters })}
          {poll.isAnonymous && ` · ${t('poll.anonymous')}`}
        </span>
        {!poll.isVoted ? (
          <Button
            size="sm"
            disabled={chosen.length === 0}
            loading={vote.isPending}
            onClick={() => guard(() => vote.mutate(chosen))}
          >
            {t('poll.vote')}
          </Button>
        ) : null}
        {!poll.isVoted && queued && <QueuedNote />}
        {poll.isVoted
          ? poll.isCanCancelOwnVote && (
              <Button size="sm" variant="ghost" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
                {t('poll.withdraw')}
              </Button>
            )
          : null}
      </div>
    </fieldset>
  )
}
