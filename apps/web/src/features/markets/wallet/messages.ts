import type { TFunction } from 'i18next'
import { ApiError, NetworkError } from '@kobza/api-client'
import { en } from '../i18n/en'
import { NodeUnreachableError, StepError, type InitialSaleStep, type SecondarySaleStep } from './steps'

type Fixed = Exclude<keyof typeof en.ledger, 'wrongNetwork' | 'unknownRejectCode'>

/*
 * The English `ledger` strings are the ledger package's own messages (messages.test.ts checks
 * it), so an error's text finds its key without loading the ledger code here.
 */
const fixedKeys = new Map<string, Fixed>(
  (Object.entries(en.ledger) as [keyof typeof en.ledger, string][])
    .filter((entry): entry is [Fixed, string] => entry[0] !== 'wrongNetwork' && entry[0] !== 'unknownRejectCode')
    .map(([key, text]) => [text, key])
)

/**
 * The text a failed ledger flow shows: the spec's wording (wallet, reject codes, 002 §8) in the
 * user's language, the server's first message for an API refusal, a generic line otherwise.
 */
export function flowErrorMessage(error: unknown, t: TFunction<['markets', 'shared']>): string {
  const cause = error instanceof StepError ? error.cause : error
  if (cause instanceof ApiError) return cause.serverMessage ?? t('ledger.somethingWentWrong')
  if (cause instanceof NetworkError) return t('shared:common.networkFailure')
  if (cause instanceof NodeUnreachableError) return t('ledger.nodeUnreachable')
  if (!(cause instanceof Error)) return t('ledger.somethingWentWrong')
  const key = fixedKeys.get(cause.message)
  if (key) return t(`ledger.${key}`)
  const network = /^Change your network to Concordium (.+)!$/.exec(cause.message)
  if (network) return t('ledger.wrongNetwork', { network: network[1] })
  const code = /^Something went wrong \(error code (-?\d+)\)$/.exec(cause.message)
  if (code) return t('ledger.unknownRejectCode', { code: code[1] })
  return cause.message || t('ledger.somethingWentWrong')
}

/** The keys of a flow's step names (`create.step…`), for the step list and its failure. */
type StepLabelKey = Extract<keyof typeof en.create, `step${string}`>

/**
 * What a stopped create flow (an initial or a secondary sale) shows: the step it stopped at,
 * when it stopped inside one, and why.
 */
export function flowFailureMessage<Step extends InitialSaleStep | SecondarySaleStep>(
  error: unknown,
  t: TFunction<['markets', 'shared']>,
  stepLabels: Record<Step, `create.${StepLabelKey}`>
): string {
  const message = flowErrorMessage(error, t)
  if (!(error instanceof StepError)) return message
  const step: `create.${StepLabelKey}` = stepLabels[error.step as Step]
  return t('create.failedAt', { step: t(step), message })
}
