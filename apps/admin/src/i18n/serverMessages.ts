import {
  accountMessages,
  adminMessages,
  adminMoneyMessages,
  legendMessages,
  messages,
  moderationMessages,
} from '@kobza/contract'

/**
 * The API's messages the console may show, by name. English shows them exactly as the contract
 * words them; Ukrainian translates them under the same names.
 */
export const serverMessages = {
  invalidCredentials: accountMessages.invalidCredentials,
  accountBlocked: accountMessages.accountBlocked,
  invalidRefreshToken: accountMessages.invalidRefreshToken,
  onlyAdminsGrant: adminMessages.onlyAdminsGrant,
  cannotBlockStaff: adminMessages.cannotBlockStaff,
  cannotLockOutSelf: adminMessages.cannotLockOutSelf,
  deletedUser: adminMessages.deletedUser,
  blockReasonRequired: adminMessages.blockReasonRequired,
  decisionReasonRequired: moderationMessages.decisionReasonRequired,
  deleteReasonRequired: moderationMessages.deleteReasonRequired,
  withdrawalDecided: adminMoneyMessages.withdrawalDecided,
  orderNotRefundable: adminMoneyMessages.orderNotRefundable,
  refundReasonRequired: adminMoneyMessages.refundReasonRequired,
  rejectReasonRequired: adminMoneyMessages.rejectReasonRequired,
  forbidden: messages.forbidden,
  notFound: messages.notFound,
  serverError: messages.serverError,
  tooManyRequests: messages.tooManyRequests,
  nulCharacter: messages.nulCharacter,
  legendNotReviewing: legendMessages.notReviewing,
  legendAlreadyDecided: legendMessages.alreadyDecided,
  legendReasonRequired: legendMessages.reasonRequired,
  legendNotFound: legendMessages.notFound,
} as const

export type ServerMessageName = keyof typeof serverMessages

/** The translation key for a message the API sent, or the message itself when it is not a known one. */
export function serverMessageKey(message: string): string {
  const name = (Object.keys(serverMessages) as ServerMessageName[]).find((key) => serverMessages[key] === message)
  return name ? `kobza.server.${name}` : message
}
