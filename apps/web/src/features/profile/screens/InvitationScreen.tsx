import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Container, EmptyState, PageHeader, Preloader } from '@kobza/design-system'
import { errorMessage } from '../../../shared/errors'
import { formatDate } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/SessionContext'
import { LinkButton } from '../../../shared/ui/LinkButton'
import screen from '../../../shared/ui/Screen.module.css'
import { acceptInvitation, profileKeys } from '../api/profileApi'

/**
 * /subscriptions/invitation?key=… — the link of an artist's invitation e-mail. The signed-in
 * invitee (guests sign in first and come back here) accepts it once on arrival.
 */
export function InvitationScreen() {
  const { t } = useTranslation(['profile', 'shared'])
  const { t: sharedT } = useTranslation('shared')
  const { client } = useSession()
  const queryClient = useQueryClient()
  const [language] = useLanguage()
  const [params] = useSearchParams()
  const key = params.get('key') ?? ''
  const started = useRef(false)
  const mutation = useMutation({
    mutationFn: () => acceptInvitation(client, key),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  })

  useEffect(() => {
    // Once per visit: a second accept (StrictMode, a re-render) would answer that the key is used.
    if (!key || started.current) return
    started.current = true
    mutation.mutate()
  }, [key, mutation])

  let body
  if (!key) body = <EmptyState title={t('invitation.failedTitle')} description={t('invitation.missingKey')} />
  else if (mutation.isSuccess)
    body = (
      <EmptyState
        title={t('invitation.acceptedTitle')}
        description={t('invitation.acceptedText', {
          artist: mutation.data.artist.nickName,
          date: formatDate(mutation.data.until, language),
        })}
        action={
          <LinkButton to={paths.profile(mutation.data.artist.nickName)}>{t('invitation.openProfile')}</LinkButton>
        }
      />
    )
  else if (mutation.isError)
    body = (
      <div role="alert">
        <EmptyState title={t('invitation.failedTitle')} description={errorMessage(mutation.error, sharedT)} />
      </div>
    )
  else body = <Preloader label={t('invitation.accepting')} centered />

  return (
    <Container className={screen.page}>
      <PageHeader className={screen.pageHeader} title={t('titles.invitation')} />
      {body}
    </Container>
  )
}
