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

// Plain strings, kept in a zod-free module: the design system's counters use them in the first download.
export { messages } from './messages.js'
