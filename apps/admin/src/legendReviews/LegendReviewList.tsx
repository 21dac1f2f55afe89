import {
  Datagrid,
  DateField,
  FunctionField,
  ImageField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { Chip } from '@mui/material'
import { legendStatusChoices, legendTypeChoices } from './choices.ts'

export interface ReviewRecord {
  id: number
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

/** The judges' queue: On Reviewing by default, the vote figures and how far the quorum is. */
export function LegendReviewList() {
  const translate = useTranslate()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('kobza.legends.search')} />,
    <SelectInput key="status" source="status" choices={legendStatusChoices} />,
    <SelectInput key="legendType" source="legendType" choices={legendTypeChoices} />,
  ]
  return (
    <List filters={filters} filterDefaultValues={{ status: 'REVIEWING' }} sort={{ field: 'voteCount', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ImageField source="coverThumbnailUrl" sortable={false} sx={{ '& img': { maxWidth: 48, maxHeight: 48 } }} />
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
