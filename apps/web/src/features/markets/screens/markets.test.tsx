import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { auctionFixture, offerFixture } from '../testing/fakes'

describe('auctions list', () => {
  it('shows the cards of the open tab, and a tab switch goes to page 0 with the status in the query', async () => {
    const queries: URLSearchParams[] = []
    const api = fakeApi({
      'GET /api/v1/auctions': (init) => {
        void init
        return jsonResponse(200, { elements: [auctionFixture()], totalPages: 3 })
      },
    })
    const fetch = (input: string, init: RequestInit) => {
      if (new URL(input).pathname === '/api/v1/auctions') queries.push(new URL(input).searchParams)
      return api(input, init)
    }
    const { user, location } = renderApp({ path: '/auctions?contentTab=open&page=1', fetch })
    // The first test loads the feature's lazy chunks.
    expect(await screen.findByRole('heading', { level: 1, name: 'Auctions' }, { timeout: 15_000 })).toBeInTheDocument()
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading', { name: 'Щедрик' })).toBeInTheDocument()
    expect(within(card).getByText('ДахаБраха')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'View: Щедрик' })).toHaveAttribute('href', '/auctions/a-1')
    expect(queries.at(-1)?.get('page')).toBe('1')
    expect(queries.at(-1)?.get('size')).toBe('9')
    expect(queries.at(-1)?.get('filter_auctionStatus')).toBe('OPEN')
    // A guest on desktop gets no Add Initial Sale, and the pages show (3 pages of results).
    expect(screen.queryByRole('link', { name: 'Add Initial Sale' })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Finished' }))
    await waitFor(() => expect(location.current?.search).toBe('?contentTab=finished&page=0'))
    await waitFor(() => expect(queries.at(-1)?.get('filter_auctionStatus')).toBe('FINISHED'))
    expect(queries.at(-1)?.get('page')).toBe('0')
  }, 20_000)

  it('sends the era and genres of the filter popup, and shows the empty state', async () => {
    const seen: string[] = []
    const api = fakeApi({ 'GET /api/v1/auctions': () => jsonResponse(200, { elements: [], totalPages: 0 }) })
    const fetch = (input: string, init: RequestInit) => {
      seen.push(new URL(input).search)
      return api(input, init)
    }
    const { user } = renderApp({ path: '/auctions', fetch, user: artist })
    expect(await screen.findByText('No auctions match. Try another tab or fewer filters.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add Initial Sale' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const popup = screen.getByRole('dialog', { name: 'Filter' })
    await user.selectOptions(within(popup).getByRole('combobox', { name: 'Era' }), 'NINETIES')
    await user.click(within(popup).getByLabelText('Rock/Metal'))
    await user.click(within(popup).getByLabelText('Indie'))
    await user.click(within(popup).getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(
        seen.some(
          (search) => search.includes('filter_era=NINETIES') && search.includes('filter_genreType=ROCK_METAL%2CINDIE')
        )
      ).toBe(true)
    )
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument()
  })
})

describe('auction detail', () => {
  it('shows the rows that are present, in CCD, and no bid form to a guest', async () => {
    renderApp({ path: '/auctions/a-1' })
    expect(await screen.findByRole('heading', { name: 'Щедрик' })).toBeInTheDocument()
    expect(screen.getByText('Ͼ10')).toBeInTheDocument()
    expect(screen.getByText('Kobza Records')).toBeInTheDocument()
    expect(screen.getByText('5 %')).toBeInTheDocument()
    expect(screen.getByText('1 December 2026')).toBeInTheDocument()
    expect(screen.queryByText('Composer')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Spotify' })).toHaveAttribute('href', 'https://open.spotify.com/track/1')
    expect(screen.queryByRole('button', { name: 'Make a bid' })).not.toBeInTheDocument()
    expect(screen.getByText('Sign in to bid or finalize.')).toBeInTheDocument()
  })

  it('shows the era as the console labelled it, in Ukrainian; the static string until the list arrives', async () => {
    let answer: (response: Response) => void = () => {}
    const api = fakeApi({
      'GET /api/v1/eras': () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    renderApp({ path: '/auctions/a-1', fetch: api, language: 'uk' })
    expect(await screen.findByRole('heading', { name: 'Щедрик' })).toBeInTheDocument()
    expect(screen.getByText('Сучасна епоха')).toBeInTheDocument()
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/eras'))
    answer(jsonResponse(200, [{ value: 'MODERN_ERA', name: 'Today', nameUk: 'Сьогодення' }]))
    expect(await screen.findByText('Сьогодення')).toBeInTheDocument()
    expect(screen.queryByText('Сучасна епоха')).not.toBeInTheDocument()
  })

  it('checks the bid before any wallet is asked', async () => {
    const api = fakeApi()
    const { user } = renderApp({ path: '/auctions/a-1', user: fan, fetch: api })
    await user.click(await screen.findByRole('button', { name: 'Make a bid' }))
    expect(screen.getByText('This field is required')).toBeInTheDocument()
    await user.type(screen.getByRole('spinbutton', { name: /Your Bid/ }), '0')
    await user.click(screen.getByRole('button', { name: 'Make a bid' }))
    expect(screen.getByText('Minimum value - 1')).toBeInTheDocument()
    expect(api.calls.filter((call) => call.includes('/ledger/transactions'))).toEqual([])
  })

  it('offers Finalize once ended, and the disabled ended state once finished', async () => {
    const ended = fakeApi({ 'GET /api/v1/auctions/a-1': () => jsonResponse(200, auctionFixture({ ended: true })) })
    const first = renderApp({ path: '/auctions/a-1', user: fan, fetch: ended })
    expect(await screen.findByRole('button', { name: 'Finalize' })).toBeInTheDocument()
    first.unmount()
    const finished = fakeApi({
      'GET /api/v1/auctions/a-1': () =>
        jsonResponse(
          200,
          auctionFixture({
            ended: true,
            auctionStatus: 'FINISHED',
            highestBid: '12500000',
            highestBidder: '3kBx9vRzTqW1',
          })
        ),
    })
    renderApp({ path: '/auctions/a-1', user: fan, fetch: finished })
    expect(await screen.findByRole('button', { name: 'Auction has been ended!' })).toBeDisabled()
    expect(screen.getByText('Ͼ12.5')).toBeInTheDocument()
    expect(screen.getByText('3kBx…zTqW1')).toBeInTheDocument()
  })
})

describe('secondary market', () => {
  it('cards read "{tokens} RR tokens for {price}" and a sold offer is bought up', async () => {
    renderApp({ path: '/secondary-sale' })
    expect(await screen.findByText('1000 RR tokens for Ͼ2.5')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sell tokens' })).not.toBeInTheDocument()
    const sold = fakeApi({
      'GET /api/v1/secondary-market/offers/o-1': () => jsonResponse(200, offerFixture({ status: 'SOLD' })),
    })
    renderApp({ path: '/secondary-sale/o-1', user: fan, fetch: sold })
    expect(await screen.findByRole('button', { name: 'Tokens were bought up!' })).toBeDisabled()
    expect(screen.getByText('1000 RR')).toBeInTheDocument()
  })

  it('sell tokens: the price must be above 0 and the tokens at most the free ones', async () => {
    const api = fakeApi({
      'GET /api/v1/secondary-market/offers/available-tokens': () =>
        jsonResponse(200, { elements: [{ auctionId: 0, freeTokens: '2000', auction: auctionFixture() }] }),
    })
    const { user } = renderApp({ path: '/sell-tokens', user: fan, fetch: api })
    // The holdings are asked for once the wallet layer knows which ledger it is on.
    await user.selectOptions(await screen.findByRole('combobox', { name: /Tokens/ }, { timeout: 15_000 }), '0')
    expect(screen.getByText('2000')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Sale price/ }), '0')
    await user.type(screen.getByRole('spinbutton', { name: /Tokens to sell/ }), '2001')
    await user.click(screen.getByRole('button', { name: 'Start Sale' }))
    expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument()
    expect(screen.getByText('You can sell at most 2000 tokens: that is all you hold free')).toBeInTheDocument()
    expect(screen.queryByText(/Price must be less than/)).not.toBeInTheDocument()
  }, 30_000)
})

describe('add initial sale', () => {
  it('sends anyone but an artist back', async () => {
    const { location } = renderApp({ path: '/add-initial-sale', user: fan })
    await waitFor(() => expect(location.current?.pathname).toBe('/auctions'))
  })

  it('asks for every required field with the spec’s messages', async () => {
    const api = fakeApi({
      'GET /api/v1/songs/available': () =>
        jsonResponse(200, { elements: [{ id: 7, songName: 'Щедрик', fileUrl: null }] }),
    })
    const { user } = renderApp({ path: '/add-initial-sale', user: artist, fetch: api })
    await user.click(await screen.findByRole('button', { name: 'Start Initial Sale' }))
    expect(screen.getAllByText('This field is required')).toHaveLength(7)
    await user.type(screen.getByRole('textbox', { name: /General description/ }), 'Too short')
    await user.click(screen.getByRole('textbox', { name: /Composer/ }))
    await user.paste('x'.repeat(51))
    await user.click(screen.getByRole('button', { name: 'Start Initial Sale' }))
    expect(screen.getByText('Minimum number of characters - 9/10')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Composer/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByText('Maximum number of characters - 51/50').length).toBeGreaterThan(0)
  }, 20_000)
})
