import { describe, expect, it } from 'vitest'
import { memoryStorage, SessionStore, storageKeys } from './storage.js'

describe('SessionStore', () => {
  it('reads a corrupted or foreign user entry as no user', () => {
    const storage = memoryStorage({ [storageKeys.user]: '{not json' })
    expect(new SessionStore(storage).user).toBeNull()
    storage.setItem(storageKeys.user, JSON.stringify({ hello: 'world' }))
    expect(new SessionStore(storage).user).toBeNull()
  })

  it('treats only the string "true" as the logged-in flag', () => {
    const storage = memoryStorage({ [storageKeys.loggedIn]: 'yes' })
    const session = new SessionStore(storage)
    expect(session.loggedIn).toBe(false)
    session.setLoggedIn()
    expect(session.loggedIn).toBe(true)
  })

  it('behaves as empty when the storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    const session = new SessionStore(throwing)
    expect(session.user).toBeNull()
    expect(session.accessToken).toBeNull()
    expect(session.loggedIn).toBe(false)
  })

  it('clear keeps the front-end version', () => {
    const storage = memoryStorage()
    const session = new SessionStore(storage)
    session.setUser({ uuid: 'u', nickName: 'n', publicName: 'p', avatar: null, authorities: [] })
    session.setTokens('a', 'r')
    session.setLoggedIn()
    session.setFrontendVersion('1.0.0')
    session.clear()
    expect([...storage.entries.keys()]).toEqual([storageKeys.frontendVersion])
  })
})
