import type { TFunction } from 'i18next'
import { ApiError, NetworkError } from '@kobza/api-client'
import { ledgerMessages } from '@kobza/ledger'
import { StepError } from './flows'

type Fixed = {
  [K in keyof typeof ledgerMessages]: (typeof ledgerMessages)[K] extends string ? K : never
}[keyof typeof ledgerMessages]

const fixedKeys = new Map<string, Fixed>(
  (Object.entries(ledgerMessages) as [keyof typeof ledgerMessages, unknown][])
    .filter((entry): entry is [Fixed, string] => typeof entry[1] === 'string')
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
  if (!(cause instanceof Error)) return t('ledger.somethingWentWrong')
  const key = fixedKeys.get(cause.message)
  if (key) return t(`ledger.${key}`)
  const network = /^Change your network to Concordium (.+)!$/.exec(cause.message)
  if (network) return t('ledger.wrongNetwork', { network: network[1] })
  const code = /^Something went wrong \(error code (-?\d+)\)$/.exec(cause.message)
  if (code) return t('ledger.unknownRejectCode', { code: code[1] })
  return cause.message || t('ledger.somethingWentWrong')
}
