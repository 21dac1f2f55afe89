import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type { AuthProvider, DataProvider } from 'react-admin'
import { renderInConsole } from '../test/renderInConsole.tsx'
import { LegendReviewShow } from './LegendReviewShow.tsx'

const onReview = {
  id: 5,
  legendUuid: 'legend-5',
  name: 'Червона рута',
  authorName: 'Івасюк',
  legendType: 'SONG',
  status: 'REVIEWING',
  era: 'SEVENTIES',
  genre: 'POP',
  ownerLegendStarterOpinion: 'Everyone sings it',
  legendStarterUserOwner: { publicName: 'Fan', nickName: 'fan' },
  songUrl: null,
  links: [],
  duplicateOf: null,
  voteCount: 12,
  quorum: 1,
  inducting: 0,
  rejecting: 0,
  myDecision: null,
  decisions: [],
  rejectionReason: null,
  voteInfo: { actualVote: 12, expectedMinimalVote: 10, votePercent: 100 },
  createdAt: '2026-03-01T10:00:00.000Z',
  voteStageUntil: '2026-03-15T10:00:00.000Z',
}

// A show page reaches only getOne.
const dataProvider = { getOne: async () => ({ data: onReview }) } as unknown as DataProvider

function signedInAs(authorities: string[]): AuthProvider {
  return {
    checkAuth: async () => undefined,
    getPermissions: async () => authorities,
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
  }
}

const show = (authorities: string[]) =>
  renderInConsole(<LegendReviewShow />, {
    dataProvider,
    authProvider: signedInAs(authorities),
    resource: 'legend-reviews',
    url: '/legend-reviews/5/show',
    route: '/legend-reviews/:id/show',
  })

describe('legend review page', () => {
  it('offers a judge the decision form', async () => {
    show(['JUDGE_HALL_OF_FAME'])
    expect(await screen.findByRole('button', { name: 'Induct' })).toBeTruthy()
    expect(screen.queryByText('Only Hall of Fame judges decide on a legend')).toBeNull()
  })

  it('shows an administrator the legend but no decision form: only judges decide', async () => {
    show(['ADMIN'])
    expect(await screen.findByText('Only Hall of Fame judges decide on a legend')).toBeTruthy()
    expect(screen.getAllByText('Червона рута').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Induct' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
  })
})
