import { z } from './zod.js'

/** The spec's error shape: every non-2xx answer of the API has this body. */
export const apiErrorBody = z.object({
  errors: z.array(z.object({ message: z.string() }).passthrough()).min(1),
})
export type ApiErrorBody = z.infer<typeof apiErrorBody>

export function errorBody(...messages: string[]): ApiErrorBody {
  return { errors: messages.map((message) => ({ message })) }
}

/** Reads the first message of an error body, the one the spec's client shows. */
export function firstErrorMessage(body: unknown): string | undefined {
  const parsed = apiErrorBody.safeParse(body)
  return parsed.success ? parsed.data.errors[0]?.message : undefined
}

/** Messages shared by client validation and server answers. */
export const messages = {
  required: 'This field is required',
  passwordsMustMatch: 'The passwords must match',
  emailRequired: 'Email is required',
  underDevelopment: 'Under development',
  notAvailableYet: 'Not available yet',
  maxChars: (length: number, max: number) => `Maximum number of characters - ${length}/${max}`,
  minChars: (length: number, min: number) => `Minimum number of characters - ${length}/${min}`,
  minValue: (min: number) => `Minimum value - ${min}`,
  notFound: 'Resource not found',
  routeNotFound: (method: string, url: string) => `Cannot ${method.toUpperCase()} ${url}`,
  malformedJson: 'The request body is not valid JSON',
  serverError: 'Something went wrong. Please try again later',
  requestTooLarge: 'The request is too large',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment',
  unauthorized: 'Unauthorized',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests. Please try again later',
  /** NUL cannot be stored as text (PostgreSQL refuses it) and is never part of real input. */
  nulCharacter: 'Text must not contain NUL characters',
} as const
