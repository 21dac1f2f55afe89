import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import env from '#start/env'

/*
 * Which ffmpeg transcodes songs (app/media/transcode.ts), chosen once:
 *   1. FFMPEG_PATH, when set (an operator's own build);
 *   2. Debian's /usr/bin/ffmpeg, when installed (kept up to date by the system);
 *   3. the static binary the optional dependency @ffmpeg-installer/linux-x64 ships inside its
 *      tarball (nothing is downloaded at install: `npm ci && npm start` stays all the set-up).
 * None of them → transcoding is off: songs are served as uploaded and count as READY. Marking
 * them FAILED would punish the artist for the operator's machine; `kobza doctor` says why.
 */
export type FfmpegSource = 'FFMPEG_PATH' | 'debian' | 'package'

export interface FfmpegChoice {
  path: string | null
  source: FfmpegSource | null
  /** Why there is none (shown by `kobza doctor` and logged at start). */
  missing: string | null
}

const DEBIAN_FFMPEG = '/usr/bin/ffmpeg'

function packagedBinary(): string | null {
  try {
    const require = createRequire(import.meta.url)
    const path = require.resolve('@ffmpeg-installer/linux-x64/ffmpeg')
    return existsSync(path) ? path : null
  } catch {
    // Not installed: an optional dependency skipped on another platform (or with --no-optional).
    return null
  }
}

export function chooseFfmpeg(
  configured: string | undefined = env.get('FFMPEG_PATH'),
  debian = DEBIAN_FFMPEG,
  packaged: () => string | null = packagedBinary
): FfmpegChoice {
  if (configured) {
    return existsSync(configured)
      ? { path: configured, source: 'FFMPEG_PATH', missing: null }
      : { path: null, source: null, missing: `FFMPEG_PATH names ${configured}, which does not exist` }
  }
  if (existsSync(debian)) return { path: debian, source: 'debian', missing: null }
  const fromPackage = packaged()
  if (fromPackage) return { path: fromPackage, source: 'package', missing: null }
  return {
    path: null,
    source: null,
    missing: 'no ffmpeg: set FFMPEG_PATH, install Debian ffmpeg or the optional @ffmpeg-installer/linux-x64',
  }
}

let chosen: FfmpegChoice | undefined

const ffmpegConfig = {
  /** The choice, made at first use (tests may replace it with `override`). */
  get choice(): FfmpegChoice {
    chosen ??= chooseFfmpeg()
    return chosen
  },
  /** Tests: pretend another binary (or none) was found; undefined chooses again. */
  override(choice: FfmpegChoice | undefined) {
    chosen = choice
  },
  /** Transcodes one process runs at once (default 1: the API stays responsive). */
  get concurrency(): number {
    return Math.max(1, env.get('TRANSCODE_CONCURRENCY') ?? 1)
  },
  /** Tries before a song is FAILED (a killed worker's try counts). */
  get maxAttempts(): number {
    return Math.max(1, env.get('TRANSCODE_MAX_ATTEMPTS') ?? 3)
  },
}
export default ffmpegConfig
