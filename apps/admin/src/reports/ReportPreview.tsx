import { useRecordContext, useTranslate } from 'react-admin'
import type { AdminReport } from '@kobza/contract'

/** What was reported: the message's text or picture (a signed URL), marked when already hidden. */
export function ReportPreview({ compact = false }: { compact?: boolean; label?: string }) {
  const record = useRecordContext<AdminReport>()
  const translate = useTranslate()
  const preview = record?.preview
  if (!preview) return <span>{translate('kobza.reports.gone')}</span>
  return (
    <span style={{ opacity: preview.hidden ? 0.6 : 1 }}>
      {preview.messageType === 'IMAGE' ? (
        <img
          src={preview.context}
          alt={translate('kobza.reports.picture')}
          style={{ maxHeight: compact ? 48 : 320, maxWidth: '100%', borderRadius: 4 }}
        />
      ) : (
        <span style={compact ? { display: 'inline-block', maxWidth: 360 } : { whiteSpace: 'pre-wrap' }}>
          {compact && preview.context.length > 120 ? `${preview.context.slice(0, 120)}…` : preview.context}
        </span>
      )}
      {preview.hidden && <em> ({translate('kobza.reports.hidden')})</em>}
    </span>
  )
}
