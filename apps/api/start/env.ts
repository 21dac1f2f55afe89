/*
 * Every variable has a safe default so a fresh clone runs with `npm start` and
 * `npm test`. docs/configuration.md lists each one. Only config/* reads them (lint holds it):
 * app code imports the config value.
 */
import { Env } from '@adonisjs/core/env'

/**
 * The public origin links in mails point to. Never taken from a request (its Host
 * header is the client's to choose), so production must name it.
 */
function publicOrigin(key: string, value?: string): string | undefined {
  if (!value) {
    if (process.env.NODE_ENV !== 'production') return undefined
    throw new Error(
      `Missing environment variable "${key}": in production it must name the public origin that links in mails use, e.g. ${key}=https://kobza.example`
    )
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`Value for environment variable "${key}" must be an http(s) origin, instead received "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Value for environment variable "${key}" must be an http(s) origin, instead received "${value}"`)
  }
  return url.origin
}

/** A VAPID key as `web-push generate-vapid-keys` prints it (base64url); the pair is checked together below. */
function vapidKey(key: string, value?: string): string | undefined {
  if (!value) return undefined
  if (!/^[A-Za-z0-9_-]+$/.test(value))
    throw new Error(
      `Value for environment variable "${key}" must be a base64url VAPID key, instead received "${value}"`
    )
  return value
}

function vapidSubject(key: string, value?: string): string | undefined {
  if (!value) return undefined
  if (!/^(mailto:|https:\/\/)/.test(value))
    throw new Error(
      `Value for environment variable "${key}" must be a mailto: or https: URL, instead received "${value}"`
    )
  return value
}

const env = await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  LOG_LEVEL: Env.schema.string.optional(),
  APP_KEY: Env.schema.string.optional(),
  VAPID_PUBLIC_KEY: vapidKey,
  VAPID_PRIVATE_KEY: vapidKey,
  VAPID_SUBJECT: vapidSubject,
  APP_URL: publicOrigin,
  DATA_DIR: Env.schema.string.optional(),
  /** The shared password of the demo accounts (`kobza seed demo`, `npm start`). */
  KOBZA_DEMO_PASSWORD: Env.schema.string.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  DATABASE_URL: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional(),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  SQLITE_FILE: Env.schema.string.optional(),

  SERVE_APPS: Env.schema.boolean.optional(),
  WEB_DIST: Env.schema.string.optional(),
  WEB_SERVER_ENTRY: Env.schema.string.optional(),
  ADMIN_DIST: Env.schema.string.optional(),
  FRONTEND_VERSION: Env.schema.string.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  TRUST_PROXY: Env.schema.boolean.optional(),
  RATE_LIMIT_FACTOR: Env.schema.number.optional(),
  // Read by bin/server.ts before the app boots; declared here so a typo'd value fails loudly.
  HTTP_HEADERS_TIMEOUT: Env.schema.number.optional(),
  HTTP_REQUEST_TIMEOUT: Env.schema.number.optional(),

  ACCESS_TOKEN_TTL: Env.schema.string.optional(),
  REFRESH_TOKEN_TTL: Env.schema.string.optional(),
  REFRESH_REUSE_INTERVAL: Env.schema.string.optional(),

  LEDGER_NETWORK: Env.schema.string.optional(),
  LEDGER_WEB_NODE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LEDGER_NODE_URL: Env.schema.string.optional(),
  LEDGER_FAUCET_CCD: Env.schema.number.optional(),
  LEDGER_AUCTION_CONTRACT: Env.schema.string.optional(),
  LEDGER_TOKEN_CONTRACT: Env.schema.string.optional(),
  LEDGER_MARKET_CONTRACT: Env.schema.string.optional(),
  /** 1: administrators may move the local ledger's clock (always allowed under NODE_ENV=test). */
  LEDGER_TEST_CLOCK: Env.schema.boolean.optional(),
  /** off: this API process does not run the markets' ledger indexer. */
  LEDGER_INDEXER: Env.schema.enum.optional(['on', 'off'] as const),
  /** First block height the markets' indexer reads without a cursor (default 1). */
  LEDGER_INDEXER_START: Env.schema.number.optional(),
  PAYMENTS_PROVIDER: Env.schema.string.optional(),
  PAYMENTS_PLATFORM_FEE_PERCENT: Env.schema.number.optional(),
  PAYMENTS_SANDBOX_SECRET: Env.schema.string.optional(),
  PAYMENTS_CALLBACK_BASE_URL: Env.schema.string.optional(),
  /** Days an artist has to deliver a paid video greeting before it is declined and refunded (default 7). */
  GREETING_DEADLINE_DAYS: Env.schema.number.optional(),
  LIQPAY_PUBLIC_KEY: Env.schema.string.optional(),
  LIQPAY_PRIVATE_KEY: Env.schema.string.optional(),
  /** LiqPay's server API (status queries); its own address unless a test points it at a fake. */
  LIQPAY_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  MAIL_TRANSPORT: Env.schema.enum.optional(['outbox', 'smtp'] as const),
  MAIL_FROM: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  REDIS_URL: Env.schema.string.optional(),

  JOBS_CONCURRENCY: Env.schema.number.optional(),
  JOBS_POLL_INTERVAL: Env.schema.number.optional(),
  JOBS_LEASE: Env.schema.number.optional(),
  PAGE_CACHE_MS: Env.schema.number.optional(),
  FFMPEG_PATH: Env.schema.string.optional(),
  TRANSCODE_CONCURRENCY: Env.schema.number.optional(),
  TRANSCODE_MAX_ATTEMPTS: Env.schema.number.optional(),

  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
  MEDIA_SIGNED_URL_TTL: Env.schema.string.optional(),
})

// A public key without its private half (or the reverse) would sign pushes browsers reject.
if (Boolean(env.get('VAPID_PUBLIC_KEY')) !== Boolean(env.get('VAPID_PRIVATE_KEY')))
  throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated once)')

export default env
