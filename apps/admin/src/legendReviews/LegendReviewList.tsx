import { Datagrid, FunctionField, List, SelectField, TextField, useTranslate } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { Chip } from '@mui/material'
import { legendStatusChoices, legendTypeChoices } from './choices.ts'
import { useLegendFilters } from './legendFilters.tsx'

export interface ReviewRecord {
  id: number
  coverUrl: string | null
  coverThumbnailUrl: string | null
  legendUuid: string
  name: string
  voteCount: number
  quorum: number
  inducting: number
  rejecting: number
  myDecision: string | null
  duplicateOf: string | null
  voteInfo: { actualVote: number; expectedMinimalVote: number; votePercent: number }
}

/**
 * The cover in the queue: its thumbnail, or the cover itself when the nomination has no
 * thumbnail (the demo's and older nominations), which left the column empty.
 */
export function CoverThumbnail({ record }: { record: Pick<ReviewRecord, 'coverUrl' | 'coverThumbnailUrl' | 'name'> }) {
  const src = record.coverThumbnailUrl ?? record.coverUrl
  if (!src) return <span>—</span>
  return (
    <img
      src={src}
      alt={record.name}
      loading="lazy"
      width={48}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  )
}

/** The judges' queue: On Reviewing by default, the vote figures and how far the quorum is. */
export function LegendReviewList() {
  const translate = useTranslate()
  const filters = useLegendFilters()
  return (
    <List filters={filters} filterDefaultValues={{ status: 'REVIEWING' }} sort={{ field: 'voteCount', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          source="coverThumbnailUrl"
          sortable={false}
          render={(record: ReviewRecord) => <CoverThumbnail record={record} />}
        />
        <TextField source="name" />
        <TextField source="authorName" sortable={false} />
        <SelectField source="legendType" choices={legendTypeChoices} sortable={false} />
        <SelectField source="status" choices={legendStatusChoices} />
        <FunctionField
          source="voteCount"
          render={(record: ReviewRecord) =>
            `${record.voteInfo.actualVote} / ${record.voteInfo.expectedMinimalVote} VP (${record.voteInfo.votePercent}%)`
          }
        />
        <FunctionField
          label="kobza.legends.quorum"
          render={(record: ReviewRecord) =>
            translate('kobza.legends.quorum_state', {
              inducting: record.inducting,
              rejecting: record.rejecting,
              quorum: record.quorum,
            })
          }
        />
        <FunctionField
          label="kobza.legends.flags"
          render={(record: ReviewRecord) => (
            <>
              {record.duplicateOf ? (
                <Chip size="small" color="warning" label={translate('kobza.legends.duplicate')} />
              ) : null}
              {record.myDecision ? (
                <Chip size="small" label={translate(`kobza.legends.decision.${record.myDecision}`)} sx={{ ml: 0.5 }} />
              ) : null}
            </>
          )}
        />
        <DateField source="voteStageUntil" showTime />
      </Datagrid>
    </List>
  )
}
