import { Upload } from 'tus-js-client'
import { resumableUploadId, resumableUploadOptions, type ApiClient } from '@kobza/api-client'
import type { ResumableKind } from '@kobza/contract'

/**
 * Sends a file as a resumable upload (tus): the api-client's options (token, one refresh on 401,
 * retries after a dropped line), resumed from where an earlier attempt of the same file stopped —
 * also one cut off by a reload. Answers the finished upload's id, which the song or video names.
 * Aborting `signal` stops it and removes what the server holds.
 */
export interface ResumableProgress {
  /** The share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export async function sendResumable(
  client: ApiClient,
  kind: ResumableKind,
  file: File,
  { onProgress, signal }: ResumableProgress = {}
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      ...resumableUploadOptions(client, kind, file, (sent, total) => onProgress?.(total > 0 ? sent / total : 0)),
      onSuccess: () => resolve(resumableUploadId(upload.url ?? '')),
      onError: (error) => reject(error),
    })
    const abort = () => {
      void upload.abort(true).catch(() => undefined)
      reject(new DOMException('The upload was cancelled', 'AbortError'))
    }
    if (signal?.aborted) return abort()
    signal?.addEventListener('abort', abort, { once: true })
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0]
        if (last) upload.resumeFromPreviousUpload(last)
        if (!signal?.aborted) upload.start()
      })
      .catch(reject)
  })
}
