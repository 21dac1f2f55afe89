import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ChatIcon, EmptyState, useMediaQuery, VisuallyHidden } from '@kobza/design-system'
import type { ChatStreamEvent, ChatSummary } from '@kobza/contract'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { chatKeys, chatListQueryOptions, chatWithQueryOptions, opponentQueryOptions } from '../api/chatApi'
import { useChatStream } from '../api/useChatStream'
import { useConversation } from '../api/useConversation'
import { ChatList } from '../components/ChatList'
import { ConversationPane, type Opponent } from '../components/ConversationPane'
import styles from './ChatScreen.module.css'

/** How often the list refreshes itself when the stream is not live (the open chat polls every 500 ms). */
const LIST_POLL_MS = 3000

/**
 * /chat (spec 000 §2, §4, §9): the list on the left, the conversation on the right; at 800 px
 * or less they alternate, with a back control. `?chat={id}` opens a conversation, `?with={uuid}`
 * starts or resumes one with that user (the profile's Message button). New messages arrive
 * through the stream when it is live, otherwise by the spec's 500 ms polling.
 */
export function ChatScreen() {
  const { t } = useTranslation('chat')
  const { client } = useServices()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const narrow = useMediaQuery('(width <= 800px)')
  const [params, setParams] = useSearchParams()
  const chatParam = Number(params.get('chat'))
  const withParam = params.get('with')

  // The open chat, for the stream handler: the conversation it refreshes is declared after it.
  const openChat = useRef<{ id: number | null; refresh: () => void }>({ id: null, refresh: () => {} })
  const onEvent = useCallback(
    (event: ChatStreamEvent) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list })
      if (event.chatId === openChat.current.id) openChat.current.refresh()
    },
    [queryClient]
  )
  const stream = useChatStream(user?.uuid, onEvent)
  const live = stream === 'live'

  const list = useQuery({ ...chatListQueryOptions(client), refetchInterval: live ? false : LIST_POLL_MS })
  const chats = list.data?.elements ?? []

  const resumed = useQuery({ ...chatWithQueryOptions(client, withParam ?? ''), enabled: !!withParam })
  const existing = resumed.data ?? null
  // A profile's Message button on an existing conversation: show it under its own id.
  useEffect(() => {
    if (withParam && existing) setParams({ chat: String(existing.id) }, { replace: true })
  }, [existing, setParams, withParam])

  const draftWith = withParam && resumed.isSuccess && !existing ? withParam : null
  const draftProfile = useQuery({ ...opponentQueryOptions(client, draftWith ?? ''), enabled: !!draftWith })

  const selected: ChatSummary | null = Number.isInteger(chatParam)
    ? (chats.find((chat) => chat.id === chatParam) ?? null)
    : null
  const opponent: Opponent | null = selected
    ? selected.opponent
    : draftWith && draftProfile.data
      ? {
          uuid: draftProfile.data.uuid,
          publicName: draftProfile.data.publicName,
          nickName: draftProfile.data.nickName,
          avatar: draftProfile.data.avatar,
        }
      : null
  const chatId = selected?.id ?? null

  const conversation = useConversation(chatId, !live)
  const { refresh } = conversation
  useEffect(() => {
    openChat.current = { id: chatId, refresh: () => void refresh() }
  }, [chatId, refresh])

  const open = (id: number) => setParams({ chat: String(id) })
  const back = () => setParams({})
  const showingConversation = !!opponent || (!!withParam && !resumed.isError)

  return (
    <div className={styles.screen} data-narrow={narrow} data-view={showingConversation ? 'conversation' : 'list'}>
      {narrow && showingConversation && <VisuallyHidden as="h1">{t('titles.chat')}</VisuallyHidden>}
      {(!narrow || !showingConversation) && (
        <section className={styles.listPane} aria-label={t('list.label')}>
          <h1 className={styles.listTitle}>{t('titles.chat')}</h1>
          {list.isSuccess && chats.length === 0 && !withParam ? (
            <EmptyState
              compact
              icon={<ChatIcon />}
              headingLevel="h2"
              title={t('list.empty')}
              description={t('list.emptyHint')}
            />
          ) : (
            <ChatList
              chats={chats}
              selectedId={chatId}
              onOpen={open}
              loading={list.isPending}
              failed={list.isError}
              viewerIsArtist={!!user?.authorities?.includes('ARTIST')}
            />
          )}
        </section>
      )}
      {(!narrow || showingConversation) && (
        <section className={styles.conversationPane} aria-label={opponent?.publicName ?? t('conversation.pick')}>
          {opponent ? (
            <ConversationPane
              key={opponent.uuid}
              opponent={opponent}
              chatId={chatId}
              conversation={conversation}
              live={live}
              narrow={narrow}
              onBack={back}
              onCreated={(id) => {
                void queryClient.invalidateQueries({ queryKey: chatKeys.all })
                setParams({ chat: String(id) }, { replace: true })
              }}
            />
          ) : (
            <EmptyState
              compact
              icon={<ChatIcon />}
              headingLevel="h2"
              title={t('conversation.pick')}
              description={t('conversation.pickHint')}
              className={styles.pick}
            />
          )}
        </section>
      )}
    </div>
  )
}
