import type { ReactNode } from 'react'
import {
  BooleanField,
  CheckboxGroupInput,
  Datagrid,
  Edit,
  FormDataConsumer,
  FunctionField,
  NumberField,
  ReferenceManyField,
  SelectField,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
  Labeled,
  SaveButton,
  Toolbar,
} from 'react-admin'
import { DateField } from '../codes/DateField.tsx'
import { Stack, Typography } from '@mui/material'
import { adminBlockLimits, adminUserUpdate, postTypes } from '@kobza/contract'
import { AuditDetails } from '../auditLogs/AuditDetails.tsx'
import { CodeField } from '../codes/CodeField.tsx'
import { MoneyField } from '../codes/MoneyField.tsx'
import { contractResolver } from '../forms/contractResolver.ts'
import { PersonField } from '../codes/PersonField.tsx'
import { subscriptionStateFields } from '../subscriptions/subscriptionFields.tsx'
import { authorityChoices, statusChoices } from './choices.ts'

/* The API has no user deletion (deleting is the account owner's act), so no Delete button. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

const postTypeChoices = postTypes.options.map((id) => ({ id, name: `kobza.content.type.${id}` }))

/** A titled list of another resource's rows that belong to this account (read-only). */
function Related({
  title,
  reference,
  target,
  children,
}: {
  title: string
  reference: string
  target: string
  children: ReactNode
}) {
  const translate = useTranslate()
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      <Labeled label={false} fullWidth>
        <ReferenceManyField reference={reference} target={target} sort={{ field: 'id', order: 'DESC' }} perPage={10}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography variant="body2">{translate('kobza.users.nothing')}</Typography>}
          >
            {children}
          </Datagrid>
        </ReferenceManyField>
      </Labeled>
    </>
  )
}

/** A user's payments, as payer or as the artist paid: the same columns either way. */
function RelatedPayments({ title, target }: { title: string; target: 'payerId' | 'artistId' }) {
  return (
    <Related title={title} reference="payments" target={target}>
      <DateField source="createdAt" showTime />
      <CodeField source="goal" group="paymentGoal" />
      <MoneyField source="amount" />
      <CodeField source="status" group="paymentStatus" />
    </Related>
  )
}

/** The account's money with the platform, from its record (sums of the ledger, in hryvnia). */
function BalanceSummary() {
  return (
    <Stack direction="row" spacing={4} sx={{ mt: 2, flexWrap: 'wrap' }}>
      {(['available', 'held', 'withdrawing', 'fan'] as const).map((part) => (
        <Labeled key={part} label={`kobza.users.balance.${part}`}>
          <MoneyField source={`balance.${part}`} />
        </Labeled>
      ))}
    </Stack>
  )
}

/**
 * Moderators block and unblock; only administrators see the authorities editor (the API enforces
 * both). The other tabs show the account's posts and comments, its payments and orders, its
 * subscriptions both ways (as a fan and as an artist), and its balance with what as an artist it
 * received and withdrew.
 */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <UserForm />
    </Edit>
  )
}

/** Blocking an account that is not blocked yet needs the moderator's reason (the API refuses it without). */
const blocksNow = (values: { status?: string }, stored: string | undefined) =>
  values.status === 'BLOCKED' && stored !== 'BLOCKED'

