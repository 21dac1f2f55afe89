import { eraLabelsUk, eras, type EraEntry, type Legend } from '@kobza/contract'
import { jsonResponse, type FakeRoutes } from '../../../test/fakes'

/** A legend as the API answers it; `overrides` shape the case a test needs. */
export function legendFixture(overrides: Partial<Legend> = {}): Legend {
  return {
    id: 1,
    legendUuid: '11111111-1111-4111-8111-111111111111',
    legendType: 'SONG',
    name: 'Червона рута',
    authorName: 'Володимир Івасюк',
    coverUrl: null,
    coverThumbnailUrl: null,
    songUrl: 'http://kobza.test/api/v1/media/song.wav',
    lengthOfSong: 8,
    era: 'CLASSIC_ERA',
    genre: 'POP',
    textAuthor: null,
    label: null,
    recordingStudio: null,
    composer: null,
    yearOfRelease: 1970,
    status: 'VOTING',
    likeCount: 0,
    commentCount: 0,
    liked: false,
    links: [],
    voteInfo: {
      isVoted: false,
      actualVote: 2,
      votePercent: 1,
      expectedMinimalVote: 200,
      firstVoteStageOpenUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
    legendStarterUserOwner: { uuid: 'owner', nickName: 'maria', publicName: 'Марія Коваль', avatar: null },
    ownerLegendStarterOpinion: 'Пісня, яку знає кожен.',
    judges: [],
    rejectionReason: null,
    duplicateOf: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  }
}

/** What the Hall of Fame's endpoints answer unless a test says otherwise: no legends yet. */
/** GET /api/v1/eras as the seeded API answers it: the static strings' labels. */
export const erasAnswer: EraEntry[] = eras.list.map((entry) => ({ ...entry, nameUk: eraLabelsUk[entry.value] }))

export const fakes: FakeRoutes = {
  'GET /api/v1/eras': () => jsonResponse(200, erasAnswer),
  'POST /api/v1/legends/search': () => jsonResponse(200, { elements: [], totalPages: 0 }),
  'GET /api/v1/legends/songs-legends': () => jsonResponse(200, { elements: [] }),
}
