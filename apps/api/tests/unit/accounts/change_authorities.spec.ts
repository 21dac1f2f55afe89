import { test } from '@japa/runner'
import { adminMessages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'
import AuditLog from '#accounts/audit_log'
import { changeAuthorities } from '#accounts/actions/change_authorities'
import { userFactory } from '#database/factories/user_factory'

async function refusal(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    if (error instanceof ApiException) return { status: error.status, message: error.errors[0]?.message }
    throw error
  }
  throw new Error('expected a refusal')
}

test.group('changeAuthorities', () => {
  test('an administrator grants and revokes; each change is audited with the actor', async ({ assert }) => {
    const admin = await userFactory().admin().create()
    const fan = await userFactory().fan().create()
    const result = await changeAuthorities(
      fan,
      { grant: ['ARTIST', 'JUDGE_HALL_OF_FAME'] },
      { actor: admin, via: 'console' }
    )
    assert.deepEqual(result.granted, ['ARTIST', 'JUDGE_HALL_OF_FAME'])
    assert.deepEqual(fan.authorities, ['ARTIST', 'JUDGE_HALL_OF_FAME'])
    await changeAuthorities(fan, { revoke: ['ARTIST'] }, { actor: admin, via: 'console' })
    assert.deepEqual(fan.authorities, ['JUDGE_HALL_OF_FAME'])
    const trail = await AuditLog.query().where('target_user_id', fan.id).orderBy('id')
    assert.deepEqual(
      trail.map((row) => [row.action, row.actorId, JSON.parse(row.details ?? '{}').authority]),
      [
        ['authority.granted', admin.id, 'ARTIST'],
        ['authority.granted', admin.id, 'JUDGE_HALL_OF_FAME'],
        ['authority.revoked', admin.id, 'ARTIST'],
      ]
    )
  })

  test('a moderator may block a fan but not grant, nor block staff', async ({ assert }) => {
    const moderator = await userFactory().moderator().create()
    const otherModerator = await userFactory().moderator().create()
    const fan = await userFactory().create()
    await changeAuthorities(fan, { status: 'BLOCKED' }, { actor: moderator, via: 'console' })
    assert.equal(fan.status, 'BLOCKED')
    assert.deepEqual(
      await refusal(() => changeAuthorities(fan, { grant: ['ARTIST'] }, { actor: moderator, via: 'console' })),
      {
        status: 403,
        message: adminMessages.onlyAdminsGrant,
      }
    )
    assert.deepEqual(
      await refusal(() =>
        changeAuthorities(otherModerator, { status: 'BLOCKED' }, { actor: moderator, via: 'console' })
      ),
      { status: 403, message: adminMessages.cannotBlockStaff }
    )
    assert.equal(otherModerator.status, 'ACTIVE')
  })

  test('nobody locks themselves out', async ({ assert }) => {
    const admin = await userFactory().admin().create()
    assert.deepEqual(
      await refusal(() => changeAuthorities(admin, { status: 'BLOCKED' }, { actor: admin, via: 'console' })),
      {
        status: 422,
        message: adminMessages.cannotLockOutSelf,
      }
    )
    assert.deepEqual(
      await refusal(() => changeAuthorities(admin, { revoke: ['ADMIN'] }, { actor: admin, via: 'console' })),
      {
        status: 422,
        message: adminMessages.cannotLockOutSelf,
      }
    )
    assert.include(admin.authorities, 'ADMIN')
  })

  test('the operator (no actor) is trusted and audited as the cli', async ({ assert }) => {
    const fan = await userFactory().create()
    await changeAuthorities(fan, { grant: ['MODERATOR'] }, { actor: null, via: 'cli' })
    const entry = await AuditLog.query().where({ target_user_id: fan.id, action: 'authority.granted' }).firstOrFail()
    assert.isNull(entry.actorId)
    assert.deepEqual(JSON.parse(entry.details ?? '{}'), { authority: 'MODERATOR', via: 'cli' })
  })

  test('a failed audit write leaves no half-made change', async ({ assert }) => {
    const admin = await userFactory().admin().create()
    const fan = await userFactory().create()
    const db = (await import('@adonisjs/lucid/services/db')).default
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await changeAuthorities(fan, { grant: ['ARTIST'] }, { actor: admin, via: 'console' }, trx)
        throw new Error('the caller failed after the change')
      })
    )
    await fan.load('authorityRows')
    assert.deepEqual(fan.authorities, [])
    assert.equal(
      await AuditLog.query()
        .where('target_user_id', fan.id)
        .count('* as total')
        .first()
        .then((row) => Number(row?.$extras.total)),
      0
    )
  })
})
