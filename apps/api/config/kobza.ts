import env from '#start/env'
import { adminDist, webDist, webServerEntry } from '#core/paths'

/** Platform settings that are not a framework's own (read by doctor and the routes). */
const kobzaConfig = {
  serveApps: env.get('SERVE_APPS') ?? env.get('NODE_ENV') === 'production',
  webDist: webDist(),
  adminDist: adminDist(),
  /** The module that renders public pages on the server (apps/web's entry-server); null: none, pages are index.html. */
  webServerEntry: webServerEntry() as string | null,
  frontendVersion: env.get('FRONTEND_VERSION') ?? '0.1.0',
  accessTokenTtl: env.get('ACCESS_TOKEN_TTL') ?? '15m',
  refreshTokenTtl: env.get('REFRESH_TOKEN_TTL') ?? '30d',
  /** How long a rotated refresh token still yields its successor pair (two tabs, a retried request). */
  refreshReuseInterval: env.get('REFRESH_REUSE_INTERVAL') ?? '30s',
  ledgerNetwork: env.get('LEDGER_NETWORK') ?? 'local',
  /** Administrators may move the local ledger's clock: in tests, or when LEDGER_TEST_CLOCK is on (e2e). */
  ledgerTestClock: env.get('NODE_ENV') === 'test' || env.get('LEDGER_TEST_CLOCK') === true,
  /** The API runs the markets' indexer in its web process unless LEDGER_INDEXER=off. */
  ledgerIndexer: env.get('LEDGER_INDEXER') !== 'off',
  /** Starting balance of a user's local ledger account, in micro CCD (LEDGER_FAUCET_CCD is whole CCD). */
  ledgerFaucetMicroCcd: BigInt(env.get('LEDGER_FAUCET_CCD') ?? 1000) * 1_000_000n,
  mailTransport: env.get('MAIL_TRANSPORT') ?? 'outbox',
  /** The sender of every mail (config/mail.ts); its domain names the mails' Message-IDs. */
  mailFrom: env.get('MAIL_FROM') ?? 'no-reply@kobza.local',
  /** The SMTP server config/mail.ts sends through when MAIL_TRANSPORT=smtp (health and doctor greet it). */
  smtp: {
    host: env.get('SMTP_HOST') ?? '127.0.0.1',
    port: env.get('SMTP_PORT') ?? 587,
    secure: env.get('SMTP_SECURE') ?? false,
  },
  /** The durable job runner's worker in each API process (app/core/jobs). */
  jobs: {
    /** Jobs one process runs at once. */
    concurrency: Math.max(1, env.get('JOBS_CONCURRENCY') ?? 4),
    /** How often an idle worker looks for due jobs (ms); a job enqueued in this process wakes it at once. */
    pollIntervalMs: Math.max(50, env.get('JOBS_POLL_INTERVAL') ?? 1000),
    /** How long a claimed job stays a worker's (ms), renewed while it runs: a dead worker's jobs run again after it. */
    leaseMs: Math.max(1000, env.get('JOBS_LEASE') ?? 60_000),
  },
  /** The Concordium node (gRPC) the markets read; unset on the local network: the API serves one in process. */
  ledgerNodeUrl: env.get('LEDGER_NODE_URL'),
  /** The gRPC-web node the browser reaches on a network (the web build's VITE_LEDGER_CONFIG nodeUrl); mainnet's by default. */
  ledgerWebNodeUrl: env.get('LEDGER_WEB_NODE_URL'),
  /** The markets' contracts on a Concordium network, `<index>,<subindex>` (mainnet defaults to 9932–9934). */
  /** First block the markets' indexer reads when it has no cursor (on a network: the contracts' first block). */
  ledgerIndexerStart: BigInt(env.get('LEDGER_INDEXER_START') ?? 1),
  ledgerContracts: {
    auction: env.get('LEDGER_AUCTION_CONTRACT'),
    token: env.get('LEDGER_TOKEN_CONTRACT'),
    market: env.get('LEDGER_MARKET_CONTRACT'),
  },
  /** Redis for rate limits, SSE fan-out and cache signals across instances; unset: in process. */
  redisUrl: env.get('REDIS_URL'),
  /** APP_KEY when given; app/core/app_key.ts otherwise keeps a generated one in the data folder. */
  appKey: env.get('APP_KEY'),
  /** Web push's VAPID pair (both or neither, start/env.ts); unset: app/notifications/vapid.ts keeps a generated one in the data folder. */
  vapid: {
    publicKey: env.get('VAPID_PUBLIC_KEY'),
    privateKey: env.get('VAPID_PRIVATE_KEY'),
    /** Whom a push service may contact about our pushes: a mailto: or https: URL. */
    subject: env.get('VAPID_SUBJECT'),
  },
  /** How long a page's head (its title, card and structured data, #core/page_heads) is kept for every visitor (ms); 0 reads it per request. */
  pageCacheMs: Math.max(0, env.get('PAGE_CACHE_MS') ?? 1000),
  /** The public origin (validated in start/env.ts); unset outside production. */
  appUrl: env.get('APP_URL'),
  /** The address the HTTP server listens on (bin/ignite.ts fills HOST and PORT in for the server and tests). */
  host: env.get('HOST') ?? '127.0.0.1',
  port: env.get('PORT') ?? 3333,
  /** RATE_LIMIT_FACTOR scales every allowance (e.g. 5 for an end-to-end run that signs up many accounts from one IP). */
  rateLimitFactor: Math.max(1, env.get('RATE_LIMIT_FACTOR') ?? 1),
  /** How long a private file's URL works, e.g. `15m` (app/media/signed_urls.ts parses it). */
  mediaSignedUrlTtl: env.get('MEDIA_SIGNED_URL_TTL') ?? '15m',
  /** The shared password of the demo accounts `kobza seed demo` creates. */
  demoPassword: env.get('KOBZA_DEMO_PASSWORD') ?? 'Kobza-demo-2026!',
}
export default kobzaConfig
