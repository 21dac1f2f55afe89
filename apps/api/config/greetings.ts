import env from '#start/env'

/* Read on use, not at load: tests change the deadline with env.set and expect the next order to follow. */
const greetingsSettings = {
  /** Days an artist has to deliver a paid video greeting (app/greetings/greetings_config.ts checks it). */
  get deadlineDays(): number {
    return env.get('GREETING_DEADLINE_DAYS') ?? 7
  },
}
export default greetingsSettings
