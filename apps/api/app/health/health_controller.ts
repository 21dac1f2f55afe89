import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { Health, ServerTime } from '@kobza/contract'

export default class HealthController {
  /** GET /health: 200 when every dependency answers, 503 otherwise (for load balancers). */
  async show({ response }: HttpContext) {
    const checks: Health['checks'] = {}
    try {
      await db.rawQuery('select 1 as ok')
      checks.database = { ok: true, detail: db.connection().dialect.name }
    } catch (error) {
      checks.database = { ok: false, detail: (error as Error).message }
    }
    const healthy = Object.values(checks).every((check) => check.ok)
    const body: Health = { status: healthy ? 'ok' : 'degraded', checks }
    return response.status(healthy ? 200 : 503).json(body)
  }

  /** GET /api/v1/getServerTime: the client aligns its feed time stamps with ours. */
  async serverTime(): Promise<ServerTime> {
    const now = new Date()
    return { serverTime: now.toISOString(), epochSeconds: Math.floor(now.getTime() / 1000) }
  }
}
