import { z } from './zod.js'
import { pageSizes } from './limits.js'

/** Paged answer: `elements` and `totalPages` (spec 000 §7). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ elements: z.array(item), totalPages: z.number().int().nonnegative() })
}
/** Auction search answers use `content` instead of `elements` (spec 002 §7). */
export function pagedContent<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalPages: z.number().int().nonnegative() })
}
export interface Paged<T> {
  elements: T[]
  totalPages: number
}

/** Query of a paged list: 0-based page and a size bounded by pageSizes.max. */
export function pageQuery(defaultSize: number = pageSizes.default) {
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(pageSizes.max).default(defaultSize),
  })
}

export function totalPages(total: number, size: number): number {
  return Math.ceil(total / size)
}
