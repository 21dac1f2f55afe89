import { en } from './en'
import { uk } from './uk'

/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
export const strings = { en, uk }
