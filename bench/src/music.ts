/*
 * `npm run bench:music -w @kobza/bench`: music that plays like a music service (issue 33), each
 * figure in one run on the production build (SQLite, the demo seeded):
 *   (a) a 4-minute studio master (44.1 kHz stereo WAV, about 42 MB) uploaded by an artist:
 *       seconds until the song is READY, and the sizes of its high and low renditions;
 *   (b) song start: from a click that starts the song's embeddable player to the audio element's
 *       first `playing` event, in Chromium, on loopback and on the throttled phone profile of the
 *       web bench (median of `BENCH_STARTS` fresh visits each);
 *   (c) seek: a range request for 64 KiB from the middle of the high rendition, at 32 connections;
 *   (d) the API while transcoding: the feed's first page at 32 connections, alone and with a
 *       transcode running beside it (p95 side by side).
 * Writes bench/results/music.md. Builds first unless KOBZA_SKIP_BUILD=1.
 */
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { chromiumLaunchOptions } from '@kobza/testkit/chromium'
import { melodyWav, wavHeader } from '@kobza/testkit'
import { feedRequests } from './feed_data.ts'
import { load, type LoadResult } from './load.ts'
import { build, demoPassword, freshDatabase, repoRoot, signIn, startPlatform, type SignedIn } from './platform.ts'
import { profiles, signedInState, type StorageState } from './web.ts'

const port = Number(process.env.BENCH_PORT ?? 3471)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const seconds = Number(process.env.BENCH_DURATION ?? 8)
const starts = Number(process.env.BENCH_STARTS ?? 5)
const artistEmail = 'artist@kobza.local'
const minutes = 4

/** A studio master: `minutes` of 8-second melodies, 44.1 kHz stereo, so the encoder has music to work on. */
function master(): Buffer {
  const format = { sampleRate: 44100, channels: 2 }
  const pieces = Array.from({ length: (minutes * 60) / 8 }, (_, seed) => melodyWav(seed, 8, format).subarray(44))
  const data = Buffer.concat(pieces)
  return Buffer.concat([wavHeader(data.length, format), data])
}

interface SongMedia {
  status: 'PROCESSING' | 'READY' | 'FAILED'
  statusReason: string | null
  renditions: { high: string; low: string } | null
}

async function upload(url: string, artist: SignedIn, wav: Buffer, name: string): Promise<number> {
  const form = new FormData()
  form.set('songName', name)
  form.set('genre', 'INDIE')
  form.set('songFile', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'master.wav')
  const answer = await fetch(`${url}/api/v1/products/${artist.uuid}/songs`, {
    method: 'POST',
    headers: { authorization: artist.bearer },
    body: form,
  })
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { id: number }).id
}

/** The artist's view of one of their songs (the artist sees PROCESSING and FAILED ones too). */
async function songMedia(url: string, artist: SignedIn, id: number): Promise<SongMedia> {
  const answer = await fetch(`${url}/api/v1/products/${artist.uuid}/songs?page=0&size=50`, {
    headers: { authorization: artist.bearer },
  })
  const page = (await answer.json()) as { elements: { id: number; media: SongMedia }[] }
  const song = page.elements.find((element) => element.id === id)
  if (!song) throw new Error(`song ${id} is not in the artist's list`)
  return song.media
}

