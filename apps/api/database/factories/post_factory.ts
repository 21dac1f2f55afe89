import { gradientPicture, melodyWav } from '@kobza/testkit'
import { DateTime } from 'luxon'
import type { PostType } from '@kobza/contract'
import type User from '#accounts/user'
import { subscribe } from '#subscriptions/public'
import { createPost, type CreatePostInput } from '#feed/public'
import { seedReferenceData } from '#catalogue/public'

/**
 * Posts for tests and the demo seed, built through the createPost use case:
 * `postFactory(artist).premium().withImage().withPoll().create()`.
 */
export class PostFactoryBuilder {
  #input: CreatePostInput = { postType: 'PUBLIC', text: 'Нова пісня вже скоро!' }

  constructor(private readonly author: User) {}

  type(postType: PostType) {
    this.#input.postType = postType
    return this
  }

  premium() {
    return this.type('PREMIUM')
  }

  text(text: string) {
    this.#input.text = text
    return this
  }

  withImage(seed = 0) {
    this.#pendingImages.push(seed)
    return this
  }

  withSong(name = 'Колискова', genre = 'INDIE', seconds = 2) {
    this.#input.songs = [...(this.#input.songs ?? []), { source: melodyWav(name.length, seconds), name, genre }]
    return this
  }

  withPoll(poll: Partial<NonNullable<CreatePostInput['poll']>> = {}) {
    this.#input.poll = { title: 'Яку пісню заспівати?', options: ['Першу', 'Другу', 'Третю'], ...poll }
    return this
  }

  at(createdAt: DateTime) {
    this.#input.createdAt = createdAt
    return this
  }

  #pendingImages: number[] = []

  /** The new post's id. Songs need the genres, which are seeded when missing. */
  async create(): Promise<number> {
    if (this.#input.songs?.length) await seedReferenceData()
    const images = await Promise.all(
      this.#pendingImages.map(async (seed) => ({ source: await gradientPicture(seed, 'Kobza', 'png') }))
    )
    return createPost(this.author, { ...this.#input, images })
  }
}

export function postFactory(author: User) {
  return new PostFactoryBuilder(author)
}

/** An active subscription of `fan` to `artist` (payments make them in a later issue). */
export async function subscription(fan: User, artist: User, days = 30) {
  return subscribe(fan.id, artist.id, DateTime.utc().plus({ days }))
}
