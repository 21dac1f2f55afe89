import { useState } from 'react'
import {
  FunctionField,
  ImageField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { Alert, Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material'
import { legendDecisionAuthorities, type LegendLink } from '@kobza/contract'
import { CodeField } from '../codes/CodeField.tsx'
import type { KobzaDataProvider } from '../dataProvider.ts'
import { legendStatusChoices, legendTypeChoices } from './choices.ts'
import type { ReviewRecord } from './LegendReviewList.tsx'

interface Decision {
  judge: string
  judgeNickName: string
  decision: 'INDUCT' | 'REJECT'
  reason: string | null
  decidedAt: string
}

interface FullRecord extends ReviewRecord {
  status: string
  songUrl: string | null
  links: LegendLink[]
  decisions: Decision[]
  rejectionReason: string | null
  legendStarterUserOwner: { publicName: string; nickName: string }
}

/** Everything the nominator submitted, the vote figures and history, and the judge's decision. */
export function LegendReviewShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ImageField source="coverUrl" sx={{ '& img': { maxWidth: 240, maxHeight: 240 } }} />
        <TextField source="name" />
        <TextField source="authorName" emptyText="—" />
        <SelectField source="legendType" choices={legendTypeChoices} />
        <SelectField source="status" choices={legendStatusChoices} />
        <CodeField source="era" group="era" />
        <CodeField source="genre" group="genre" />
        <TextField source="ownerLegendStarterOpinion" />
        <FunctionField
          source="legendStarterUserOwner"
          render={(record: FullRecord) =>
            `${record.legendStarterUserOwner.publicName} (@${record.legendStarterUserOwner.nickName})`
          }
        />
        <TextField source="textAuthor" emptyText="—" />
        <TextField source="composer" emptyText="—" />
        <TextField source="label" emptyText="—" />
        <TextField source="recordingStudio" emptyText="—" />
        <TextField source="yearOfRelease" emptyText="—" />
        <FunctionField
          source="songUrl"
          render={(record: FullRecord) =>
            record.songUrl ? <audio controls preload="none" src={record.songUrl} aria-label={record.name} /> : '—'
          }
        />
        <FunctionField
          source="links"
          render={(record: FullRecord) =>
            record.links.length === 0
              ? '—'
              : record.links.map((link) => (
                  <div key={link.url}>
                    {link.linkName ?? link.linkType}:{' '}
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.url}
                    </a>
                  </div>
                ))
          }
        />
        <FunctionField source="duplicateOf" render={(record: FullRecord) => record.duplicateOf ?? '—'} />
        <FunctionField
          source="voteCount"
          render={(record: FullRecord) =>
            `${record.voteInfo.actualVote} / ${record.voteInfo.expectedMinimalVote} VP (${record.voteInfo.votePercent}%)`
          }
        />
        <DateField source="createdAt" showTime />
        <DateField source="firstVoteAt" showTime emptyText="—" />
        <DateField source="lastVoteAt" showTime emptyText="—" />
        <DateField source="voteStageUntil" showTime />
        <DateField source="stageClosedAt" showTime emptyText="—" />
        <Decisions />
        <DecisionForm />
      </SimpleShowLayout>
    </Show>
  )
}

function Decisions() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const record = useRecordContext<FullRecord>()
  if (!record) return null
  return (
    <Labeled label="kobza.legends.history" fullWidth>
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('kobza.legends.quorum_state', {
            inducting: record.inducting,
            rejecting: record.rejecting,
            quorum: record.quorum,
          })}
        </Typography>
        {record.decisions.length === 0 ? (
          <Typography variant="body2">{translate('kobza.legends.no_decisions')}</Typography>
        ) : (
          record.decisions.map((decision) => (
            <Typography variant="body2" key={`${decision.judgeNickName}-${decision.decidedAt}`}>
              {new Date(decision.decidedAt).toLocaleString(locale === 'uk' ? 'uk-UA' : 'en-GB')} — {decision.judge} (@
              {decision.judgeNickName}): {translate(`kobza.legends.decision.${decision.decision}`)}
              {decision.reason ? ` — ${decision.reason}` : ''}
            </Typography>
          ))
        )}
        {record.rejectionReason ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {record.rejectionReason}
          </Alert>
        ) : null}
      </Box>
    </Labeled>
  )
}

/** Induct, or reject with a written reason; the API records the decision with the judge and applies the quorum. */
function DecisionForm() {
  const translate = useTranslate()
  const record = useRecordContext<FullRecord>()
  const dataProvider = useDataProvider<KobzaDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const { permissions } = usePermissions<string[]>()
  if (!record || record.status !== 'REVIEWING') return null
  // Administrators read the queue; the API refuses their decisions, so they get no form.
  const judge = legendDecisionAuthorities.some((authority) => permissions?.includes(authority))
  if (!judge) return <Alert severity="info">{translate('kobza.legends.judges_decide')}</Alert>
  if (record.myDecision)
    return <Alert severity="success">{translate(`kobza.legends.decision.${record.myDecision}`)}</Alert>

  const decide = async (decision: 'INDUCT' | 'REJECT') => {
    setBusy(true)
    try {
      const answer = await dataProvider.decideLegend(record.id, { decision, reason: reason.trim() || undefined })
      notify(answer.decided ? 'kobza.legends.decided' : 'kobza.legends.recorded', { type: 'success' })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h6">{translate('kobza.legends.your_decision')}</Typography>
      <MuiTextField
        label={translate('kobza.legends.reason')}
        helperText={translate('kobza.legends.reason_help')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        margin="normal"
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" disabled={busy} onClick={() => void decide('INDUCT')}>
          {translate('kobza.legends.induct')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy || reason.trim() === ''}
          onClick={() => void decide('REJECT')}
        >
          {translate('kobza.legends.reject')}
        </Button>
      </Stack>
    </Box>
  )
}
