import { gradientPicture, melodyWav, silentMp3 } from '@kobza/testkit'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { feedMessages, feedPost as postSchema } from '@kobza/contract'
import { artistAndFan, signedIn } from '#tests/helpers'
import { resetFeed, storedMediaKeys } from '#tests/functional/feed/helpers'
import { newPost } from './helpers.js'

const png = () => gradientPicture(1, 'Тест', 'png')

test.group('Create post: POST /api/v1/contents/{uuid}', (group) => {
  group.each.setup(() => resetFeed())

  test('an artist publishes text, a cover and a song; the answer is the spec post', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('simplePost.context', 'Привіт, друзі!')
      .field('simplePost.type', 'MESSAGE')
      .field('images[0].type', 'IMAGE')
      .file('images[0].file', await png(), { filename: 'cover.png' })
      .field('songs[0].type', 'SONG')
      .field('songs[0].fileName', 'Колискова')
      .field('songs[0].genre', 'INDIE')
      .field('songs[0].lengthOfSong', '999')
      .file('songs[0].songFile', melodyWav(1, 3), { filename: 'song.wav' })
    response.assertStatus(201)
    const body = postSchema.parse(response.body())
    assert.equal(body.postType, 'PUBLIC')
    assert.equal(body.eventOwner.uuid, artist.user.uuid)
    assert.deepEqual(
      body.contents.map((content) => content.type),
      ['MESSAGE', 'IMAGE', 'SONG']
    )
    const song = body.contents[2]
    assert.equal(song?.type === 'SONG' && song.song.lengthOfSong, 3, 'length read from the file, not the 999 sent')
    const image = body.contents[1]
    assert.isTrue(image?.type === 'IMAGE' && image.imageUrl.startsWith('/api/v1/media/public/'))
    assert.equal(image?.type === 'IMAGE' && image.width, 1200)
    assert.lengthOf(storedMediaKeys(), 5, 'cover, its thumbnail, the song and its two renditions')
  })

  test('an MP3 song gets its length from its frames', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('songs[0].fileName', 'Тиша')
      .field('songs[0].genre', 'POP')
      .file('songs[0].songFile', silentMp3(5), { filename: 'quiet.mp3' })
    response.assertStatus(201)
    const song = postSchema.parse(response.body()).contents[0]
    assert.equal(song?.type === 'SONG' && song.song.lengthOfSong, 5)
  })

  test('a poll is created with its flags and options', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('votes[0].type', 'VOTE')
      .field('votes[0].title', 'Де зіграти концерт?')
      .field('votes[0].isAnonymous', 'true')
      .field('votes[0].isCanCancelOwnVote', 'true')
      .field('votes[0].isMultiAnswer', 'false')
      .field('votes[0].options[0]', 'Київ')
      .field('votes[0].options[1]', 'Львів')
    response.assertStatus(201)
    const vote = postSchema.parse(response.body()).contents[0]
    assert.isTrue(vote?.type === 'VOTE')
    if (vote?.type !== 'VOTE') return
    assert.include(vote.vote, {
      title: 'Де зіграти концерт?',
      isAnonymous: true,
      isCanCancelOwnVote: true,
      isMultiAnswer: false,
    })
    assert.deepEqual(
      vote.vote.options.map((option) => [option.description, option.percentVoted]),
      [
        ['Київ', 0],
        ['Львів', 0],
      ]
    )
  })

  test('a fan cannot post, not even on an artist uuid', async ({ client, assert }) => {
    const { artist, fan } = await artistAndFan()
    for (const uuid of [artist.user.uuid, fan.user.uuid]) {
      const response = await client
        .post(`/api/v1/contents/${uuid}`)
        .header('authorization', fan.bearer)
        .field('postType', 'PUBLIC')
        .field('simplePost.context', 'Hi')
      response.assertStatus(403)
      assert.equal(response.body().errors[0].message, feedMessages.onlyArtistsPost)
    }
    assert.equal(Number((await db.from('posts').count('* as total').first()).total), 0)
  })

  test("an artist cannot post on another artist's uuid; a guest gets 401", async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const other = await signedIn({ authorities: ['ARTIST'] })
    const response = await client
      .post(`/api/v1/contents/${other.user.uuid}`)
      .header('authorization', artist.bearer)
      .field('postType', 'PUBLIC')
      .field('simplePost.context', 'Hi')
    response.assertStatus(403)
    assert.equal(response.body().errors[0].message, feedMessages.onlyOwnWall)
    const guest = await client.post(`/api/v1/contents/${artist.user.uuid}`).field('postType', 'PUBLIC')
    guest.assertStatus(401)
  })

  test('a third attachment is refused and nothing is stored', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .file('images[0].file', await png(), { filename: 'a.png' })
      .field('songs[0].fileName', 'Пісня')
      .field('songs[0].genre', 'POP')
      .file('songs[0].songFile', melodyWav(2, 1), { filename: 'b.wav' })
      .field('votes[0].title', 'Так чи ні?')
      .field('votes[0].options[0]', 'Так')
      .field('votes[0].options[1]', 'Ні')
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, feedMessages.tooManyAttachments)
    assert.equal(Number((await db.from('posts').count('* as total').first()).total), 0)
    assert.deepEqual(storedMediaKeys(), [])
  })

  test('a third file is refused while streaming', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .file('images[0].file', await png(), { filename: 'a.png' })
      .file('images[1].file', await png(), { filename: 'b.png' })
      .file('images[2].file', await png(), { filename: 'c.png' })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, feedMessages.tooManyAttachments)
    assert.deepEqual(storedMediaKeys(), [])
  })

  for (const [label, options, message] of [
    ['one option', ['Так'], feedMessages.pollOptionsMin],
    ['eleven options', Array.from({ length: 11 }, (_, index) => `Варіант ${index + 1}`), feedMessages.pollOptionsMax],
    ['an empty option', ['Так', ''], feedMessages.pollOptionEmpty],
  ] as const) {
    test(`a poll with ${label} is refused`, async ({ client, assert }) => {
      const artist = await signedIn({ authorities: ['ARTIST'] })
      let request = newPost(client, artist).field('postType', 'PUBLIC').field('votes[0].title', 'Питання')
      options.forEach((option, index) => {
        request = request.field(`votes[0].options[${index}]`, option)
      })
      const response = await request
      response.assertStatus(422)
      assert.include(
        response.body().errors.map((error: { message: string }) => error.message),
        message
      )
      assert.equal(Number((await db.from('posts').count('* as total').first()).total), 0)
    })
  }

  test('a poll needs a title; two polls are refused', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const untitled = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('votes[0].options[0]', 'Так')
      .field('votes[0].options[1]', 'Ні')
    untitled.assertStatus(422)
    assert.equal(untitled.body().errors[0].message, feedMessages.pollTitleRequired)
    const twoPolls = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('votes[0].title', 'Один')
      .field('votes[0].options[0]', 'Так')
      .field('votes[0].options[1]', 'Ні')
      .field('votes[1].title', 'Два')
      .field('votes[1].options[0]', 'Так')
      .field('votes[1].options[1]', 'Ні')
    twoPolls.assertStatus(422)
    assert.equal(twoPolls.body().errors[0].message, feedMessages.onePollOnly)
  })

  test('a description over 1000 characters and an empty post are refused', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const long = await newPost(client, artist).field('postType', 'PUBLIC').field('simplePost.context', 'ї'.repeat(1001))
    long.assertStatus(422)
    assert.equal(long.body().errors[0].message, 'Maximum number of characters - 1001/1000')
    const exact = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('simplePost.context', 'ї'.repeat(1000))
    exact.assertStatus(201)
    const empty = await newPost(client, artist).field('postType', 'PUBLIC').field('simplePost.context', '   ')
    empty.assertStatus(422)
    assert.equal(empty.body().errors[0].message, feedMessages.emptyPost)
  })

  test('a song needs a name and a known genre', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const send = (name: string, genre: string) =>
      newPost(client, artist)
        .field('postType', 'PUBLIC')
        .field('songs[0].fileName', name)
        .field('songs[0].genre', genre)
        .file('songs[0].songFile', melodyWav(0, 1), { filename: 'a.wav' })
    const nameless = await send('', 'POP')
    nameless.assertStatus(422)
    assert.equal(nameless.body().errors[0].message, feedMessages.songNameRequired)
    const genreless = await send('Пісня', '')
    genreless.assertStatus(422)
    assert.equal(genreless.body().errors[0].message, feedMessages.genreRequired)
    const unknown = await send('Пісня', 'POLKA_NOT_A_GENRE')
    unknown.assertStatus(422)
    assert.equal(unknown.body().errors[0].message, feedMessages.unknownGenre)
    assert.deepEqual(storedMediaKeys(), [])
  })

  test('a .mp3 name on a PNG body is refused by its content', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .field('songs[0].fileName', 'Фальшивка')
      .field('songs[0].genre', 'POP')
      .file('songs[0].songFile', await png(), { filename: 'song.mp3', contentType: 'audio/mpeg' })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].message, feedMessages.songType)
    const cover = await newPost(client, artist)
      .field('postType', 'PUBLIC')
      .file('images[0].file', melodyWav(0, 1), { filename: 'cover.png', contentType: 'image/png' })
    cover.assertStatus(422)
    assert.equal(cover.body().errors[0].message, feedMessages.imageType)
    assert.deepEqual(storedMediaKeys(), [])
  })

  test('{title}')
    .with([
      {
        title: 'a PNG header on garbage is refused as unreadable',
        field: 'images[0].file',
        file: async () =>
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]),
        filename: 'cover.png',
        status: 422,
        message: feedMessages.unreadableImage,
      },
      {
        title: 'a cover over the size limit is stopped while streaming with 413',
        field: 'images[0].file',
        file: async () => Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024 + 1)]),
        filename: 'big.png',
        status: 413,
        message: feedMessages.imageTooLarge,
      },
      {
        title: 'an unknown file field is refused',
        field: 'avatar',
        file: png,
        filename: 'a.png',
        status: 422,
        message: feedMessages.unexpectedFile,
      },
    ])
    .run(async ({ client, assert }, refused) => {
      const artist = await signedIn({ authorities: ['ARTIST'] })
      const response = await newPost(client, artist)
        .field('postType', 'PUBLIC')
        .file(refused.field, await refused.file(), { filename: refused.filename })
      response.assertStatus(refused.status)
      assert.equal(response.body().errors[0].message, refused.message)
      assert.deepEqual(storedMediaKeys(), [])
    })

  test('a premium post stores its media under private keys, served with signed URLs', async ({ client, assert }) => {
    const artist = await signedIn({ authorities: ['ARTIST'] })
    const response = await newPost(client, artist)
      .field('postType', 'PREMIUM')
      .file('images[0].file', await png(), { filename: 'a.png' })
    response.assertStatus(201)
    const image = postSchema.parse(response.body()).contents[0]
    assert.isTrue(
      image?.type === 'IMAGE' && /^\/api\/v1\/media\/private\/.+\?expires=\d+&signature=/.test(image.imageUrl)
    )
    assert.isTrue(storedMediaKeys().every((key) => key.startsWith('private/')))
  })
})
