import { z } from './zod.js'
import { isHttpLinkOrEmpty, linkSchemeMessage } from './values.js'

/**
 * An optional link field of at most `max` characters that passes the one link rule
 * (`isHttpLinkOrEmpty`); empty means no link. Domains with their own length message refine
 * their text field with `isHttpLinkOrEmpty` directly.
 */
export const httpLink = (max: number, message: string = linkSchemeMessage) =>
  z.string().trim().max(max).refine(isHttpLinkOrEmpty, message)
