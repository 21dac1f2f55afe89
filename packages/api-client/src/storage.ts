import type { StoredUser } from '@kobza/contract'

/**
 * The part of the Web Storage API the client needs, so the browser can pass
 * `localStorage` as is and tests or the CLI pass `memoryStorage()`.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly entries: Map<string, string>
} {
  const entries = new Map(Object.entries(initial))
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  }
}

/** Storage keys; prefixed so the app can share an origin with other local data. */
export const storageKeys = {
  user: 'kobza.user',
  accessToken: 'kobza.accessToken',
  refreshToken: 'kobza.refreshToken',
  loggedIn: 'kobza.loggedIn',
  frontendVersion: 'kobza.frontendVersion',
} as const

/** Local session data of spec 002 §3: user, both tokens, a logged-in flag, the front-end version. */
export class SessionStore {
  readonly #storage: KeyValueStorage

  constructor(storage: KeyValueStorage) {
    this.#storage = storage
  }

  get user(): StoredUser | null {
    const raw = this.#read(storageKeys.user)
    if (raw === null) return null
    try {
      const parsed: unknown = JSON.parse(raw)
      return isStoredUser(parsed)
        ? { ...parsed, avatar: parsed.avatar ?? null, authorities: parsed.authorities ?? [] }
        : null
    } catch {
      // A hand-edited or truncated entry reads as "no user" rather than crashing the app.
      return null
    }
  }

  get accessToken(): string | null {
    return this.#read(storageKeys.accessToken)
  }

  get refreshToken(): string | null {
    return this.#read(storageKeys.refreshToken)
  }

  get loggedIn(): boolean {
    return this.#read(storageKeys.loggedIn) === 'true'
  }

  get frontendVersion(): string | null {
    return this.#read(storageKeys.frontendVersion)
  }

  setUser(user: StoredUser): void {
    this.#storage.setItem(storageKeys.user, JSON.stringify(user))
  }

  setTokens(access: string, refresh: string): void {
    this.#storage.setItem(storageKeys.accessToken, access)
    this.#storage.setItem(storageKeys.refreshToken, refresh)
  }

  setLoggedIn(): void {
    this.#storage.setItem(storageKeys.loggedIn, 'true')
  }

  setFrontendVersion(version: string): void {
    this.#storage.setItem(storageKeys.frontendVersion, version)
  }

  /** Forgets the user and tokens; the front-end version survives (spec 000 §4). */
  clear(): void {
    this.#storage.removeItem(storageKeys.user)
    this.#storage.removeItem(storageKeys.accessToken)
    this.#storage.removeItem(storageKeys.refreshToken)
    this.#storage.removeItem(storageKeys.loggedIn)
  }

  #read(key: string): string | null {
    try {
      return this.#storage.getItem(key)
    } catch {
      // Safari private mode and disabled storage throw on access; behave as empty.
      return null
    }
  }
}

/**
 * The stored user's shape, checked by hand: this runs at every app start, and the contract's
 * `storedUser` schema would put zod into the first download. Authorities are not checked against
 * the enum; an unknown one simply grants nothing.
 */
function isStoredUser(
  value: unknown
): value is Omit<StoredUser, 'authorities' | 'avatar'> & Partial<Pick<StoredUser, 'authorities' | 'avatar'>> {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    typeof user.uuid === 'string' &&
    user.uuid.length > 0 &&
    typeof user.nickName === 'string' &&
    typeof user.publicName === 'string' &&
    (user.avatar === undefined || user.avatar === null || typeof user.avatar === 'string') &&
    (user.authorities === undefined ||
      (Array.isArray(user.authorities) && user.authorities.every((a) => typeof a === 'string')))
  )
}
