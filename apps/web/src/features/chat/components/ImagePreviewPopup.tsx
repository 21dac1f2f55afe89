import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Popup } from '@kobza/design-system'
import { mediaFileProblem } from '@kobza/contract'
import styles from './ImagePreviewPopup.module.css'

export interface ImagePreviewPopupProps {
  /** The picked file; null closes the popup. */
  file: File | null
  onCancel(): void
  onConfirm(file: File): Promise<void>
}

/**
 * The image-send preview (spec 000 §2, §4): the picked picture is shown and sent only on
 * confirmation. Kinds and size are checked here for a quick answer; the server checks the
 * content again whatever the browser says.
 */
export function ImagePreviewPopup({ file, onCancel, onConfirm }: ImagePreviewPopupProps) {
  const { t } = useTranslation('chat')
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  const [sending, setSending] = useState(false)
  // A failure belongs to the file it happened with: picking another one clears it.
  const [failure, setFailure] = useState<{ file: File; message: string } | null>(null)
  const error = failure && failure.file === file ? failure.message : null

  const fileProblem = file && mediaFileProblem('chatImage', file)
  const problem = fileProblem && t(fileProblem === 'type' ? 'preview.wrongType' : 'preview.tooLarge')

  const confirm = async () => {
    if (!file || problem) return
    setSending(true)
    setFailure(null)
    try {
      await onConfirm(file)
    } catch (caught) {
      setFailure({
        file,
        message:
          caught instanceof Error && 'serverMessage' in caught && caught.serverMessage
            ? String(caught.serverMessage)
            : t('preview.wrongType'),
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <Popup
      open={!!file}
      onClose={onCancel}
      title={t('preview.title')}
      closeLabel={t('preview.cancel')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('preview.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={sending} disabled={!!problem} data-testid="chat-image-send">
            {t('preview.send')}
          </Button>
        </>
      }
    >
      {url && !problem && <img src={url} alt={file?.name ?? ''} className={styles.preview} />}
      {(problem ?? error) && (
        <p role="alert" className={styles.error}>
          {problem ?? error}
        </p>
      )}
    </Popup>
  )
}
