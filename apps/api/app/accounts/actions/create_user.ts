import { randomUUID } from 'node:crypto'
import type { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { accountFlowMessages, type Authority, type UserStatus } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import User from '#accounts/user'
import UserAuthority from '#accounts/user_authority'
import { uniqueNickname } from '#accounts/nickname'
import { isUniqueViolation } from '#core/unique_violation'

export interface CreateUserInput {
  /** Already validated by the caller's schema; stored lower-cased. */
  email: string
  /** Plain text: hashed here, the only place a new account's password is hashed. */
  password: string
  publicName: string
  /** Derived from the public name (transliterated, made unique) when absent. */
  nickName?: string
  dateOfBirth?: DateTime | null
  authorities?: Authority[]
  status?: UserStatus
  /** The language of the person's mails; Ukrainian when absent. */
  locale?: 'uk' | 'en'
}

function emailTaken() {
  return ApiException.unprocessable([{ message: accountFlowMessages.emailTaken, field: 'email' }])
}

/**
 * Creates an account with its authorities, whole or not at all. Every door that makes
 * users — sign-up, the operator, the demo seed, test factories — comes through here.
 */
export async function createUser(input: CreateUserInput, trx?: TransactionClientContract): Promise<User> {
  const email = input.email.trim().toLowerCase()
  if (await User.query({ client: trx }).where('email', email).first()) throw emailTaken()
  const passwordHash = await hash.make(input.password)
  const write = async (client: TransactionClientContract) => {
    const nickName =
      input.nickName ??
      (await uniqueNickname(
        input.publicName,
        async (candidate) => !!(await User.query({ client }).where('nick_name', candidate).first())
      ))
    const user = await User.create(
      {
        uuid: randomUUID(),
        email,
        password: passwordHash,
        publicName: input.publicName,
        nickName,
        avatar: null,
        dateOfBirth: input.dateOfBirth ?? null,
        status: input.status ?? 'ACTIVE',
        locale: input.locale ?? null,
      },
      { client }
    )
    for (const authority of new Set(input.authorities ?? [])) {
      await UserAuthority.create({ userId: user.id, authority }, { client })
    }
    return user
  }
  const user = await (trx ? write(trx) : db.transaction(write)).catch((error: unknown) => {
    // Two sign-ups with one e-mail at the same instant: the unique index decides, the loser gets a 422.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  })
  await user.load('authorityRows')
  return user
}
