import type { ResumableKind } from '@kobza/contract'
import { mounts } from '@kobza/contract/routes'
import type { ApiClient } from './client.js'

/*
 * Resumable uploads (tus, app/media/resumable.ts on the API) are sent by tus-js-client, which the
 * app that uploads installs; this client gives it what every call of this package has: the
 * endpoint from the contract, the stored access token on each request, and one refresh-and-retry
 * when the token has expired meanwhile. The types below are the parts of tus-js-client's options
 * used here, so this package does not depend on it.
 */

interface TusRequest {
  setHeader(name: string, value: string): void
}
interface TusResponse {
  getStatus(): number
}

/** Options for tus-js-client's `new Upload(file, options)`: add `onSuccess` and `onError`. */
export interface ResumableUploadOptions {
  endpoint: string
  metadata: Record<string, string>
  /** Retries after a dropped connection (tus-js-client asks the offset, then goes on from there). */
  retryDelays: number[]
  /** A reload finds the unfinished upload of the same file (its fingerprint in localStorage). */
  storeFingerprintForResuming: boolean
  removeFingerprintOnSuccess: boolean
  chunkSize?: number
  onBeforeRequest(request: TusRequest): Promise<void>
  onAfterResponse(request: TusRequest, response: TusResponse): Promise<void>
  onShouldRetry(error: { originalResponse?: TusResponse | null }, retryAttempt: number): boolean
  onProgress?(bytesSent: number, bytesTotal: number): void
}

/** Waits between retries: at once, then up to 10 s, for a minute or so of a dropped line. */
export const resumableRetryDelays = [0, 1000, 3000, 5000, 10000, 10000, 10000, 10000]

/** The tus options of an upload of `kind` (song, video) sent as the signed-in user. */
export function resumableUploadOptions(
  client: ApiClient,
  kind: ResumableKind,
  file: { name?: string; type?: string },
  onProgress?: (sent: number, total: number) => void
): ResumableUploadOptions {
  // One refresh per upload: a second 401 after it is a session that has ended.
  let refreshTried = false
  let retryWithNewToken = false
  return {
    endpoint: client.url(mounts.media.uploadCreation.path),
    metadata: { kind, filename: file.name ?? '', filetype: file.type ?? '' },
    retryDelays: resumableRetryDelays,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: async (request) => {
      const token = client.accessToken
      if (token) request.setHeader('Authorization', `Bearer ${token}`)
    },
    onAfterResponse: async (_request, response) => {
      retryWithNewToken = false
      if (response.getStatus() !== 401 || refreshTried) return
      refreshTried = true
      retryWithNewToken = await client.refresh()
    },
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0
      if (status === 401) return retryWithNewToken
      // Other refusals are final; a lost line (no answer, 5xx, a lock still held) is retried.
      return !(status >= 400 && status < 500) || status === 409 || status === 423
    },
    ...(onProgress ? { onProgress } : {}),
  }
}

/** The upload id a song or video names (`uploadId`): the last segment of the upload's URL. */
export function resumableUploadId(url: string): string {
  return decodeURIComponent(url.replace(/\/+$/, '').slice(url.replace(/\/+$/, '').lastIndexOf('/') + 1))
}
