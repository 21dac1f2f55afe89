import {
  eraLabels,
  eraLabelsUk,
  genreLabels,
  genreLabelsUk,
  type Authority,
  type GreetingDeclinedBy,
  type HoldStatus,
  type PaymentGoal,
  type PaymentStatus,
  type ReportAction,
  type VideoOrderStatus,
  type WithdrawalStatus,
} from '@kobza/contract'

/**
 * Words for the contract's codes the console shows (`kobza.codes.<group>.<CODE>`). Each group is
 * typed by its enum, and codes/labels.test.ts walks every enum value in both languages, so a new
 * code without words fails.
 */
export type CodeMessages = {
  paymentGoal: Record<PaymentGoal, string>
  paymentStatus: Record<PaymentStatus, string>
  holdStatus: Record<HoldStatus, string>
  withdrawalStatus: Record<WithdrawalStatus, string>
  orderStatus: Record<VideoOrderStatus, string>
  declinedBy: Record<GreetingDeclinedBy, string>
  authority: Record<Authority, string>
  /** A report's resolution, said as what happened. */
  resolution: Record<ReportAction, string>
  era: Record<keyof typeof eraLabels, string>
  genre: Record<keyof typeof genreLabels, string>
}

export const codesEn: CodeMessages = {
  paymentGoal: { DONATE: 'Donation', SUBSCRIBE: 'Subscription', VID_CONGRATULATION: 'Video greeting' },
  paymentStatus: { PENDING: 'Awaiting payment', SUCCEEDED: 'Paid', FAILED: 'Failed', REVERSED: 'Refunded' },
  holdStatus: { HELD: 'Held', RELEASED: 'Released to the artist', RETURNED: 'Returned to the fan' },
  withdrawalStatus: { REQUESTED: 'Requested', PAID: 'Paid out', REJECTED: 'Rejected' },
  orderStatus: { INIT: 'Awaiting the video', COMPLETE: 'Delivered', DECLINED: 'Declined' },
  declinedBy: {
    ARTIST: 'The artist',
    DEADLINE: 'Deadline passed',
    REFUND: 'Payment refunded',
    MODERATOR: 'A moderator',
  },
  authority: {
    ARTIST: 'Artist',
    JUDGE_HALL_OF_FAME: 'Hall of Fame judge',
    MODERATOR: 'Moderator',
    ADMIN: 'Administrator',
  },
  resolution: {
    HIDE: 'Content hidden',
    WARN: 'Author warned',
    BLOCK_AUTHOR: 'Author blocked',
    DISMISS: 'Dismissed',
  },
  era: { ...eraLabels },
  genre: { ...genreLabels },
}

export const codesUk: CodeMessages = {
  paymentGoal: { DONATE: 'Донат', SUBSCRIBE: 'Підписка', VID_CONGRATULATION: 'Відеопривітання' },
  paymentStatus: { PENDING: 'Очікує оплати', SUCCEEDED: 'Оплачено', FAILED: 'Не вдалося', REVERSED: 'Повернено' },
  holdStatus: { HELD: 'Заморожено', RELEASED: 'Передано артистові', RETURNED: 'Повернено фанові' },
  withdrawalStatus: { REQUESTED: 'Запитано', PAID: 'Виплачено', REJECTED: 'Відхилено' },
  orderStatus: { INIT: 'Очікує відео', COMPLETE: 'Виконано', DECLINED: 'Відхилено' },
  declinedBy: { ARTIST: 'Артист', DEADLINE: 'Минув термін', REFUND: 'Платіж повернено', MODERATOR: 'Модератор' },
  authority: {
    ARTIST: 'Артист',
    JUDGE_HALL_OF_FAME: 'Суддя Зали слави',
    MODERATOR: 'Модератор',
    ADMIN: 'Адміністратор',
  },
  resolution: {
    HIDE: 'Вміст приховано',
    WARN: 'Автора попереджено',
    BLOCK_AUTHOR: 'Автора заблоковано',
    DISMISS: 'Відхилено',
  },
  era: { ...eraLabelsUk },
  genre: { ...genreLabelsUk },
}
