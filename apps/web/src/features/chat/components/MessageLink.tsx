import { useTranslation } from 'react-i18next'
import { ChatIcon } from '@kobza/design-system'
import { paths } from '../../../shared/paths'
import { LinkButton } from '../../../shared/ui/LinkButton'

/** `/chat?with={uuid}`: the chat screen resumes the existing conversation or opens a new one. */
export function MessageLink({ opponent }: { opponent: { uuid: string; publicName: string } }) {
  const { t } = useTranslation('chatDoor')
  return (
    <LinkButton
      to={`${paths.chat}?with=${encodeURIComponent(opponent.uuid)}`}
      variant="secondary"
      iconStart={<ChatIcon />}
      aria-label={`${t('message')}: ${opponent.publicName}`}
      data-testid="message-button"
    >
      {t('message')}
    </LinkButton>
  )
}
