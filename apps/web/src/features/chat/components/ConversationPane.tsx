import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { AlertIcon, ArrowLeftIcon, Avatar, Button, IconButton, PlusIcon, TextArea } from '@kobza/design-system'
import { chatLimits, characterCount, mediaAccept, type ChatMessage } from '@kobza/contract'
import { useServices } from '../../../shared/services'
import { useSession } from '../../../shared/session/SessionContext'
import { paths } from '../../../shared/paths'
import { formatTime } from '../../../shared/format/format'
import { useLanguage } from '../../../shared/i18n/i18n'
import { LinkButton } from '../../../shared/ui/LinkButton'
import { chatStatusQueryOptions, sendImage, sendText } from '../api/chatApi'
import type { Conversation } from '../api/useConversation'
import { ImagePreviewPopup } from './ImagePreviewPopup'
import { ReportMessagePopup } from './ReportMessagePopup'
import styles from './ConversationPane.module.css'

export interface Opponent {
  uuid: string
  publicName: string
  nickName: string
  avatar: string | null
}

export interface ConversationPaneProps {
  opponent: Opponent
  /** Null for a conversation not started yet (opened from a profile). */
  chatId: number | null
  conversation: Conversation
  live: boolean
  narrow: boolean
  onBack(): void
  onCreated(chatId: number): void
}

/** Within this many pixels of the end the reader counts as "at the bottom". */
const BOTTOM_SLACK = 48

/**
 * One conversation: messages oldest first (own on the right, HH:MM under each), and the input,
 * or the subscribe prompt when the two may not chat. New messages keep the view at the bottom
 * only when the reader was already there (or just sent one); otherwise the scroll stays put.
 */
export function ConversationPane({
  opponent,
  chatId,
  conversation,
  live,
  narrow,
  onBack,
  onCreated,
}: ConversationPaneProps) {
  const { t } = useTranslation('chat')
  const [language] = useLanguage()
  const { client } = useServices()
  const { user } = useSession()
  const status = useQuery(chatStatusQueryOptions(client, opponent.uuid))
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const forceBottom = useRef(true)
  const previousFirst = useRef<{ id: number | undefined; height: number }>({ id: undefined, height: 0 })
  const { messages } = conversation
  const [reporting, setReporting] = useState<number | null>(null)

  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK
  }

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const first = messages[0]?.id
    if (previousFirst.current.id !== undefined && first !== undefined && first < previousFirst.current.id) {
      // Older messages were put on top: keep the reader's place.
      element.scrollTop += element.scrollHeight - previousFirst.current.height
    } else if (atBottom.current || forceBottom.current) {
      element.scrollTop = element.scrollHeight
      atBottom.current = true
    }
    if (messages.length > 0) forceBottom.current = false
    previousFirst.current = { id: first, height: element.scrollHeight }
  }, [messages])

  // A picture that finishes loading grows the list: a reader at the bottom stays there.
  const keepBottom = () => {
    const element = scroller.current
    if (element && atBottom.current) element.scrollTop = element.scrollHeight
  }

  const delivered = (sent: { chatId: number } & ChatMessage) => {
    forceBottom.current = true
    if (chatId === null) onCreated(sent.chatId)
    else conversation.add(sent)
  }

  const viewerIsArtist = !!user?.authorities?.includes('ARTIST')
  const lastOwn = [...messages].reverse().find((message) => message.itYourMessage)
  const locked = status.data === false

  return (
    <div className={styles.pane}>
      <header className={styles.header}>
        {narrow && (
          <IconButton
            label={t('conversation.back')}
            icon={<ArrowLeftIcon />}
            onClick={onBack}
            data-testid="chat-back"
          />
        )}
        <Link
          to={paths.profile(opponent.nickName)}
          className={styles.who}
          aria-label={t('conversation.openProfile', { name: opponent.publicName })}
        >
          <Avatar src={opponent.avatar} name={opponent.publicName} size="sm" decorative />
          <span className={styles.name}>{opponent.publicName}</span>
        </Link>
        {/* A locked chat receives nothing: its connection state would only promise a conversation. */}
        {!locked && (
          <span className={styles.mode} data-testid="chat-mode" data-live={live}>
            {live ? t('conversation.live') : t('conversation.polling')}
          </span>
        )}
      </header>

      <div
        ref={scroller}
        className={styles.messages}
        onScroll={onScroll}
        data-testid="chat-messages"
        role="log"
        aria-live="polite"
      >
        {conversation.hasOlder && (
          <Button variant="ghost" size="sm" className={styles.older} onClick={() => void conversation.loadOlder()}>
            {t('conversation.older')}
          </Button>
        )}
        {conversation.failed && (
          <p role="status" className={styles.failed}>
            {t('conversation.loadFailed')}
          </p>
        )}
        {chatId === null && messages.length === 0 && !locked && (
          <p className={styles.start}>{t('conversation.start', { name: opponent.publicName })}</p>
        )}
        <ol className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={styles.message} data-own={message.itYourMessage} data-testid="chat-message">
              <div className={styles.bubble}>
                {message.messageType === 'IMAGE' ? (
                  <a href={message.context} target="_blank" rel="noreferrer" className={styles.imageLink}>
                    <img
                      src={message.context}
                      alt={
                        message.itYourMessage
                          ? t('conversation.ownImageAlt')
                          : t('conversation.imageAlt', { name: opponent.publicName })
                      }
                      className={styles.image}
                      loading="lazy"
                      onLoad={keepBottom}
                    />
                  </a>
                ) : (
                  <p className={styles.text}>{message.context}</p>
                )}
                <span className={styles.meta}>
                  <time dateTime={message.createAt}>{formatTime(message.createAt, language)}</time>
                  {message.id === lastOwn?.id && message.isRead && <span> · {t('conversation.read')}</span>}
                </span>
              </div>
              {!message.itYourMessage && (
                <IconButton
                  label={t('report.action')}
                  icon={<AlertIcon />}
                  size="sm"
                  className={styles.report}
                  onClick={() => setReporting(message.id)}
                />
              )}
            </li>
          ))}
        </ol>
      </div>

      <ReportMessagePopup messageId={reporting} onClose={() => setReporting(null)} />
      {locked ? (
        <div className={styles.prompt} role="status" data-testid="chat-subscribe-prompt">
          {viewerIsArtist ? (
            <p>{t('composer.notAllowedArtist')}</p>
          ) : (
            <>
              <p>{t('composer.notAllowed')}</p>
              <LinkButton to={paths.profile(opponent.nickName)} size="sm">
                {t('composer.subscribe')}
              </LinkButton>
            </>
          )}
        </div>
      ) : (
        <Composer
          receiverUuid={opponent.uuid}
          disabled={status.data !== true}
          onSent={delivered}
          onScrollDown={() => (forceBottom.current = true)}
        />
      )}
    </div>
  )
}

