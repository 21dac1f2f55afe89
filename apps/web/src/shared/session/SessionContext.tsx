import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { ApiClient, SignUpRequest, StoredUser } from '@kobza/api-client'

export interface Session {
  client: ApiClient
  user: StoredUser | null
  /** The stored logged-in flag: what the route guards look at (spec 002 §2). */
  loggedIn: boolean
  /** Artists see the add-post button and the composer (spec 000 §6). */
  isArtist: boolean
  signIn(email: string, password: string): Promise<StoredUser>
  signUp(payload: SignUpRequest): Promise<StoredUser>
  signOut(): Promise<void>
  /**
   * Forgets the local session without calling logout: for when the server has already ended
   * every session (password changed, account deleted), so a logout call could only fail.
   */
  forget(): Promise<void>
}

const SessionContext = createContext<Session | null>(null)

/** Session state read from storage through the api-client, kept in step with it and with other tabs. */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const snapshot = useSyncExternalStore(
    (listener) => client.on('change', listener),
    client.getSnapshot,
    client.getSnapshot
  )

  useEffect(() => {
    // Another tab signing in or out writes the same localStorage; re-read it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('kobza.')) client.reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [client])

  const { user, loggedIn } = snapshot
  /*
   * By who is signed in only: the snapshot also changes when an answer names a new front-end
   * version (a first visit's first API call, e.g. a legend's labels after hydration), and a new
   * value then rendered every screen and card that reads the session again, synchronously.
   */
  const value = useMemo<Session>(() => {
    return {
      client,
      user,
      loggedIn,
      // The spec's client reads only the first authority; any position is accepted here.
      isArtist: loggedIn && (user?.authorities.includes('ARTIST') ?? false),
      signIn: (email, password) => client.login(email, password),
      signUp: (payload) => client.signUp(payload),
      signOut: async () => {
        try {
          await client.logout()
        } catch {
          // The local session is gone either way; a failed server call must not keep the user signed in.
        }
      },
      // The client skips the server call when it is given no uuid.
      forget: () => client.logout(''),
    }
  }, [client, user, loggedIn])

  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession(): Session {
  const session = use(SessionContext)
  if (!session) throw new Error('useSession needs a <SessionProvider>')
  return session
}
