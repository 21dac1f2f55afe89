import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { chatLimits, timings, type ChatMessage } from '@kobza/contract'
import { useServices } from '../../../shared/services'
import { chatKeys, fetchMessages } from './chatApi'

/** Messages by id, oldest first, without duplicates (a poll and a send may bring the same one). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

export interface Conversation {
  messages: ChatMessage[]
  loading: boolean
  failed: boolean
  /** Whether older messages may exist above the first one shown. */
  hasOlder: boolean
  loadOlder(): Promise<void>
  /** Fetches what is newer than the newest message shown (a poll, or a nudge from the stream). */
  refresh(): Promise<void>
  /** Adds a message this tab just sent. */
  add(message: ChatMessage): void
}

/**
 * The messages of one chat: the newest page first, then only what is newer (`after` the last
 * id) every 500 ms while `poll` is on (the stream is not live), or when `refresh` is called.
 * Each fetch marks what it returned as read on the server, so the list's badge is refreshed.
 */
export function useConversation(chatId: number | null, poll: boolean): Conversation {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ chatId: number | null; messages: ChatMessage[]; loading: boolean }>({
    chatId,
    messages: [],
    loading: chatId !== null,
  })
  const [failed, setFailed] = useState(false)
  const [hasOlder, setHasOlder] = useState(false)
  const latest = useRef<{ chatId: number | null; lastId: number; inFlight: boolean; ready: boolean }>({
    chatId,
    lastId: 0,
    inFlight: false,
    ready: false,
  })

  if (state.chatId !== chatId) {
    // A different chat: start over (state adjusted while rendering, as React recommends).
    setState({ chatId, messages: [], loading: chatId !== null })
    setHasOlder(false)
    setFailed(false)
  }

  const apply = useCallback(
    (forChat: number, incoming: ChatMessage[]) => {
      if (latest.current.chatId !== forChat) return
      const newest = incoming.at(-1)
      if (newest && newest.id > latest.current.lastId) latest.current.lastId = newest.id
      setState((previous) =>
        previous.chatId === forChat
          ? { ...previous, loading: false, messages: mergeMessages(previous.messages, incoming) }
          : previous
      )
      if (incoming.some((message) => !message.itYourMessage)) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.list })
      }
    },
    [queryClient]
  )

  // The newest page when the chat opens.
  useEffect(() => {
    latest.current = { chatId, lastId: 0, inFlight: false, ready: false }
    if (chatId === null) return
    const controller = new AbortController()
    fetchMessages(client, chatId, {}, controller.signal).then(
      (messages) => {
        setHasOlder(messages.length >= chatLimits.messagesPage)
        apply(chatId, messages)
        if (latest.current.chatId === chatId) latest.current.ready = true
        void queryClient.invalidateQueries({ queryKey: chatKeys.list })
      },
      () => {
        if (!controller.signal.aborted) setFailed(true)
      }
    )
    return () => controller.abort()
  }, [apply, chatId, client, queryClient])

  const refresh = useCallback(async () => {
    const current = latest.current
    if (current.chatId === null || current.inFlight || !current.ready) return
    current.inFlight = true
    const forChat = current.chatId
    try {
      apply(forChat, await fetchMessages(client, forChat, { after: current.lastId }))
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      if (latest.current.chatId === forChat) latest.current.inFlight = false
    }
  }, [apply, client])

  // The spec's 500 ms poll, only while the stream is not live.
  useEffect(() => {
    if (!poll || chatId === null) return
    const timer = setInterval(() => void refresh(), timings.chatPollMs)
    return () => clearInterval(timer)
  }, [chatId, poll, refresh])

  const loadOlder = useCallback(async () => {
    const forChat = latest.current.chatId
    const oldest = state.messages[0]
    if (forChat === null || !oldest) return
    const older = await fetchMessages(client, forChat, { before: oldest.id })
    setHasOlder(older.length >= chatLimits.messagesPage)
    apply(forChat, older)
  }, [apply, client, state.messages])

  const add = useCallback(
    (message: ChatMessage) => {
      if (latest.current.chatId !== null) apply(latest.current.chatId, [message])
    },
    [apply]
  )

  return {
    messages: state.chatId === chatId ? state.messages : [],
    loading: state.loading,
    failed,
    hasOlder,
    loadOlder,
    refresh,
    add,
  }
}