interface ComposerProps {
  receiverUuid: string
  disabled: boolean
  onSent(message: { chatId: number } & ChatMessage): void
  onScrollDown(): void
}

/** The input: Enter sends (Shift+Enter is a new line); a picture goes through the preview popup. */
function Composer({ receiverUuid, disabled, onSent, onScrollDown }: ComposerProps) {
  const { t } = useTranslation('chat')
  const { client } = useServices()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const trimmed = text.trim()
  const length = characterCount(trimmed)
  const tooLong = length > chatLimits.textMax

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    // Text is sent only when not empty (spec 000 §4).
    if (!trimmed || tooLong || sending || disabled) return
    setSending(true)
    setError(null)
    try {
      onScrollDown()
      onSent(await sendText(client, receiverUuid, trimmed))
      setText('')
    } catch (failure) {
      setError(failure instanceof Error && 'serverMessage' in failure ? String(failure.serverMessage) : null)
    } finally {
      setSending(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event)
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)} data-testid="chat-composer">
      <IconButton
        label={t('composer.attach')}
        icon={<PlusIcon />}
        variant="secondary"
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      />
      <input
        ref={fileInput}
        type="file"
        accept={mediaAccept('chatImage')}
        hidden
        data-testid="chat-file"
        onChange={(event) => {
          setPicked(event.target.files?.[0] ?? null)
          event.target.value = ''
        }}
      />
      <TextArea
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={text}
        rows={1}
        autoResize
        invalid={tooLong}
        aria-describedby={tooLong ? 'chat-too-long' : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        wrapperClassName={styles.input}
      />
      <Button type="submit" disabled={disabled || !trimmed || tooLong} loading={sending}>
        {t('composer.send')}
      </Button>
      {tooLong && (
        <p id="chat-too-long" role="alert" className={styles.sendError}>
          {t('composer.tooLong', { length, max: chatLimits.textMax })}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.sendError}>
          {error}
        </p>
      )}
      <ImagePreviewPopup
        file={picked}
        onCancel={() => setPicked(null)}
        onConfirm={async (file) => {
          onScrollDown()
          onSent(await sendImage(client, receiverUuid, file))
          setPicked(null)
        }}
      />
    </form>
  )
}
