import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { postAnswer } from '../testing/fakes'

/** The first screen waits for its lazy chunks, which a busy machine may take a while to load. */
const firstLoad = { timeout: 5000 }

const feedWith = (...posts: ReturnType<typeof postAnswer>[]) => ({
  'GET /api/v1/contents': () => jsonResponse(200, { elements: posts, totalPages: 1 }),
})

describe('home', () => {
  it('shows the Home title, the spec tabs and the public posts with the server time stamp', async () => {
    const api = fakeApi(feedWith(postAnswer()))
    renderApp({ fetch: api })
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, firstLoad)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Recommendations', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Premium subscription' })).toBeInTheDocument()
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    expect(within(post).getByText('Нова пісня вже тут!')).toBeInTheDocument()
    expect(within(post).getByRole('button', { name: 'Play Колискова' })).toBeInTheDocument()
    expect(document.title).toBe('Home · Kobza')
    expect(api.calls).toContain('GET /api/v1/getServerTime')
  })

  it("labels a song's genre from the static strings without asking for the reference lists", async () => {
    const api = fakeApi(feedWith(postAnswer()))
    renderApp({ fetch: api, language: 'uk' })
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    // `/` keeps its requests: the genres list is used only when another screen has loaded it.
    expect(within(post).getByText('ДахаБраха · Поп')).toBeInTheDocument()
    expect(api.calls.filter((call) => /\/api\/v1\/(genres|eras)$/.test(call))).toEqual([])
  })

  it('asks for page 0 of the chosen tab with initialTimeStamp, and shows the empty premium text', async () => {
    const urls: string[] = []
    const api = fakeApi({
      'GET /api/v1/contents': (init) => {
        void init
        return jsonResponse(200, { elements: [], totalPages: 0 })
      },
    })
    const recording: typeof api = Object.assign(
      (input: string, init: RequestInit) => {
        urls.push(input)
        return api(input, init)
      },
      { calls: api.calls }
    )
    const { user } = renderApp({ fetch: recording, user: fan })
    await screen.findByRole('heading', { level: 3, name: 'No posts yet' }, firstLoad)
    await user.click(screen.getByRole('tab', { name: 'Premium subscription' }))
    expect(
      await screen.findByRole('heading', {
        name: "You haven't subscribed to anyone yet. Subscribe to an artist to see their premium content",
      })
    ).toBeInTheDocument()
    const premium = urls.map((url) => new URL(url)).find((url) => url.searchParams.get('postType') === 'PREMIUM')
    expect(premium?.searchParams.get('page')).toBe('0')
    expect(premium?.searchParams.get('initialTimeStamp')).toBe('1795420800')
  })

  it('gives a guest the sign-in popup on like and vote', async () => {
    const { user } = renderApp({ fetch: fakeApi(feedWith(postAnswer())) })
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    await user.click(within(post).getByRole('button', { name: /^Like/ }))
    const prompt = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(prompt).toHaveTextContent('Sign in or create account to view content')
    await user.click(within(prompt).getByRole('button', { name: 'Close' }))
    await user.click(within(post).getByRole('radio', { name: 'Київ' }))
    await user.click(within(post).getByRole('button', { name: 'Vote' }))
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('likes at once and rolls the like back when the server refuses', async () => {
    let refuse: () => void = () => {}
    const api = fakeApi({
      ...feedWith(postAnswer()),
      'POST /api/v1/contents/likes/7': () =>
        new Promise<Response>((resolve) => {
          refuse = () => resolve(jsonResponse(404, { errors: [{ message: 'Post not found' }] }))
        }),
    })
    const { user } = renderApp({ fetch: api, user: fan })
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    await user.click(within(post).getByRole('button', { name: 'Like · 3 likes' }))
    // The count moves before the server answers.
    expect(await within(post).findByRole('button', { name: 'Remove like · 4 likes' })).toHaveAttribute(
      'aria-pressed',
      'true'
    )
    await waitFor(() => expect(api.calls).toContain('POST /api/v1/contents/likes/7'))
    refuse()
    expect(await within(post).findByRole('button', { name: 'Like · 3 likes' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('votes and shows the percentages the server answers', async () => {
    const api = fakeApi({
      ...feedWith(postAnswer()),
      'POST /api/v1/polls/21': (init) => {
        expect(JSON.parse(String(init.body))).toEqual([32])
        return jsonResponse(200, {
          ...postAnswer().contents.flatMap((content) => (content.type === 'VOTE' ? [content.vote] : []))[0],
          isVoted: true,
          countVoters: 4,
          options: [
            { id: 31, description: 'Київ', percentVoted: 50, isChosen: false },
            { id: 32, description: 'Львів', percentVoted: 50, isChosen: true },
          ],
        })
      },
    })
    const { user } = renderApp({ fetch: api, user: fan })
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    const vote = within(post).getByRole('button', { name: 'Vote' })
    expect(vote).toBeDisabled()
    await user.click(within(post).getByRole('radio', { name: 'Львів' }))
    await user.click(vote)
    expect(await within(post).findByText('4 votes')).toBeInTheDocument()
    expect(within(post).getAllByText('50%')).toHaveLength(2)
    expect(within(post).queryByRole('radio')).not.toBeInTheDocument()
  })

  it('adds a comment on top and raises the count', async () => {
    const api = fakeApi({
      ...feedWith(postAnswer({ countComments: 1 })),
      'GET /api/v1/comments/7': () =>
        jsonResponse(200, {
          elements: [
            {
              id: 90,
              postId: 7,
              parentCommentId: null,
              message: 'Старий коментар',
              publishedAt: '2026-11-20T11:00:00.000Z',
              userCommenter: { uuid: 'u2', nickName: 'maria', publicName: 'Марія', avatar: null },
              tailIds: [],
            },
          ],
          totalPages: 1,
        }),
      'POST /api/v1/comments/7': (init) =>
        jsonResponse(201, {
          id: 91,
          postId: 7,
          parentCommentId: null,
          message: (JSON.parse(String(init.body)) as { comment: string }).comment,
          publishedAt: '2026-11-23T08:00:00.000Z',
          userCommenter: { uuid: 'u-fan', nickName: 'listener', publicName: 'Оксана', avatar: null },
          tailIds: [],
        }),
    })
    const { user } = renderApp({ fetch: api, user: fan })
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    await user.click(within(post).getByRole('button', { name: 'Comments · 1 comment' }))
    const area = await within(post).findByRole('region', { name: 'Comments' })
    await within(area).findByText('Старий коментар')
    await user.type(within(area).getByRole('textbox', { name: 'Your comment' }), 'Чудово!')
    await user.click(within(area).getByRole('button', { name: 'Send' }))
    await within(area).findByText('Чудово!')
    const messages = within(area)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(messages[0]).toContain('Чудово!')
    expect(within(post).getByRole('button', { name: 'Comments · 2 comments' })).toBeInTheDocument()
  })

  it('keeps the comments intact when the post they hang under changes (a comment may share its id)', async () => {
    const api = fakeApi({
      ...feedWith(postAnswer({ countComments: 1 })),
      'GET /api/v1/comments/7': () =>
        jsonResponse(200, {
          elements: [
            {
              id: 7,
              postId: 7,
              parentCommentId: null,
              message: 'Той самий номер',
              publishedAt: '2026-11-20T11:00:00.000Z',
              userCommenter: { uuid: 'u2', nickName: 'maria', publicName: 'Марія', avatar: null },
              tailIds: [],
            },
          ],
          totalPages: 1,
        }),
      'POST /api/v1/contents/likes/7': () => jsonResponse(200, { id: 7, countLike: 4, isUserLiked: true }),
    })
    const { user } = renderApp({ fetch: api, user: fan })
    const post = await screen.findByRole('article', { name: 'ДахаБраха' }, firstLoad)
    await user.click(within(post).getByRole('button', { name: 'Comments · 1 comment' }))
    await within(post).findByText('Той самий номер')
    await user.click(within(post).getByRole('button', { name: 'Like · 3 likes' }))
    expect(await within(post).findByRole('button', { name: 'Remove like · 4 likes' })).toBeInTheDocument()
    expect(within(post).getByText('Той самий номер')).toBeInTheDocument()
  })

  it('shows the composer to artists on desktop, with Publish disabled until there is something to post', async () => {
    renderApp({ fetch: fakeApi(), user: artist })
    const composer = await screen.findByRole('form', { name: 'New post' }, firstLoad)
    expect(within(composer).getByRole('button', { name: 'Publish' })).toBeDisabled()
  })
})
