import env from '#start/env'
import { adminDist, webDist } from '#core/paths'

/** Platform settings that are not a framework's own (read by doctor and the routes). */
const kobzaConfig = {
  serveApps: env.get('SERVE_APPS') ?? env.get('NODE_ENV') === 'production',
  webDist: webDist(),
  adminDist: adminDist(),
  frontendVersion: env.get('FRONTEND_VERSION') ?? '0.1.0',
  accessTokenTtl: env.get('ACCESS_TOKEN_TTL') ?? '15m',
  refreshTokenTtl: env.get('REFRESH_TOKEN_TTL') ?? '30d',
  /** How long a rotated refresh token still yields its successor pair (two tabs, a retried request). */
  refreshReuseInterval: env.get('REFRESH_REUSE_INTERVAL') ?? '30s',
  ledgerNetwork: env.get('LEDGER_NETWORK') ?? 'local',
  /** Starting balance of a user's local ledger account, in micro CCD (LEDGER_FAUCET_CCD is whole CCD). */
  ledgerFaucetMicroCcd: BigInt(env.get('LEDGER_FAUCET_CCD') ?? 1000) * 1_000_000n,
  paymentsProvider: env.get('PAYMENTS_PROVIDER') ?? 'sandbox',
  mailTransport: env.get('MAIL_TRANSPORT') ?? 'outbox',
  /** The SMTP server config/mail.ts sends through when MAIL_TRANSPORT=smtp (health and doctor greet it). */
  smtp: {
    host: env.get('SMTP_HOST') ?? '127.0.0.1',
    port: env.get('SMTP_PORT') ?? 587,
    secure: env.get('SMTP_SECURE') ?? false,
  },
  ledgerNodeUrl: env.get('LEDGER_NODE_URL'),
  redisUrl: env.get('REDIS_URL'),
}
export default kobzaConfig
