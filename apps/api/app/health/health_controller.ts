import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import type { Health, ServerTime } from '@kobza/contract'
import { serverTimeNow } from '#core/page_primers'
import { dependencyChecks } from '#health/checks'

export default class HealthController {
  /**
   * GET /health: 200 when every configured dependency answers; otherwise 503 in the error
   * shape, naming what is down in our words (the underlying errors go to the log only).
   */
  async show({ response }: HttpContext) {
    const results = await dependencyChecks()
    const checks: Health['checks'] = Object.fromEntries(
      results.map((check) => [check.name, { ok: check.ok, detail: check.detail }])
    )
    const failing = results.filter((check) => !check.ok)
    for (const check of failing) logger.error({ err: check.cause, check: check.name }, `health: ${check.detail}`)
    if (failing.length === 0) return response.status(200).json({ status: 'ok', checks } satisfies Health)
    return response.status(503).json({
      errors: failing.map((check) => ({ message: `${check.name}: ${check.detail}` })),
      status: 'degraded',
      checks,
    } satisfies Health & { errors: { message: string }[] })
  }

  /** GET /api/v1/getServerTime: the client aligns its feed time stamps with ours. */
  async serverTime(): Promise<ServerTime> {
    return serverTimeNow()
  }
}
