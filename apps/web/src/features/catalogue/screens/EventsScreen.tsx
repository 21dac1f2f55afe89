import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button, EmptyState, Preloader } from '@kobza/design-system'
import { useSession } from '../../../shared/session/SessionContext'
import { eventsQueryOptions } from '../api/catalogueApi'
import { ArtistPage, type ArtistPageContext } from '../components/ArtistPage'
import { CardGrid, EventCard } from '../components/Cards'
import { CreateEventPopup } from '../components/ownerPopups'
import { PagedNav } from '../components/Paged'
import { usePageParam } from '../components/usePageParam'
import { RetryButton } from '../../../shared/ui/RetryButton'

/** /profile/{nickName}/events?page (spec 001 §2): the artist's events, 6 a page; the owner creates them here. */
export function EventsScreen() {
  const { t } = useTranslation('catalogue')
  const [creating, setCreating] = useState(false)
  return (
    <ArtistPage
      title={() => t('titles.profileEvents')}
      actions={({ isOwner, isArtist }) =>
        isOwner && isArtist ? <Button onClick={() => setCreating(true)}>{t('events.createEvent')}</Button> : undefined
      }
    >
      {(context) => (
        <>
          <EventList context={context} />
          {context.isOwner && (
            <CreateEventPopup artistUuid={context.profile.uuid} open={creating} onClose={() => setCreating(false)} />
          )}
        </>
      )}
    </ArtistPage>
  )
}

export function EventList({ context, exclude }: { context: ArtistPageContext; exclude?: number }) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client } = useSession()
  const [page, setPage] = usePageParam()
  const { profile, isOwner } = context
  const events = useQuery({ ...eventsQueryOptions(client, profile.uuid, page), placeholderData: keepPreviousData })
  if (events.isPending) return <Preloader label={t('shared:common.loading')} centered />
  if (events.isError)
    return (
      <EmptyState compact title={t('songs.loadError')} action={<RetryButton onRetry={() => void events.refetch()} />} />
    )
  const shown = events.data.elements.filter((event) => event.id !== exclude)
  if (shown.length === 0 && page === 1)
    return exclude === undefined ? (
      <EmptyState compact title={isOwner ? t('events.emptyOwn') : t('events.emptyOther')} />
    ) : null
  return (
    <>
      <CardGrid label={t('events.list')} wide>
        {shown.map((event) => (
          <li key={event.id}>
            <EventCard event={event} nickName={profile.nickName} />
          </li>
        ))}
      </CardGrid>
      <PagedNav page={page} totalPages={events.data.totalPages} onPageChange={setPage} />
    </>
  )
}
