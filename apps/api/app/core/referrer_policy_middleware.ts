import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Shield has no Referrer-Policy. `no-referrer`: reset and e-mail confirmation links carry
 * their token in the query string, which must never travel to another site in a Referer.
 */
export default class ReferrerPolicyMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'no-referrer')
    return next()
  }
}