async function untilReady(url: string, artist: SignedIn, id: number): Promise<SongMedia> {
  for (;;) {
    const media = await songMedia(url, artist, id)
    if (media.status === 'READY') return media
    if (media.status === 'FAILED') throw new Error(`transcode failed: ${media.statusReason}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function bytesOf(url: string): Promise<number> {
  const answer = await fetch(url, { method: 'HEAD' })
  return Number(answer.headers.get('content-length'))
}

/**
 * Milliseconds from a click on `play` (where on which element) on `url` to the first `playing` of any audio
 * element of the page, on a fresh visit with `profile`'s throttling.
 */
async function songStart(
  browser: Browser,
  profile: (typeof profiles)[number],
  url: string,
  play: { selector: string; position?: { x: number; y: number } },
  storageState?: StorageState
): Promise<number> {
  const context = await browser.newContext({ ...profile.context, ...(storageState ? { storageState } : {}) })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (profile.network) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network })
    }
    if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    const button = page.locator(play.selector).first()
    await button.waitFor({ timeout: 60_000 })
    // Capturing listeners on the document: the click on Play (the browser's own controls tell no
    // click, only the `play` it starts at once), and the first `playing` of the page's audio
    // (media events do not bubble), whichever element the page plays through.
    await page.evaluate(() => {
      const marks = window as { __clicked?: number; __playing?: number }
      document.addEventListener('click', () => (marks.__clicked ??= performance.now()), true)
      document.addEventListener('play', () => (marks.__clicked ??= performance.now()), true)
      document.addEventListener('playing', () => (marks.__playing ??= performance.now()), true)
    })
    await button.click(play.position ? { position: play.position } : {})
    const playing = await page.waitForFunction(
      () => {
        const marks = window as { __clicked?: number; __playing?: number }
        // An object, never a falsy 0: a preloaded song can start within the same millisecond.
        return marks.__playing !== undefined && marks.__clicked !== undefined
          ? { ms: marks.__playing - marks.__clicked }
          : undefined
      },
      undefined,
      { timeout: 30_000 }
    )
    return ((await playing.jsonValue()) as { ms: number }).ms
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${value.toFixed(0)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

build()
process.env.RATE_LIMIT_FACTOR ??= '100'
const { dataDir } = freshDatabase()
const platform = await startPlatform(port, dataDir)
try {
  const artist = await signIn(platform.url, artistEmail)
  const wav = master()
  console.log(`▶ Uploading a ${minutes}-minute master (${mb(wav.length)})…`)
  const uploadStarted = performance.now()
  const id = await upload(platform.url, artist, wav, 'Бенчмарк')
  const uploadedMs = performance.now() - uploadStarted
  const media = await untilReady(platform.url, artist, id)
  const readyMs = performance.now() - uploadStarted
  const high = await bytesOf(platform.url + media.renditions!.high)
  const low = await bytesOf(platform.url + media.renditions!.low)
  console.log(`  READY after ${(readyMs / 1000).toFixed(1)} s (upload ${(uploadedMs / 1000).toFixed(1)} s)`)

  console.log(`▶ Song start in Chromium, ${starts} visits per profile and page…`)
  const { nickName } = (await (await fetch(`${platform.url}/api/v1/profiles/${artist.uuid}`)).json()) as {
    nickName: string
  }
  // The app: the artist's songs page, Play on the new song, through the app's one player (which
  // loads nothing before the click); the embed: its own page preloads the song's metadata.
  const pages = [
    {
      name: 'app',
      url: `${platform.url}/profile/${nickName}/songs`,
      play: { selector: 'button[aria-pressed][aria-label*="Бенчмарк"]' },
      storageState: await signedInState(platform.url, artistEmail, demoPassword),
    },
    // The embed's Play is the browser's own control: the left end of its <audio controls>.
    {
      name: 'embed',
      url: `${platform.url}/embed/song/${id}`,
      play: { selector: 'audio', position: { x: 24, y: 27 } },
      storageState: undefined,
    },
  ]
  const browser = await chromium.launch(chromiumLaunchOptions)
  const startMs: Record<string, number[]> = {}
  try {
    for (const profile of profiles)
      for (const page of pages) {
        const runs: number[] = (startMs[`${page.name}, ${profile.name}`] = [])
        for (let i = 0; i < starts; i += 1)
          runs.push(await songStart(browser, profile, page.url, page.play, page.storageState))
        console.log(`  ${page.name}, ${profile.name}: ${runs.map(ms).join(', ')}`)
      }
  } finally {
    await browser.close()
  }

  console.log(`▶ Seeking to the middle, ${connections} connections, ${seconds} s…`)
  const middle = Math.floor(high / 2)
  const seek = await load({
    url: platform.url + media.renditions!.high,
    method: 'GET',
    headers: { range: `bytes=${middle}-${middle + 65_535}` },
    connections,
    duration: seconds,
    maxRequests: 2_000_000,
    pid: platform.pid,
    expectStatus: 206,
  })

  const feed = (): Promise<LoadResult> =>
    load({
      url: platform.url + feedRequests[0].path,
      method: 'GET',
      headers: {},
      connections,
      duration: seconds,
      maxRequests: 2_000_000,
      pid: platform.pid,
      expectStatus: 200,
    })
  console.log(`▶ The feed alone, then beside a transcode…`)
  const alone = await feed()
  const second = await upload(platform.url, artist, wav, 'Бенчмарк 2')
  const beside = await feed()
  const stillProcessing = (await songMedia(platform.url, artist, second)).status === 'PROCESSING'
  await untilReady(platform.url, artist, second)

  const load1 = loadavg()[0]!.toFixed(1)
  const rows = [
    [
      'Upload → READY (4-min WAV)',
      `${(readyMs / 1000).toFixed(1)} s (upload ${(uploadedMs / 1000).toFixed(1)} s)`,
      '< 15 s',
    ],
    ['High rendition', mb(high), '< 8 MB'],
    ['Low rendition', mb(low), '< 2.5 MB'],
    ...Object.entries(startMs).map(([name, runs]) => [
      `Song start, ${name} (median of ${starts})`,
      `${ms(median(runs))} (runs: ${runs.map(ms).join(', ')})`,
      name.endsWith('desktop') ? '< 300 ms' : '< 1.5 s',
    ]),
    [
      `Seek, first byte p95 at ${connections} connections`,
      `${ms(seek.latency.p95)} (p50 ${ms(seek.latency.p50)}, ${seek.rps.toFixed(0)} req/s)`,
      '< 50 ms',
    ],
    [`Feed p95 at ${connections} connections, alone`, ms(alone.latency.p95), ''],
    [
      `Feed p95 beside a transcode${stillProcessing ? '' : ' (it ended before the load did)'}`,
      `${ms(beside.latency.p95)} (${(beside.latency.p95 / alone.latency.p95).toFixed(2)}×)`,
      '≤ 1.5×',
    ],
  ]
  const report = `# Music (issue 33)

\`npm run bench:music -w @kobza/bench\` on ${new Date().toISOString().slice(0, 10)}: the production build on
SQLite with the demo, ${cpus().length} cores, load average ${load1} when it ended (other work shared the
machine when above ~1). Song start is a click on Play to the page's audio's first \`playing\` event: in the
app (the artist's songs page, the one player, nothing loaded before the click) and in the song's
embeddable player (which preloads the song's metadata, and Chromium the first seconds with it);
the phone profile is the web bench's (CPU ×4, 1.44 Mbit/s, 562 ms latency).

| What | Measured | Goal |
| --- | --- | --- |
${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}
`
  writeFileSync(join(repoRoot, 'bench/results/music.md'), report)
  console.log(report)
} finally {
  await platform.stop()
}
