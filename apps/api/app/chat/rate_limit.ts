import limiter from '@adonisjs/limiter/services/main'
import { chatLimits } from '@kobza/contract'
import kobzaConfig from '#config/kobza'

/** RATE_LIMIT_FACTOR scales the allowance as it does the account flows' limits. */
const factor = kobzaConfig.rateLimitFactor

/**
 * Counts one send against the user's allowance per minute (all chats together); past it the
 * limiter's 429 with Retry-After. In memory, or in Redis with REDIS_URL (shared by instances).
 */
export async function consumeSendAllowance(userId: number) {
  await limiter.use({ requests: chatLimits.sendsPerMinute * factor, duration: '1 min' }).consume(`chatSend:${userId}`)
}
