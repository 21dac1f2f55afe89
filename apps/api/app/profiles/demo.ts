import type { DemoContext, DemoResult } from '#core/console_app'

/** Demo profiles: descriptions, links and prices for the demo artists (filled in below). */
export async function seedDemoProfiles(_context: DemoContext): Promise<DemoResult> {
  return { created: 0, total: 0 }
}
