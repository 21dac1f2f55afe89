/*
 * `kobza doctor` (the real CLI) against the real parts on loopback: an S3-compatible bucket,
 * an SMTP server, Redis and a fake of LiqPay's server API. Green with each configured right,
 * and a clear red row (exit 1) for each misconfiguration: a wrong bucket, a wrong SMTP port,
 * Redis down, LiqPay keys the provider refuses.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { clusterFromEnv } from '../lib/cluster.mjs'
import { platformEnv, root, SEED_DATABASE } from '../lib/platform.mjs'
import { startRedis } from '../lib/redis.mjs'
import { startS3 } from '../lib/s3.mjs'
import { startSmtp } from '../lib/smtp.mjs'
import { startFakeLiqpay } from '../../apps/api/tests/fakes/liqpay_server.ts'

const base = Number(process.env.HOSTILE_BASE_PORT)
const DATABASE = 'kz_host_doctor'
const keys = { publicKey: 'i00000000077', privateKey: 'doctor-private-key' }
const cluster = clusterFromEnv()
const work = join(process.env.HOSTILE_WORK_DIR, 'doctor')
let s3
let smtp
let redis
let liqpay
let good

before(async () => {
  mkdirSync(join(work, 'bucket'), { recursive: true })
  mkdirSync(join(work, 'redis'), { recursive: true })
  cpSync(process.env.HOSTILE_SEED_DIR, join(work, 'data'), { recursive: true })
  await cluster.query('postgres', `DROP DATABASE IF EXISTS ${DATABASE}`)
  await cluster.query('postgres', `CREATE DATABASE ${DATABASE} TEMPLATE ${SEED_DATABASE}`)
  ;[s3, smtp, redis, liqpay] = await Promise.all([
    startS3({ port: base + 71, directory: join(work, 'bucket') }),
    startSmtp({ port: base + 72 }),
    startRedis({ port: base + 73, dir: join(work, 'redis') }),
    startFakeLiqpay(keys, base + 74),
  ])
  const { NODE_ENV: _production, ...env } = platformEnv({
    databaseUrl: cluster.url(DATABASE),
    dataDir: join(work, 'data'),
    port: base + 75,
  })
  good = {
    ...env,
    ...s3.env(),
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    REDIS_URL: redis.url,
    PAYMENTS_PROVIDER: 'liqpay',
    LIQPAY_PUBLIC_KEY: keys.publicKey,
    LIQPAY_PRIVATE_KEY: keys.privateKey,
    LIQPAY_API_URL: liqpay.url,
    FORCE_COLOR: '0',
  }
})
after(async () => {
  await Promise.all([s3?.close(), smtp?.close(), redis?.stop(), liqpay?.close()])
  await cluster.query('postgres', `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined)
})

/** `kobza doctor` with `env`: its exit code and its rows by name ({ ok, line }). */
function doctor(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin/kobza.mjs', 'doctor'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      // A row is "✔ name  setting", its detail on the lines below (wrapped at the terminal's width).
      const rows = {}
      let current = null
      for (const line of out.split('\n')) {
        const match = /^\s*([✔✖])\s+(\w+)\s+(.*)$/.exec(line)
        if (match) current = rows[match[2]] = { ok: match[1] === '✔', line: match[3].trim() }
        else if (/checks? (passed|failed)/.test(line)) current = null
        else if (current && line.trim()) current.line += ` ${line.trim()}`
      }
      resolve({ code, rows, out })
    })
  })
}

describe('kobza doctor with the real parts configured', () => {
  test('green: the bucket takes a write, SMTP greets, Redis answers, LiqPay accepts the keys', async () => {
    const { code, rows, out } = await doctor(good)
    assert.equal(code, 0, out)
    for (const name of ['database', 'redis', 'storage', 'payments', 'mail'])
      assert.ok(rows[name]?.ok, `${name}: ${out}`)
    assert.match(
      rows.storage.line,
      new RegExp(`S3 bucket kobza-media at ${s3.endpoint}.*the bucket takes a write, a read and a delete`)
    )
    assert.match(rows.mail.line, new RegExp(`SMTP 127\\.0\\.0\\.1:${smtp.port}.*greets and answers EHLO`))
    assert.match(rows.redis.line, /answers PING/)
    assert.match(rows.payments.line, /liqpay/)
    assert.deepEqual(s3.objects(), [], 'the probe object is deleted')
    assert.ok(liqpay.requests.some((request) => request.signed && request.payload?.order_id === 'kobza-doctor-probe'))
  })

  test('a wrong bucket: the storage row fails with the store’s answer', async () => {
    const { code, rows, out } = await doctor({ ...good, S3_BUCKET: 'no-such-bucket' })
    assert.equal(code, 1, out)
    assert.equal(rows.storage?.ok, false, out)
    assert.match(
      rows.storage.line,
      /S3 bucket no-such-bucket .*the bucket cannot be written: .*(bucket does not exist|NoSuchBucket)/i
    )
    assert.ok(rows.mail.ok && rows.redis.ok && rows.payments.ok, 'only the storage row fails')
  })

  test('a wrong S3 secret: refused by the bucket’s signature check', async () => {
    const { code, rows, out } = await doctor({ ...good, S3_SECRET_ACCESS_KEY: 'wrong-secret' })
    assert.equal(code, 1, out)
    assert.equal(rows.storage?.ok, false, out)
    assert.match(rows.storage.line, /the bucket cannot be written: .*signature/i)
  })

  test('a wrong SMTP port: the mail row fails, the connection refused', async () => {
    const { code, rows, out } = await doctor({ ...good, SMTP_PORT: String(base + 79) })
    assert.equal(code, 1, out)
    assert.equal(rows.mail?.ok, false, out)
    assert.match(
      rows.mail.line,
      new RegExp(`SMTP 127\\.0\\.0\\.1:${base + 79}.*the SMTP server cannot be reached: connect ECONNREFUSED`)
    )
  })

  test('Redis down (nothing on its port): the redis row fails', async () => {
    const { code, rows, out } = await doctor({ ...good, REDIS_URL: `redis://127.0.0.1:${base + 78}/0` })
    assert.equal(code, 1, out)
    assert.equal(rows.redis?.ok, false, out)
    assert.match(rows.redis.line, new RegExp(`redis://127\\.0\\.0\\.1:${base + 78}.*Redis does not answer`))
  })

  test('LiqPay keys the provider refuses, and keys missing: the payments row fails', async () => {
    const wrong = await doctor({ ...good, LIQPAY_PRIVATE_KEY: 'not-the-shop-key' })
    assert.equal(wrong.code, 1, wrong.out)
    assert.equal(wrong.rows.payments?.ok, false, wrong.out)
    assert.match(
      wrong.rows.payments.line,
      /LiqPay does not accept these keys: LiqPay refused the status request \(err_signature\)/
    )
    const { LIQPAY_PUBLIC_KEY: _key, ...withoutPublicKey } = good
    const missing = await doctor(withoutPublicKey)
    assert.equal(missing.code, 1, missing.out)
    assert.match(missing.rows.payments.line, /LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are required/)
  })
})
