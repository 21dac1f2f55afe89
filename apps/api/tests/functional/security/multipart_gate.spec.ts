import { gradientPng, toneWav } from '@kobza/testkit'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { legendMessages, messages } from '@kobza/contract'
import Legend from '#legends/legend'
import { signedIn } from '#tests/helpers'
import { postFactory } from '#database/factories/post_factory'
import { resetFeed } from '#tests/functional/feed/helpers'
import { personForm, settings, songForm } from '#tests/functional/legends/helpers'

/*
 * Issue 31 item 1: a multipart body is read only by a route that takes one, and only after its
 * authentication; nothing reaches the temp folder otherwise, and every upload path empties it.
 * The server's temp folder is `os.tmpdir()`, read afresh by every upload: each test points it
 * (TMPDIR) at a folder of its own and looks at it after the answer.
 */
const junk = Buffer.concat([gradientPng(4, 4), Buffer.alloc(256 * 1024, 7)])
let folder = ''
let previous: string | undefined

function tempEntries(): string[] {
  return readdirSync(folder, { recursive: true }).map(String).sort()
}

test.group('Multipart gate: no file is written unless a route takes it, after sign-in', (group) => {
  group.each.setup(async () => {
    previous = process.env.TMPDIR
    folder = mkdtempSync(join(tmpdir(), 'kobza-gate-'))
    process.env.TMPDIR = folder
    await Legend.query().delete()
    await settings()
    return () => {
      if (previous === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = previous
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('a multipart body to a route that takes no files is 415 and leaves no temp file', async ({ client, assert }) => {
    assert.equal(tmpdir(), folder)
    const login = await client
      .post('/api/v1/login')
      .field('username', 'x@y.z')
      .field('password', 'x')
      .file('junk', junk, { filename: 'a.png' })
    login.assertStatus(415)
    assert.deepEqual(login.body(), { errors: [{ message: messages.filesNotAccepted }] })
    const signUp = await client.post('/api/v1/sign-up').file('avatar', junk, { filename: 'a.png' })
    signUp.assertStatus(415)
    assert.deepEqual(signUp.body(), { errors: [{ message: messages.filesNotAccepted }] })
    // Signed in makes no difference: the route reads JSON, not files.
    const fan = await signedIn()
    const vote = await client
      .post('/api/v1/legends/votes/00000000-0000-0000-0000-000000000000')
      .header('authorization', fan.bearer)
      .file('junk', junk, { filename: 'a.png' })
    vote.assertStatus(415)
    assert.deepEqual(vote.body(), { errors: [{ message: messages.filesNotAccepted }] })
    assert.deepEqual(tempEntries(), [])
  })

  test('an anonymous upload to a route that takes files is 401 before a byte is read', async ({ client, assert }) => {
    const fan = await signedIn()
    const targets: Array<[string, string]> = [
      ['/api/v1/auctions', 'coverFile'],
      ['/api/v1/legends/persons', 'coverFile'],
      ['/api/v1/legends/songs', 'songFile'],
      [`/api/v1/products/${fan.user.uuid}/songs`, 'songFile'],
      ['/api/v1/chats/messages', 'file'],
    ]
    for (const [path, field] of targets) {
      const response = await client.post(path).field('name', 'x').file(field, junk, { filename: 'a.png' })
      response.assertStatus(401)
    }
    assert.deepEqual(tempEntries(), [])
  })

  test('a legend nominated with its files, or refused, leaves no temp file', async ({ client, assert }) => {
    const fan = await signedIn()
    const created = await songForm(client, fan.bearer)
    created.assertStatus(201)
    assert.deepEqual(tempEntries(), [])
    const badSong = await songForm(client, fan.bearer, { name: 'Інша' }, { song: Buffer.from('not audio') })
    badSong.assertStatus(422)
    assert.deepEqual(badSong.body().errors, [{ message: legendMessages.songType, field: 'songFile' }])
    const person = await personForm(client, fan.bearer, 'Квітка Цісик').file('coverFile', gradientPng(16, 16), {
      filename: 'kvitka.png',
    })
    person.assertStatus(201)
    const extra = await personForm(client, fan.bearer, 'Квітка')
      .file('coverFile', gradientPng(16, 16), { filename: 'kvitka.png' })
      .file('songFile', toneWav(1), { filename: 'a.wav' })
    extra.assertStatus(422)
    assert.deepEqual(extra.body().errors, [{ message: messages.unexpectedFile, field: 'songFile' }])
    assert.deepEqual(tempEntries(), [])
  })

  test('a comment still goes as a multipart form of fields; a file in it is 415', async ({ client, assert }) => {
    await resetFeed()
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const post = await postFactory(artist.user).create()
    const comment = await client
      .post(`/api/v1/comments/${post}`)
      .header('authorization', artist.bearer)
      .field('comment', 'Гарно')
    comment.assertStatus(201)
    const withFile = await client
      .post(`/api/v1/comments/${post}`)
      .header('authorization', artist.bearer)
      .field('comment', 'Гарно')
      .file('picture', junk, { filename: 'a.png' })
    withFile.assertStatus(415)
    assert.deepEqual(withFile.body(), { errors: [{ message: messages.filesNotAccepted, field: 'picture' }] })
    assert.deepEqual(tempEntries(), [])
  })
})