function UserForm() {
  const translate = useTranslate()
  const record = useRecordContext<{ status?: string }>()
  const { permissions } = usePermissions<string[]>()
  const isAdmin = (permissions ?? []).includes('ADMIN')
  const contract = contractResolver(adminUserUpdate, translate, 'users')
  const resolver: typeof contract = async (values, context, options) => {
    const result = await contract(values, context, options)
    if (!blocksNow(values, record?.status) || String(values.reason ?? '').trim() !== '') return result
    const errors = { ...result.errors, reason: { type: 'required', message: translate('ra.validation.required') } }
    return { values: {}, errors } as Awaited<ReturnType<typeof contract>>
  }
  return (
    <TabbedForm resolver={resolver} toolbar={saveOnly}>
      <TabbedForm.Tab label="kobza.users.tabs.account">
        <TextInput source="email" disabled />
        <TextInput source="publicName" disabled />
        <TextInput source="nickName" disabled />
        <SelectInput source="status" choices={statusChoices} />
        <FormDataConsumer<{ status?: string }>>
          {({ formData }) =>
            blocksNow(formData, record?.status) ? (
              <TextInput
                source="reason"
                label="kobza.users.block_reason"
                helperText="kobza.users.block_reason_help"
                multiline
                fullWidth
                slotProps={{ htmlInput: { maxLength: adminBlockLimits.reasonMax } }}
              />
            ) : null
          }
        </FormDataConsumer>
        {isAdmin ? <CheckboxGroupInput source="authorities" choices={authorityChoices} /> : null}
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('kobza.users.audit_log')}
        </Typography>
        <Labeled label={false} fullWidth>
          <ReferenceManyField
            reference="audit-logs"
            target="targetUserId"
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
          >
            <Datagrid
              bulkActionButtons={false}
              empty={<Typography variant="body2">{translate('kobza.users.no_changes')}</Typography>}
            >
              <DateField source="createdAt" showTime />
              <TextField source="action" />
              <AuditDetails source="details" />
              <TextField source="actorId" />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="kobza.users.tabs.content" path="content">
        <Related title="resources.posts.name" reference="posts" target="authorId">
          <DateField source="createdAt" showTime />
          <SelectField source="type" choices={postTypeChoices} />
          <TextField source="text" />
          <NumberField source="reportCount" />
          <BooleanField source="hidden" />
        </Related>
        <Related title="resources.comments.name" reference="comments" target="authorId">
          <DateField source="createdAt" showTime />
          <TextField source="text" />
          <NumberField source="reportCount" />
          <BooleanField source="hidden" />
        </Related>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="kobza.users.tabs.orders" path="orders">
        <RelatedPayments title="kobza.users.as_payer" target="payerId" />
        <Related title="kobza.users.as_fan" reference="greeting-orders" target="fanId">
          <DateField source="createdAt" showTime />
          <MoneyField source="amount" />
          <CodeField source="status" group="orderStatus" />
          <DateField source="deadlineAt" showTime />
        </Related>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="kobza.users.tabs.subscriptions" path="subscriptions">
        <Related title="kobza.users.subscribed_to" reference="subscriptions" target="fanId">
          <PersonField source="artist" />
          {subscriptionStateFields('cancelledAt')}
        </Related>
        <FunctionField
          sx={{ mt: 2, display: 'block' }}
          render={(record: { activeSubscribers?: number }) =>
            translate('kobza.users.active_subscribers', { count: record.activeSubscribers ?? 0 })
          }
        />
        <Related title="kobza.users.subscribers" reference="subscriptions" target="artistId">
          <PersonField source="fan" />
          {subscriptionStateFields('createdAt')}
        </Related>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="kobza.users.tabs.balance" path="balance">
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('kobza.users.balance.title')}
        </Typography>
        <BalanceSummary />
        <Typography sx={{ mt: 2 }}>{translate('kobza.users.as_artist')}</Typography>
        <RelatedPayments title="resources.payments.name" target="artistId" />
        <Related title="resources.greeting-orders.name" reference="greeting-orders" target="artistId">
          <DateField source="createdAt" showTime />
          <MoneyField source="amount" />
          <CodeField source="status" group="orderStatus" />
        </Related>
        <Related title="resources.withdrawals.name" reference="withdrawals" target="artistId">
          <DateField source="createdAt" showTime />
          <MoneyField source="amount" />
          <CodeField source="status" group="withdrawalStatus" />
        </Related>
      </TabbedForm.Tab>
    </TabbedForm>
  )
}
