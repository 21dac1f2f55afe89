import { firstErrorMessage } from './constants.js'

/** Base class of everything the client throws on purpose. */
export class KobzaClientError extends Error {
  override name = 'KobzaClientError'
}

/** The server answered with a non-2xx status. */
export class ApiError extends KobzaClientError {
  override name = 'ApiError'
  readonly status: number
  /** The parsed body: JSON when the server sent JSON, otherwise the raw text (or null). */
  readonly body: unknown
  readonly method: string
  readonly url: string

  /** `errors[0].message` of the body when the server sent the spec's error shape. */
  readonly serverMessage: string | undefined

  constructor(init: { status: number; body: unknown; method: string; url: string; statusText?: string }) {
    const serverMessage = firstErrorMessage(init.body)
    super(
      serverMessage ??
        `${init.method} ${init.url} failed: ${init.status}${init.statusText ? ` ${init.statusText}` : ''}`
    )
    this.status = init.status
    this.body = init.body
    this.method = init.method
    this.url = init.url
    this.serverMessage = serverMessage
  }
}

/**
 * A 401 whose token refresh failed: the stored session is gone and `sessionExpired` listeners
 * have been told, so callers need not show the error themselves.
 */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError'
}

/** The request never got an answer: offline, DNS, refused connection, CORS. */
export class NetworkError extends KobzaClientError {
  override name = 'NetworkError'
  readonly url: string

  constructor(url: string, cause: unknown) {
    super(`Network error while calling ${url}`, { cause })
    this.url = url
  }
}

/** A 2xx answer whose body does not match the expected schema. */
export class InvalidResponseError extends KobzaClientError {
  override name = 'InvalidResponseError'
  readonly url: string
  readonly body: unknown

  constructor(url: string, body: unknown, cause: unknown) {
    super(`Unexpected response from ${url}`, { cause })
    this.url = url
    this.body = body
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError
