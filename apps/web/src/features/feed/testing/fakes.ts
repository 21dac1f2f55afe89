import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

export const genresAnswer = [
  { value: 'POP', name: 'Pop' },
  { value: 'ROCK_METAL', name: 'Rock/Metal' },
  { value: 'JAZZ_BLUES', name: 'Jazz/Blues' },
]

/** What the feed's endpoints answer unless a test says otherwise. */
export const fakes: FakeRoutes = {
  '/api/v1/genres': () => jsonResponse(200, genresAnswer),
}
