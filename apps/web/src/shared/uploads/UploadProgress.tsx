import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@kobza/design-system'
import type { ResumableProgress } from './resumableUpload'

/**
 * One resumable upload at a time from a form: `run` hands the sending function its progress
 * callback and abort signal, `progress` is the share sent (null when nothing is being sent) and
 * `cancel` stops it.
 */
export function useResumableSending() {
  const [progress, setProgress] = useState<number | null>(null)
  const sending = useRef<AbortController | null>(null)
  const run = useCallback(async <T,>(send: (progress: ResumableProgress) => Promise<T>): Promise<T> => {
    const controller = new AbortController()
    sending.current = controller
    setProgress(0)
    try {
      return await send({ onProgress: setProgress, signal: controller.signal })
    } finally {
      sending.current = null
      setProgress(null)
    }
  }, [])
  const cancel = useCallback(() => sending.current?.abort(), [])
  return { progress, run, cancel }
}

/** "Uploaded 42%" with its Cancel, read out as it changes; nothing while no file is being sent. */
export function UploadProgress({ progress, onCancel }: { progress: number | null; onCancel: () => void }) {
  const { t } = useTranslation('shared')
  if (progress === null) return null
  return (
    <p aria-live="polite">
      {t('filePicker.sent', { percent: Math.floor(progress * 100) })}{' '}
      <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
        {t('filePicker.cancel')}
      </Button>
    </p>
  )
}
