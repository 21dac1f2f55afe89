import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button, Cover, Preloader } from '@kobza/design-system'
import { cropRatios } from '@kobza/contract'
import { formatDateTime } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { useSession } from '../../../shared/session/SessionContext'
import { eventQueryOptions } from '../api/catalogueApi'
import { ArtistPage, type ArtistPageContext } from '../components/ArtistPage'
import { ItemLoadError } from '../components/ItemLoadError'
import { EventList } from './EventsScreen'
import linkStyles from '../../../shared/ui/LinkButton.module.css'
import styles from './Catalogue.module.css'

/**
 * /profile/{nickName}/events/{id}?page (spec 001 §2): cover, title, start, description, Buy
 * tickets (to the event's link when it has one) and 'Also in' with the artist's other events.
 */
export function EventScreen() {
  const { t } = useTranslation('catalogue')
  return <ArtistPage title={() => t('titles.event')}>{(context) => <EventBody context={context} />}</ArtistPage>
}

function EventBody({ context }: { context: ArtistPageContext }) {
  const { t } = useTranslation(['catalogue', 'shared'])
  const { client } = useSession()
  const [language] = useLanguage()
  const id = Number(useParams().id)
  const event = useQuery(eventQueryOptions(client, context.profile.uuid, id))

  if (event.isPending) return <Preloader label={t('shared:common.loading')} centered />
  if (event.isError) {
    return (
      <ItemLoadError
        error={event.error}
        notFoundTitle={t('events.notFoundTitle')}
        onRetry={() => void event.refetch()}
      />
    )
  }
  const data = event.data
  return (
    <>
      <article className={`${styles.hero} ${styles.heroWide}`}>
        <Cover
          src={data.eventCover ?? data.eventCoverThumbnail}
          alt={t('events.coverAlt', { title: data.eventTitle })}
          ratio={cropRatios.postCover}
          className={styles.heroCover}
        />
        <div className={styles.heroText}>
          <h2 className={styles.heroTitle}>{data.eventTitle}</h2>
          <p className={styles.muted}>
            {t('events.startsAt')}:{' '}
            <time dateTime={`${data.eventStartAt.replace(' ', 'T')}Z`}>
              {formatDateTime(data.eventStartAt, language)}
            </time>
          </p>
          {data.description && <p className={styles.description}>{data.description}</p>}
          {data.eventLink ? (
            <a href={data.eventLink} target="_blank" rel="noopener noreferrer" className={linkStyles.link}>
              {t('events.buyTickets')}
            </a>
          ) : (
            <Button disabled>{t('events.buyTickets')}</Button>
          )}
        </div>
      </article>
      <section className={styles.section} aria-labelledby="also-in">
        <h2 id="also-in" className={styles.sectionTitle}>
          {t('events.alsoIn')}
        </h2>
        <EventList context={context} exclude={data.id} />
      </section>
    </>
  )
}
