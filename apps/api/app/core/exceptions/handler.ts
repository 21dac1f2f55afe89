import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { errorBody, messages } from '@kobza/contract'
import { ApiException } from '#core/exceptions/api_exception'

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * The database cannot be reached right now (refused, dropped, shutting down, starting up,
 * pool exhausted): a 503 the client may retry, not a 500. Node's socket codes, PostgreSQL's
 * SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention), knex's pool timeout.
 */
function isDatabaseUnavailable(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true
  if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true
  if (error.name === 'KnexTimeoutError') return true
  const message = typeof error.message === 'string' ? error.message : ''
  return /Connection terminated|Client has encountered a connection error|Connection ended unexpectedly/.test(message)
}

interface ErrorLike {
  status?: unknown
  code?: unknown
  message?: unknown
  name?: unknown
}

/**
 * Every error leaves the API in the spec's shape `{ errors: [{ message }] }` —
 * never an HTML page, and never a stack trace outside development.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected override debug = !app.inProduction && !app.inTest

  override async handle(error: unknown, ctx: HttpContext) {
    const { status, body, headers } = this.toErrorAnswer(error, ctx)
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    if (status === 503) ctx.logger.warn({ err: error }, 'database unavailable')
    else if (status >= 500) ctx.logger.error({ err: error }, 'unhandled error')
    return ctx.response.status(status).json(body)
  }

  override async report(error: unknown, ctx: HttpContext) {
    const status = (error as ErrorLike)?.status
    // 4xx answers are the client's mistake; only server failures are worth a log entry.
    if (typeof status === 'number' && status < 500) return
    return super.report(error, ctx)
  }

  private toErrorAnswer(error: unknown, ctx: HttpContext) {
    const headers: Record<string, string> = {}
    if (error instanceof ApiException) {
      return { status: error.status, body: { errors: error.errors }, headers }
    }
    const err = (error ?? {}) as ErrorLike
    if (err.code === 'E_ROUTE_NOT_FOUND') {
      const allowed = this.allowedMethods(ctx)
      if (allowed.length > 0) {
        headers.allow = allowed.join(', ')
        return {
          status: 405,
          body: errorBody(`Method ${ctx.request.method()} is not allowed for ${ctx.request.url()}`),
          headers,
        }
      }
      return { status: 404, body: errorBody(messages.routeNotFound(ctx.request.method(), ctx.request.url())), headers }
    }
    if (err.code === 'E_TOO_MANY_REQUESTS') {
      const availableIn = (error as { response?: { availableIn?: number } }).response?.availableIn
      if (typeof availableIn === 'number') headers['retry-after'] = String(Math.max(1, Math.ceil(availableIn)))
      return { status: 429, body: errorBody(messages.tooManyRequests), headers }
    }
    if (err.name === 'SyntaxError' && err.status === 400) {
      return { status: 400, body: errorBody(messages.malformedJson), headers }
    }
    if (isDatabaseUnavailable(err)) {
      headers['retry-after'] = '5'
      return { status: 503, body: errorBody(messages.serviceUnavailable), headers }
    }
    const status = typeof err.status === 'number' ? err.status : 500
    if (status >= 400 && status < 500) {
      const message = typeof err.message === 'string' && err.message ? err.message : messages.forbidden
      return { status, body: errorBody(message), headers }
    }
    const message = this.debug && typeof err.message === 'string' ? err.message : messages.serverError
    return { status: status >= 500 && status < 600 ? status : 500, body: errorBody(message), headers }
  }

  /** Methods that would have matched this URL: a wrong method is a 405, not a 404. */
  private allowedMethods(ctx: HttpContext): string[] {
    const url = ctx.request.url()
    return HTTP_METHODS.filter((method) => router.match(url, method, false) !== null)
  }
}
