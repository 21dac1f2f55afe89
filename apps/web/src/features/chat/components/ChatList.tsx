import { useTranslation } from 'react-i18next'
import { Avatar, Badge, Preloader } from '@kobza/design-system'
import type { ChatSummary } from '@kobza/contract'
import { formatChatStamp } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import styles from './ChatList.module.css'

export interface ChatListProps {
  chats: ChatSummary[]
  selectedId: number | null
  onOpen(id: number): void
  loading: boolean
  failed: boolean
  viewerIsArtist: boolean
}

/** The caller's conversations, newest activity first, each with its last message and unread badge. */
export function ChatList({ chats, selectedId, onOpen, loading, failed }: ChatListProps) {
  const { t } = useTranslation('chat')
  const [language] = useLanguage()
  if (loading) return <Preloader centered label={t('titles.chat')} />
  return (
    <>
      {failed && chats.length === 0 && (
        <p role="alert" className={styles.failed}>
          {t('list.loadFailed')}
        </p>
      )}
      <ul className={styles.list} data-testid="chat-list">
        {chats.map((chat) => {
          const last = chat.lastMessage
          const preview = !last
            ? t('list.noMessages')
            : last.messageType === 'IMAGE'
              ? last.itYourMessage
                ? t('list.you', { text: t('list.image') })
                : t('list.image')
              : last.itYourMessage
                ? t('list.you', { text: last.context })
                : last.context
          return (
            <li key={chat.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={chat.id === selectedId ? 'true' : undefined}
                onClick={() => onOpen(chat.id)}
                data-testid="chat-list-item"
              >
                <Avatar src={chat.opponent.avatar} name={chat.opponent.publicName} size="md" decorative />
                <span className={styles.text}>
                  <span className={styles.top}>
                    <span className={styles.name}>{chat.opponent.publicName}</span>
                    {last && <time dateTime={last.createAt}>{formatChatStamp(last.createAt, language)}</time>}
                  </span>
                  <span className={styles.bottom}>
                    <span className={styles.preview}>{preview}</span>
                    {chat.unreadCount > 0 && (
                      <Badge
                        tone="brand"
                        size="sm"
                        aria-label={t('list.unread', { count: chat.unreadCount })}
                        data-testid="unread-badge"
                      >
                        {chat.unreadCount}
                      </Badge>
                    )}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}
