import { messages } from '@kobza/contract'

export interface ApiErrorItem {
  message: string
  field?: string
}

/** A deliberate 4xx answer with the spec's error shape. */
export class ApiException extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[]
  ) {
    super(errors[0]?.message ?? 'Error')
  }

  static badRequest(message: string) {
    return new ApiException(400, [{ message }])
  }
  static unauthorized(message: string = messages.unauthorized) {
    return new ApiException(401, [{ message }])
  }
  static forbidden(message: string = messages.forbidden) {
    return new ApiException(403, [{ message }])
  }
  static notFound(message: string = messages.notFound) {
    return new ApiException(404, [{ message }])
  }
  static conflict(message: string) {
    return new ApiException(409, [{ message }])
  }
  static unprocessable(errors: ApiErrorItem[]) {
    return new ApiException(422, errors)
  }
}
