import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { greetingMessages, type VideoOrder } from '@kobza/contract'
import { artist, fakeApi, fan, jsonResponse, renderApp } from '../../../test/renderApp'
import { sent } from '../../../test/fakeResumableUpload'
import { artistOrders, fanOrders } from '../testing/fakes'
import { artistProfile as fanViewOfArtist } from '../../payments/testing/fakes'

const rows = () => screen.findAllByTestId('video-order')

vi.mock('../../../shared/uploads/resumableUpload', () => import('../../../test/fakeResumableUpload'))

describe('my video congratulations (fan)', () => {
  it('lists the orders with the spec’s statuses and the time left', async () => {
    renderApp({ path: '/video', user: fan })
    const [waiting, done, declined] = await rows()
    expect(waiting).toHaveTextContent('Sent')
    expect(waiting).toHaveTextContent('2 d 5 h left')
    expect(done).toHaveTextContent('Done!')
    expect(declined).toHaveTextContent('Declined')
    expect(waiting).toHaveTextContent('₴300.00')
    // The artist by the name people know, not the nickname.
    expect(waiting).toHaveTextContent('Order with ДахаБраха')
  })

  it('in Ukrainian, a pending order and a delivered one never share a word', async () => {
    renderApp({ path: '/video', user: fan, language: 'uk' })
    const [waiting, done] = await rows()
    expect(waiting).toHaveTextContent('Очікує на відео')
    expect(done).toHaveTextContent('Готово!')
    expect(waiting).toHaveTextContent('Замовлення: ДахаБраха')
  })

  it('plays (the MP4, with its poster, inline on a phone) and downloads a completed video from the View popup', async () => {
    const { user } = renderApp({ path: '/video', user: fan })
    const [, done] = await rows()
    await user.click(within(done!).getByRole('button', { name: 'View' }))
    const popup = screen.getByRole('dialog', { name: 'Order with ДахаБраха' })
    const link = within(popup).getByRole('link', { name: 'Download video' })
    expect(link).toHaveAttribute('href', '/api/v1/media/private/greetings/2-high.mp4?expires=1&signature=s')
    expect(link).toHaveAttribute('download')
    const video = popup.querySelector('video')
    expect(video).toHaveAttribute('src', link.getAttribute('href'))
    expect(video).toHaveAttribute('poster', '/api/v1/media/private/greetings/2-poster.jpg?expires=1&signature=s')
    expect(video).toHaveAttribute('playsinline')
  })

  it('while the video is converted to MP4, says it is being prepared and offers no WebM to play; then plays the MP4', async () => {
    const sent = {
      ...fanOrders[1]!,
      videoUrl: '/api/v1/media/private/greetings/2.webm?expires=1&signature=s',
      videoStatus: 'PROCESSING' as const,
      videoPosterUrl: null,
    }
    let answer: VideoOrder = sent
    const { user } = renderApp({
      path: '/video',
      user: fan,
      fetch: fakeApi({ 'GET /api/v1/video-congratulations': () => jsonResponse(200, [answer]) }),
    })
    const [done] = await rows()
    await user.click(within(done!).getByRole('button', { name: 'View' }))
    const popup = screen.getByRole('dialog', { name: 'Order with ДахаБраха' })
    expect(within(popup).getByRole('status')).toHaveTextContent('It is being prepared to play on every device')
    expect(popup.querySelector('video')).toBeNull()
    expect(within(popup).queryByRole('link', { name: 'Download video' })).toBeNull()

    answer = fanOrders[1]!
    await waitFor(() => expect(popup.querySelector('video')).not.toBeNull(), { timeout: 15_000 })
    expect(popup.querySelector('video')).toHaveAttribute('src', fanOrders[1]!.videoUrl)
    expect(within(popup).queryByRole('status')).toBeNull()
  }, 20_000)

  it('says when there is nothing yet', async () => {
    renderApp({
      path: '/video',
      user: fan,
      fetch: fakeApi({ 'GET /api/v1/video-congratulations': () => jsonResponse(200, []) }),
    })
    expect(await screen.findByText('You have not ordered any video congratulations yet')).toBeInTheDocument()
  })
})

describe('video congratulations (artist)', () => {
  const incoming = (answer: () => VideoOrder[]) =>
    fakeApi({
      'GET /api/v1/video-congratulations': () => jsonResponse(200, answer()),
      'POST /api/v1/video-congratulations/7': (init) => {
        deliveredUpload = init.body instanceof FormData ? init.body.get('uploadId') : null
        delivered = true
        return jsonResponse(200, { ...artistOrders[0], status: 'COMPLETE', deadlineAt: null, secondsLeft: null })
      },
      'DELETE /api/v1/video-congratulations/7': () =>
        jsonResponse(409, { errors: [{ message: greetingMessages.notAwaiting }] }),
    })
  let delivered = false
  let deliveredUpload: FormDataEntryValue | null = null

  it('accepts an offer and sends the video: Send only with a file', async () => {
    delivered = false
    const api = incoming(() => (delivered ? [{ ...artistOrders[0]!, status: 'COMPLETE' }] : artistOrders))
    const { user } = renderApp({ path: '/profile/dakhabrakha/video', user: artist, fetch: api })
    const [order] = await rows()
    expect(order).toHaveTextContent('Waiting for your video')
    expect(order).toHaveTextContent('3 h 4 min left')
    await user.click(within(order!).getByRole('button', { name: 'View offer' }))
    const offer = screen.getByRole('dialog', { name: 'Video congratulation offer' })
    expect(offer).toHaveTextContent('Happy birthday, Olena!')
    await user.click(within(offer).getByRole('button', { name: 'Accept' }))
    const record = screen.getByRole('dialog', { name: 'Record video congratulation' })
    expect(within(record).getByRole('button', { name: 'Send' })).toBeDisabled()
    const video = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'greeting.mp4', { type: 'video/mp4' })
    await user.upload(within(record).getByLabelText(/^Video file/), video)
    await user.click(within(record).getByRole('button', { name: 'Send' }))
    expect(
      await within(record).findByText('We are happy for listener. Video congratulation was be sended')
    ).toBeInTheDocument()
    expect(api.calls).toContain('POST /api/v1/video-congratulations/7')
    // The video went as a resumable upload; the order names its id.
    expect(sent.kinds).toEqual(['video'])
    expect(deliveredUpload).toBe('video-7-0123456789abcdef0123456789abcdef')
    await waitFor(() => expect(order).toHaveTextContent('Video sent'))
  })

  it('declines after the confirmation; a refusal shows in the popup', async () => {
    const api = incoming(() => artistOrders)
    const { user } = renderApp({ path: '/profile/dakhabrakha/video', user: artist, fetch: api })
    const [order] = await rows()
    await user.click(within(order!).getByRole('button', { name: 'View offer' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }))
    const confirm = screen.getByRole('dialog', { name: 'Decline video congratulation' })
    expect(confirm).toHaveTextContent('You sure you want decline this offer?')
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }))
    expect(await within(confirm).findByText(greetingMessages.notAwaiting)).toBeInTheDocument()
  })

  it('shows another artist’s page as the way to order', async () => {
    // The profile feature's default fakes answer this path as its owner sees it: ask for the fan's view.
    const api = fakeApi({ 'GET /api/v1/profiles/dakhabrakha': () => jsonResponse(200, fanViewOfArtist) })
    renderApp({ path: '/profile/dakhabrakha/video', user: fan, fetch: api })
    // A lazy chunk with its own strings (payments): slower than the default second on a busy machine.
    expect(await screen.findByRole('group', { name: 'Support the artist' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Up to one minute')).toBeInTheDocument()
    expect(screen.queryByTestId('video-order')).not.toBeInTheDocument()
  })
})
