/*
 * PostgreSQL restarted under load (the private cluster, never the machine's shared server):
 * while it is away every request fails fast with a 503 in the error shape, and once it is
 * back the same API process serves again — no restart of the API.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { call, startSignedIn } from '../lib/http.mjs'

let platform
let fan

before(async () => ([platform, fan] = await startSignedIn('pgrestart', 20, 'fan@kobza.local')))
after(async () => {
  // The cluster must be up for the files that follow, whatever happened here.
  try {
    platform.cluster.start()
  } catch {
    // already running
  }
  await platform?.dispose()
})

test('a PostgreSQL restart under load: 503s in the error shape, then recovery in the same process', async () => {
  const pid = platform.process.pid
  const answers = []
  let running = true
  const worker = async () => {
    while (running) {
      const startedAt = Date.now()
      try {
        const answer = await call(platform, 'GET', '/api/v1/contents?page=0&size=5', { token: fan.token })
        answers.push({ status: answer.status, body: answer.body, ms: Date.now() - startedAt, at: startedAt })
      } catch (error) {
        answers.push({ status: 0, body: String(error), ms: Date.now() - startedAt, at: startedAt })
      }
    }
  }
  const workers = Array.from({ length: 4 }, worker)
  await sleep(1000)
  assert.ok(
    answers.some((answer) => answer.status === 200),
    'served before the restart'
  )

  const stoppedAt = Date.now()
  platform.cluster.stop('fast')
  await sleep(4000)
  const downAnswers = answers.filter((answer) => answer.at >= stoppedAt + 500)
  platform.cluster.start()
  const restartedAt = Date.now()

  let recovered = false
  for (let waited = 0; waited < 30_000 && !recovered; waited += 250) {
    await sleep(250)
    recovered = answers.some((answer) => answer.at > restartedAt && answer.status === 200)
  }
  running = false
  await Promise.all(workers)

  assert.ok(downAnswers.length > 0, 'requests were answered while PostgreSQL was away')
  for (const answer of downAnswers) {
    if (answer.status === 200) continue // answered before the server noticed
    assert.equal(answer.status, 503, JSON.stringify(answer.body))
    assert.ok(Array.isArray(answer.body?.errors) && typeof answer.body.errors[0].message === 'string')
    // Fail fast: far below knex's default minute of waiting for a connection.
    assert.ok(answer.ms < 15_000, `a 503 took ${answer.ms} ms`)
  }
  assert.ok(
    downAnswers.some((answer) => answer.status === 503),
    'at least one request saw the outage'
  )
  assert.ok(!answers.some((answer) => answer.status >= 500 && answer.status !== 503), 'never a 500')
  assert.ok(!answers.some((answer) => answer.status === 0), 'no request was left without an answer')
  assert.ok(recovered, 'served again after PostgreSQL came back')
  assert.equal(platform.process.pid, pid)
  assert.equal(platform.process.exitCode, null, 'the API process never stopped')
  assert.equal((await call(platform, 'GET', '/api/v1/contents?page=0&size=5', { token: fan.token })).status, 200)
})
