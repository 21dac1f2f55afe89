import factory from '@adonisjs/lucid/factories'
import type { Authority } from '@kobza/contract'
import User from '#accounts/user'
import { createUser } from '#accounts/actions/create_user'
import { openLedgerAccount } from '#markets/actions/open_ledger_account'

/** Password of every factory-made account unless merged otherwise. */
export const FACTORY_PASSWORD = 'Kobza!2026pass'

let sequence = 0

/* The attributes a new account starts from; persistence goes through the createUser use case. */
const attributes = factory
  .define(User, ({ faker }) => {
    sequence += 1
    const suffix = `${Date.now().toString(36)}${sequence}`
    return {
      email: `user${suffix}@example.test`,
      password: FACTORY_PASSWORD,
      publicName: faker.person.fullName(),
      nickName: `user${suffix}`.slice(0, 20),
      status: 'ACTIVE' as const,
    }
  })
  .state('blocked', (user) => {
    user.status = 'BLOCKED'
  })
  .build()

type Overrides = Partial<Pick<User, 'email' | 'password' | 'publicName' | 'nickName' | 'status'>>

/**
 * Accounts for tests and the demo seed, with states: `userFactory().artist().withLedgerAccount().create()`.
 * Authorities and the ledger account go through the same use cases as every other door.
 */
export class UserFactoryBuilder {
  #authorities = new Set<Authority>()
  #blocked = false
  #ledgerAccount = false
  #overrides: Overrides = {}

  merge(overrides: Overrides) {
    this.#overrides = { ...this.#overrides, ...overrides }
    return this
  }

  with(...authorities: Authority[]) {
    for (const authority of authorities) this.#authorities.add(authority)
    return this
  }

  artist() {
    return this.with('ARTIST')
  }

  /** A listener: no authorities at all (the spec's fan). */
  fan() {
    return this
  }

  moderator() {
    return this.with('MODERATOR')
  }

  judge() {
    return this.with('JUDGE_HALL_OF_FAME')
  }

  admin() {
    return this.with('ADMIN', 'MODERATOR')
  }

  blocked() {
    this.#blocked = true
    return this
  }

  withLedgerAccount() {
    this.#ledgerAccount = true
    return this
  }

  async create(): Promise<User> {
    const base = attributes.merge(this.#overrides)
    const draft = await (this.#blocked ? base.apply('blocked') : base).make()
    const user = await createUser({
      email: draft.email,
      password: draft.password,
      publicName: draft.publicName,
      nickName: draft.nickName,
      status: draft.status,
      authorities: [...this.#authorities],
    })
    if (this.#ledgerAccount) await openLedgerAccount(user.id)
    return user
  }
}

export function userFactory() {
  return new UserFactoryBuilder()
}
