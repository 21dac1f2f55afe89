import type { AuthProvider } from 'react-admin'
import { consoleAuthorities, type Authority } from '@kobza/contract'
import type { ApiClient } from '@kobza/api-client'

export const consoleOnlyMessage = 'This account cannot use the console'

function holdsConsoleAuthority(authorities: readonly Authority[]) {
  return authorities.some((authority) => consoleAuthorities.includes(authority))
}

/** Signs in with the platform's own accounts; only MODERATOR, ADMIN and JUDGE_HALL_OF_FAME may enter. */
export function createAuthProvider(client: ApiClient): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      const user = await client.login(username, password)
      if (!holdsConsoleAuthority(user.authorities)) {
        await client.logout(user.uuid).catch(() => undefined)
        throw new Error(consoleOnlyMessage)
      }
    },
    async logout() {
      if (client.loggedIn) await client.logout().catch(() => undefined)
    },
    async checkAuth() {
      if (!client.loggedIn || !holdsConsoleAuthority(client.user?.authorities ?? [])) throw new Error('Not signed in')
    },
    async checkError(error: { status?: number }) {
      // The data provider has already tried one refresh; a 401 here means the session is gone.
      if (error?.status === 401) throw new Error('Session expired')
    },
    async getIdentity() {
      const user = client.user
      if (!user) throw new Error('Not signed in')
      return { id: user.uuid, fullName: user.publicName, avatar: user.avatar ?? undefined }
    },
    async getPermissions() {
      return client.user?.authorities ?? []
    },
  }
}
