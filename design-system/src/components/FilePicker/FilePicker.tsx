import { useId, useState, type DragEvent } from 'react'
import { clsx } from 'clsx'
import { ImageIcon, MusicIcon, PlusIcon, VideoIcon } from '../Icon'
import { joinIds, useFormField } from '../FormField/FormFieldContext'
import styles from './FilePicker.module.css'

export interface FilePickerLabels {
  /** The call to action of an empty picker: 'Choose a file'. */
  choose: string
  /** Said beside it: 'or drop it here'. */
  drop?: string
  /** Once a file is chosen: 'Choose another'. */
  change: string
  /** Names the progress bar while the file uploads: 'Uploading'. */
  progress?: string
}

export interface FilePickerProps {
  /** The file types offered, as the input's accept attribute (from the contract's allowed types). */
  accept?: string
  labels: FilePickerLabels
  /** The chosen file's name; null shows the empty drop zone (never a bare "No file chosen"). */
  fileName?: string | null
  /** A picture of what will be sent (e.g. the cropped cover), shown in the zone. */
  previewUrl?: string | null
  previewAlt?: string
  /** Width ÷ height of the preview frame (contract cropRatios), so the crop shows as it will be. */
  previewRatio?: number
  /** 0…1 while the file uploads; null or undefined hides the bar. */
  progress?: number | null
  /** A picked or dropped file; null when the picker was emptied. */
  onFile: (file: File | null) => void
  disabled?: boolean
  /** The input's name, for forms that are read as a whole. */
  name?: string
  id?: string
  className?: string
  /** Names the input when no FormField label should (e.g. 'Upload a picture' beside a field title). */
  'aria-label'?: string
  'aria-describedby'?: string
}

/** A chosen file's glyph by what the picker takes: a note for songs, a camera for videos. */
function ChosenFileGlyph({ accept }: { accept?: string }) {
  // Extensions in `accept` say nothing of the kind; its MIME types do.
  const kinds = new Set(
    (accept ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type.includes('/'))
      .map((type) => type.split('/')[0])
  )
  if (kinds.size === 1 && kinds.has('audio')) return <MusicIcon data-glyph="audio" />
  if (kinds.size === 1 && kinds.has('video')) return <VideoIcon data-glyph="video" />
  return <ImageIcon data-glyph="image" />
}

/**
 * Kobza's one file picker (issue 32): a drop zone that a click, a key or a drag fills, the chosen
 * file's name or a preview of what will be sent, and an upload's progress. The native input stays
 * in the page, labelled by the surrounding FormField, so keyboards, screen readers and tests use
 * it as any file input; its unstyled button and "No file chosen" text are never shown. Cropping
 * is the caller's step (the app's cropper) before it passes the preview here.
 */
export function FilePicker({
  accept,
  labels,
  fileName = null,
  previewUrl = null,
  previewAlt = '',
  previewRatio,
  progress,
  onFile,
  disabled: disabledProp,
  name,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: FilePickerProps) {
  const field = useFormField()
  const generated = useId()
  const inputId = id ?? field?.id ?? `file-${generated}`
  const disabled = disabledProp ?? field?.disabled ?? false
  const invalid = field?.invalid ?? false
  const [dragging, setDragging] = useState(false)
  const filled = Boolean(fileName || previewUrl)

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    if (disabled) return
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  return (
    <div
      className={clsx(styles.root, className)}
      data-dragging={dragging}
      data-filled={filled}
      data-invalid={invalid}
      data-disabled={disabled}
    >
      <input
        id={inputId}
        type="file"
        name={name}
        className={styles.input}
        accept={accept}
        disabled={disabled}
        required={field?.required || undefined}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(field?.describedBy, describedBy)}
        onChange={(event) => {
          onFile(event.target.files?.[0] ?? null)
          // The same file picked again (after a cancelled crop) must fire again.
          event.target.value = ''
        }}
      />
      {/* The zone is the input's second label: a click opens the picker, a drop fills it. Its
          words are hidden from the input's name, which the FormField's label gives. */}
      <label
        htmlFor={inputId}
        className={styles.zone}
        aria-hidden="true"
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {previewUrl ? (
          <span className={styles.preview} style={previewRatio ? { aspectRatio: String(previewRatio) } : undefined}>
            <img src={previewUrl} alt="" className={styles.image} />
          </span>
        ) : (
          <span className={styles.icon}>{filled ? <ChosenFileGlyph accept={accept} /> : <PlusIcon />}</span>
        )}
        <span className={styles.text}>
          {fileName && <span className={styles.name}>{fileName}</span>}
          <span className={styles.action}>{filled ? labels.change : labels.choose}</span>
          {!filled && labels.drop && <span className={styles.drop}>{labels.drop}</span>}
        </span>
      </label>
      {/* What the preview shows, for those who cannot see it (the zone itself is hidden from them). */}
      {previewUrl && previewAlt && <img src={previewUrl} alt={previewAlt} className={styles.visuallyHidden} />}
      {progress !== null && progress !== undefined && (
        <progress className={styles.progress} max={1} value={progress} aria-label={labels.progress} />
      )}
    </div>
  )
}
