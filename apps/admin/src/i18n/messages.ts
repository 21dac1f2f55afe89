import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { raUkrainian } from './raUkrainian.ts'
import { codesEn, codesUk, type CodeMessages } from './codeMessages.ts'
import { serverMessages, type ServerMessageName } from './serverMessages.ts'

type LegendField =
  | 'id'
  | 'coverUrl'
  | 'coverThumbnailUrl'
  | 'name'
  | 'authorName'
  | 'legendType'
  | 'status'
  | 'era'
  | 'genre'
  | 'ownerLegendStarterOpinion'
  | 'legendStarterUserOwner'
  | 'textAuthor'
  | 'composer'
  | 'label'
  | 'recordingStudio'
  | 'yearOfRelease'
  | 'songUrl'
  | 'links'
  | 'duplicateOf'
  | 'voteCount'
  | 'createdAt'
  | 'firstVoteAt'
  | 'lastVoteAt'
  | 'voteStageUntil'
  | 'stageClosedAt'

type ContentField =
  | 'id'
  | 'authorId'
  | 'type'
  | 'text'
  | 'parentId'
  | 'reportCount'
  | 'hidden'
  | 'hiddenReason'
  | 'hiddenAt'
  | 'createdAt'

const legendFieldsEn: Record<LegendField, string> = {
  id: 'ID',
  coverUrl: 'Cover',
  coverThumbnailUrl: 'Cover',
  name: 'Name',
  authorName: 'Artist',
  legendType: 'Kind',
  status: 'Status',
  era: 'Era',
  genre: 'Genre',
  ownerLegendStarterOpinion: 'Nominator’s opinion',
  legendStarterUserOwner: 'Nominated by',
  textAuthor: 'Lyrics author',
  composer: 'Composer',
  label: 'Label',
  recordingStudio: 'Recording studio',
  yearOfRelease: 'Year of release',
  songUrl: 'Song',
  links: 'Links',
  duplicateOf: 'Duplicate of',
  voteCount: 'Votes',
  createdAt: 'Nominated',
  firstVoteAt: 'First vote',
  lastVoteAt: 'Last vote',
  voteStageUntil: 'Voting stage until',
  stageClosedAt: 'Stage closed',
}

const legendFieldsUk: Record<LegendField, string> = {
  id: 'ID',
  coverUrl: 'Обкладинка',
  coverThumbnailUrl: 'Обкладинка',
  name: 'Назва',
  authorName: 'Виконавець',
  legendType: 'Вид',
  status: 'Статус',
  era: 'Епоха',
  genre: 'Жанр',
  ownerLegendStarterOpinion: 'Думка номінатора',
  legendStarterUserOwner: 'Номінував(ла)',
  textAuthor: 'Автор тексту',
  composer: 'Композитор',
  label: 'Лейбл',
  recordingStudio: 'Студія звукозапису',
  yearOfRelease: 'Рік випуску',
  songUrl: 'Пісня',
  links: 'Посилання',
  duplicateOf: 'Дублікат',
  voteCount: 'Голоси',
  createdAt: 'Номіновано',
  firstVoteAt: 'Перший голос',
  lastVoteAt: 'Останній голос',
  voteStageUntil: 'Голосування до',
  stageClosedAt: 'Етап завершено',
}

/** The console's own strings; Ukrainian must have every key English has (checked by the type). */
interface ConsoleMessages {
  resources: {
    users: {
      name: string
      fields: Record<'id' | 'publicName' | 'nickName' | 'email' | 'status' | 'authorities' | 'createdAt', string>
    }
    genres: { name: string; fields: Record<'code' | 'name' | 'nameUk' | 'position', string> }
    eras: { name: string; fields: Record<'code' | 'name' | 'nameUk' | 'position', string> }
    'audit-logs': {
      name: string
      fields: Record<'createdAt' | 'action' | 'targetUserId' | 'actorId' | 'details', string>
    }
    'legend-reviews': { name: string; fields: Record<LegendField, string> }
    legends: { name: string; fields: Record<LegendField, string> }
    'legend-settings': {
      name: string
      fields: Record<'voteStageDays' | 'expectedMinimalVote' | 'judgesQuorum' | 'nominationsPerDay', string>
    }
    payments: {
      name: string
      fields: Record<
        | 'id'
        | 'uuid'
        | 'goal'
        | 'amount'
        | 'status'
        | 'holdStatus'
        | 'payer'
        | 'artist'
        | 'userDesire'
        | 'provider'
        | 'providerTransactionId'
        | 'createdAt'
        | 'settledAt',
        string
      >
    }
    'greeting-orders': {
      name: string
      fields: Record<
        | 'id'
        | 'status'
        | 'declinedBy'
        | 'amount'
        | 'fan'
        | 'artist'
        | 'fanDesire'
        | 'videoSent'
        | 'purchaseUuid'
        | 'createdAt'
        | 'deadlineAt'
        | 'settledAt',
        string
      >
    }
    withdrawals: {
      name: string
      fields: Record<'id' | 'uuid' | 'artist' | 'amount' | 'status' | 'createdAt', string>
    }
    subscriptions: {
      name: string
      fields: Record<
        'id' | 'fan' | 'artist' | 'activeUntil' | 'cancelledAt' | 'active' | 'cancelled' | 'createdAt',
        string
      >
    }
    reports: {
      name: string
      fields: Record<
        | 'id'
        | 'createdAt'
        | 'targetKind'
        | 'preview'
        | 'reason'
        | 'status'
        | 'targetUserId'
        | 'reporterId'
        | 'resolution'
        | 'resolvedAt'
        | 'category',
        string
      >
    }
    posts: { name: string; fields: Record<ContentField, string> }
    comments: { name: string; fields: Record<ContentField, string> }
  }
  kobza: {
    title: string
    tagline: string
    login: { email: string; console_only: string }
    dashboard: {
      signed_in_as: string
      intro: string
      nothing_assigned: string
      nothing_assigned_hint: string
      queue: string
      queue_empty: string
      open_reports: string
      legends_awaiting: string
      orders_late: string
      withdrawals_waiting: string
      sign_ups: string
      revenue: string
      per_day: string
    }
    users: {
      search: string
      authority: string
      audit_log: string
      no_changes: string
      block_reason: string
      block_reason_help: string
      tabs: Record<'account' | 'content' | 'orders' | 'subscriptions' | 'balance', string>
      as_payer: string
      as_fan: string
      as_artist: string
      subscribed_to: string
      subscribers: string
      active_subscribers: string
      balance: Record<'title' | 'available' | 'held' | 'withdrawing' | 'fan', string>
      nothing: string
    }
    genres: { search: string; code_help_new: string; code_help_edit: string }
    eras: { search: string; code_help: string }
    money: Record<
      | 'search'
      | 'search_people'
      | 'pay_out'
      | 'reject'
      | 'confirm_pay_out'
      | 'confirm_pay_out_text'
      | 'confirm_reject'
      | 'confirm_reject_text'
      | 'reject_reason'
      | 'paid'
      | 'rejected'
      | 'refund'
      | 'confirm_refund'
      | 'confirm_refund_text'
      | 'confirm_refund_delivered_text'
      | 'refund_reason'
      | 'refunded',
      string
    >
    reports: {
      status: Record<'OPEN' | 'RESOLVED' | 'DISMISSED', string>
      kind: Record<'POST' | 'COMMENT' | 'MESSAGE' | 'PROFILE' | 'LEGEND', string>
      actions: Record<'HIDE' | 'WARN' | 'BLOCK_AUTHOR' | 'DISMISS', string>
      done: Record<'HIDE' | 'WARN' | 'BLOCK_AUTHOR' | 'DISMISS', string>
      category: Record<'SPAM' | 'ABUSE' | 'HATE' | 'VIOLENCE' | 'COPYRIGHT' | 'OTHER', string>
      note: string
      note_help: string
      confirm: Record<'HIDE' | 'WARN' | 'BLOCK_AUTHOR' | 'DISMISS', string>
      confirm_text: Record<'HIDE' | 'WARN' | 'BLOCK_AUTHOR' | 'DISMISS', string>
      selected: string
      gone: string
      hidden: string
      picture: string
    }
    content: {
      hide: string
      unhide: string
      reason: string
      hidden: string
      shown: string
      reported: string
      from: string
      to: string
      done_hidden: string
      done_shown: string
      confirm_delete: string
      confirm_delete_text: string
      delete_reason: string
      type: Record<'PUBLIC' | 'PREMIUM' | 'POST' | 'LEGEND', string>
    }
    audit: {
      export: string
      action: string
      actor: string
      target: string
      from: string
      to: string
      export_failed: string
      /** Names of the details' fields that have words; others show as the API names them. */
      fields: Record<'reason' | 'status' | 'hidden' | 'authorities' | 'action' | 'value', string>
    }
    status: Record<'ACTIVE' | 'BLOCKED' | 'DELETED', string>
    legends: {
      search: string
      quorum: string
      quorum_state: string
      flags: string
      duplicate: string
      history: string
      no_decisions: string
      your_decision: string
      judges_decide: string
      reason: string
      reason_help: string
      induct: string
      reject: string
      decided: string
      recorded: string
      settings_help: string
      decision: Record<'INDUCT' | 'REJECT', string>
      status: Record<'VOTING' | 'REVIEWING' | 'SUCCESS' | 'REJECTED' | 'NOT_SELECTED', string>
      type: Record<'SONG' | 'PERSON', string>
    }
    /** Words for the contract's codes (payment goals, statuses, authorities, eras, genres…). */
    codes: CodeMessages
    /**
     * Translations of the contract's own validation messages, by resource and field. English has
     * none: the contract's text is shown as it is.
     */
    contract: Record<string, Record<string, string>>
    /** The API's own messages (see serverMessages.ts). */
    server: Record<ServerMessageName, string>
  }
}

export type ConsoleTranslation = TranslationMessages & ConsoleMessages

export const en: ConsoleTranslation = {
  ...englishMessages,
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        id: 'ID',
        publicName: 'Public name',
        nickName: 'Nickname',
        email: 'Email',
        status: 'Status',
        authorities: 'Authorities',
        createdAt: 'Joined',
      },
    },
    genres: {
      name: 'Genre |||| Genres',
      fields: { code: 'Code', name: 'Name', nameUk: 'Ukrainian name', position: 'Position' },
    },
    eras: {
      name: 'Era |||| Eras',
      fields: { code: 'Code', name: 'Name', nameUk: 'Ukrainian name', position: 'Position' },
    },
    'audit-logs': {
      name: 'Audit log entry |||| Audit log',
      fields: { createdAt: 'When', action: 'Action', targetUserId: 'User #', actorId: 'By user #', details: 'Details' },
    },
    'legend-reviews': { name: 'Review |||| Hall of Fame reviews', fields: legendFieldsEn },
    legends: { name: 'Nomination |||| Hall of Fame nominations', fields: legendFieldsEn },
    'legend-settings': {
      name: 'Hall of Fame settings',
      fields: {
        voteStageDays: 'Voting stage (days)',
        expectedMinimalVote: 'Votes needed to reach the judges (VP)',
        judgesQuorum: 'Judges who must agree',
        nominationsPerDay: 'Nominations a user may make a day',
      },
    },
    payments: {
      name: 'Payment |||| Payments',
      fields: {
        id: 'ID',
        uuid: 'Order',
        goal: 'Goal',
        amount: 'Amount',
        status: 'Status',
        holdStatus: 'Hold',
        payer: 'Payer',
        artist: 'Artist',
        userDesire: 'Wish',
        provider: 'Provider',
        providerTransactionId: 'Provider transaction',
        createdAt: 'Created',
        settledAt: 'Settled',
      },
    },
    'greeting-orders': {
      name: 'Video greeting order |||| Video greeting orders',
      fields: {
        id: 'ID',
        status: 'Status',
        declinedBy: 'Declined by',
        amount: 'Price',
        fan: 'Fan',
        artist: 'Artist',
        fanDesire: 'Wish',
        videoSent: 'Video sent',
        purchaseUuid: 'Payment order',
        createdAt: 'Ordered',
        deadlineAt: 'Deadline',
        settledAt: 'Settled',
      },
    },
    withdrawals: {
      name: 'Withdrawal |||| Withdrawals',
      fields: {
        id: 'ID',
        uuid: 'Request',
        artist: 'Artist',
        amount: 'Amount',
        status: 'Status',
        createdAt: 'Requested',
      },
    },
    subscriptions: {
      name: 'Subscription |||| Subscriptions',
      fields: {
        id: 'ID',
        fan: 'Fan',
        artist: 'Artist',
        activeUntil: 'Paid until',
        cancelledAt: 'Cancelled on',
        active: 'Active',
        cancelled: 'Cancelled',
        createdAt: 'Subscribed',
      },
    },
    reports: {
      name: 'Report |||| Reports',
      fields: {
        id: 'ID',
        createdAt: 'Reported',
        targetKind: 'What',
        preview: 'Content',
        reason: 'Reason',
        status: 'Status',
        targetUserId: 'Author',
        reporterId: 'Reported by',
        resolution: 'Decision',
        resolvedAt: 'Decided',
        category: 'Category',
      },
    },
    posts: {
      name: 'Post |||| Posts',
      fields: {
        id: 'ID',
        authorId: 'Author',
        type: 'Type',
        text: 'Text',
        parentId: 'Under',
        reportCount: 'Reports',
        hidden: 'Hidden',
        hiddenReason: 'Why hidden',
        hiddenAt: 'Hidden at',
        createdAt: 'Published',
      },
    },
    comments: {
      name: 'Comment |||| Comments',
      fields: {
        id: 'ID',
        authorId: 'Author',
        type: 'Under',
        text: 'Comment',
        parentId: 'Post or legend',
        reportCount: 'Reports',
        hidden: 'Hidden',
        hiddenReason: 'Why hidden',
        hiddenAt: 'Hidden at',
        createdAt: 'Written',
      },
    },
  },
  kobza: {
    title: 'Kobza console',
    tagline: 'Moderation and Hall of Fame judging',
    login: { email: 'Email', console_only: 'This account cannot use the console' },
    dashboard: {
      signed_in_as: 'You are signed in with: %{authorities}.',
      intro: 'Use the menu to manage users and reference data, and to review Hall of Fame nominations.',
      nothing_assigned: 'Nothing is assigned to you yet.',
      nothing_assigned_hint: 'Ask an administrator for the authority your work needs.',
      queue: 'Open reports',
      queue_empty: 'No open reports. All quiet.',
      open_reports: 'Open reports',
      legends_awaiting: 'Legends awaiting review',
      orders_late: 'Greeting orders past deadline',
      withdrawals_waiting: 'Withdrawals to approve',
      sign_ups: 'Sign-ups',
      revenue: 'Revenue, ₴',
      per_day: 'Last 30 days, per day',
    },
    users: {
      search: 'Email, name or nickname',
      authority: 'Authority',
      audit_log: 'Audit log',
      tabs: {
        account: 'Account',
        content: 'Content',
        orders: 'Orders',
        subscriptions: 'Subscriptions',
        balance: 'Balance',
      },
      as_payer: 'Payments made',
      as_fan: 'Greetings ordered',
      as_artist: 'As artist: payments received, greetings to record and withdrawals',
      subscribed_to: 'As fan: subscribed to',
      subscribers: 'As artist: subscribers',
      active_subscribers: 'Active subscribers: %{count}',
      balance: {
        title: 'Balance',
        available: 'Available to withdraw',
        held: 'Held for greetings',
        withdrawing: 'Withdrawal requested',
        fan: 'Fan balance (refunds)',
      },
      nothing: 'Nothing yet',
      no_changes: 'No changes yet',
      block_reason: 'Why is the account blocked?',
      block_reason_help: 'Required to block; kept in the audit log for the next moderator',
    },
    genres: {
      search: 'Search genres',
      code_help_new: 'Capital letters, digits and underscores',
      code_help_edit: 'Built-in genre codes cannot change',
    },
    eras: {
      search: 'Search eras',
      code_help: 'Era codes are fixed: the markets and the Hall of Fame filter by them',
    },
    money: {
      search: 'E-mail, name, nickname or order id',
      search_people: 'E-mail, name or nickname',
      pay_out: 'Mark as paid',
      reject: 'Reject',
      confirm_pay_out: 'Mark this withdrawal as paid?',
      confirm_pay_out_text: 'Confirm only once %{amount} has been transferred to the artist. This cannot be undone.',
      confirm_reject: 'Reject this withdrawal?',
      confirm_reject_text: '%{amount} returns to the artist’s available balance.',
      reject_reason: 'Reason (kept in the audit log)',
      paid: 'The withdrawal is marked as paid',
      rejected: 'The withdrawal is rejected and the amount returned to the artist',
      refund: 'Refund',
      confirm_refund: 'Refund this order?',
      confirm_refund_text:
        '%{amount} goes back to the fan’s balance and the artist can no longer send the video. This cannot be undone.',
      confirm_refund_delivered_text:
        'The video was delivered: %{amount} is taken back from the artist (whose balance may go below zero if it was paid out) and goes to the fan’s balance. This cannot be undone.',
      refund_reason: 'Reason (kept in the audit log)',
      refunded: 'The order is refunded: the fan has the money back',
    },
    reports: {
      status: { OPEN: 'Open', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' },
      kind: { POST: 'Post', COMMENT: 'Comment', MESSAGE: 'Chat message', PROFILE: 'Profile', LEGEND: 'Legend' },
      actions: { HIDE: 'Hide content', WARN: 'Warn author', BLOCK_AUTHOR: 'Block author', DISMISS: 'Dismiss' },
      done: {
        HIDE: 'The content is hidden',
        WARN: 'The author is warned',
        BLOCK_AUTHOR: 'The author is blocked',
        DISMISS: 'The report is dismissed',
      },
      category: {
        SPAM: 'Spam',
        ABUSE: 'Insults',
        HATE: 'Hate speech',
        VIOLENCE: 'Violence',
        COPYRIGHT: 'Copyright',
        OTHER: 'Other',
      },
      note: 'Reason',
      note_help: 'Kept with the decision; the author sees it when the content is hidden or they are warned',
      confirm: {
        HIDE: 'Hide the content?',
        WARN: 'Warn the author?',
        BLOCK_AUTHOR: 'Block the author?',
        DISMISS: 'Dismiss the report?',
      },
      confirm_text: {
        HIDE: 'Everyone but its author stops seeing it, and every open report of it closes. You can show it again from Posts or Comments.',
        WARN: 'The warning is recorded on the author’s account with your reason.',
        BLOCK_AUTHOR:
          'The author can no longer sign in and their sessions end at once. An administrator or moderator can unblock the account.',
        DISMISS: 'The report closes and the content stays as it is.',
      },
      selected: '%{smart_count} selected report |||| %{smart_count} selected reports',
      gone: 'No longer exists',
      hidden: 'hidden',
      picture: 'Reported picture',
    },
    content: {
      hide: 'Hide',
      unhide: 'Show again',
      reason: 'Reason shown to the author',
      hidden: 'Hidden',
      shown: 'Shown',
      reported: 'Reported',
      from: 'Published from',
      to: 'Published until',
      done_hidden: 'Hidden',
      done_shown: 'Shown again',
      confirm_delete: 'Delete for good?',
      confirm_delete_text:
        'It disappears for everyone, its author included, with everything under it (replies, votes, likes); this cannot be undone. A post or comment can be hidden instead, which can be undone.',
      delete_reason: 'Reason (kept in the audit log)',
      type: { PUBLIC: 'Public', PREMIUM: 'Premium', POST: 'Post', LEGEND: 'Legend' },
    },
    audit: {
      export: 'Export CSV',
      action: 'Action',
      actor: 'Who',
      target: 'Account',
      from: 'From',
      to: 'To',
      export_failed: 'The export failed, try again',
      fields: {
        reason: 'Reason',
        status: 'Status',
        hidden: 'Hidden',
        authorities: 'Authorities',
        action: 'Decision',
        value: 'Value',
      },
    },
    status: { ACTIVE: 'Active', BLOCKED: 'Blocked', DELETED: 'Deleted' },
    legends: {
      search: 'Name or artist',
      quorum: 'Decisions',
      quorum_state: 'Induct %{inducting} · Reject %{rejecting} · %{quorum} needed',
      flags: 'Flags',
      duplicate: 'Possible duplicate',
      history: 'Decisions',
      no_decisions: 'No judge has decided yet.',
      your_decision: 'Your decision',
      judges_decide: 'Only Hall of Fame judges decide on a legend',
      reason: 'Reason (required to reject; the nominator sees it)',
      reason_help: 'Explain which rule the nomination breaks or why it is not a legend.',
      induct: 'Induct',
      reject: 'Reject',
      decided: 'Decided: the quorum is met',
      recorded: 'Your decision is recorded; more judges must agree',
      settings_help: 'New nominations take these values; running voting stages keep the ones they started with.',
      decision: { INDUCT: 'Inducted', REJECT: 'Rejected' },
      status: {
        VOTING: 'On voting',
        REVIEWING: 'On Reviewing',
        SUCCESS: 'Inducted',
        REJECTED: 'Rejected',
        NOT_SELECTED: 'Not selected',
      },
      type: { SONG: 'Music work', PERSON: 'Music creator' },
    },
    codes: codesEn,
    contract: {},
    server: serverMessages,
  },
}

export const uk: ConsoleTranslation = {
  ra: raUkrainian,
  resources: {
    users: {
      name: 'Користувач |||| Користувачі |||| Користувачів',
      fields: {
        id: 'ID',
        publicName: "Публічне ім'я",
        nickName: 'Нікнейм',
        email: 'Електронна пошта',
        status: 'Статус',
        authorities: 'Повноваження',
        createdAt: 'Приєднався',
      },
    },
    genres: {
      name: 'Жанр |||| Жанри |||| Жанрів',
      fields: { code: 'Код', name: 'Назва англійською', nameUk: 'Назва українською', position: 'Позиція' },
    },
    eras: {
      name: 'Епоха |||| Епохи |||| Епох',
      fields: { code: 'Код', name: 'Назва англійською', nameUk: 'Назва українською', position: 'Позиція' },
    },
    'audit-logs': {
      name: 'Запис журналу |||| Журнал дій |||| Журнал дій',
      fields: {
        createdAt: 'Коли',
        action: 'Дія',
        targetUserId: 'Користувач №',
        actorId: 'Ким (користувач №)',
        details: 'Подробиці',
      },
    },
    'legend-reviews': { name: 'Розгляд |||| Розгляд Зали слави |||| Розгляд Зали слави', fields: legendFieldsUk },
    legends: { name: 'Номінація |||| Номінації Зали слави |||| Номінацій Зали слави', fields: legendFieldsUk },
    'legend-settings': {
      name: 'Налаштування Зали слави',
      fields: {
        voteStageDays: 'Етап голосування (днів)',
        expectedMinimalVote: 'Голосів, щоб потрапити до суддів (VP)',
        judgesQuorum: 'Скільки суддів мають погодитися',
        nominationsPerDay: 'Номінацій на користувача за день',
      },
    },
    payments: {
      name: 'Платіж |||| Платежі |||| Платежів',
      fields: {
        id: 'ID',
        uuid: 'Замовлення',
        goal: 'Мета',
        amount: 'Сума',
        status: 'Статус',
        holdStatus: 'Заморожування',
        payer: 'Платник',
        artist: 'Артист',
        userDesire: 'Побажання',
        provider: 'Провайдер',
        providerTransactionId: 'Транзакція провайдера',
        createdAt: 'Створено',
        settledAt: 'Завершено',
      },
    },
    'greeting-orders': {
      name: 'Замовлення відеопривітання |||| Замовлення відеопривітань |||| Замовлень відеопривітань',
      fields: {
        id: 'ID',
        status: 'Статус',
        declinedBy: 'Ким відхилено',
        amount: 'Ціна',
        fan: 'Фан',
        artist: 'Артист',
        fanDesire: 'Побажання',
        videoSent: 'Відео надіслано',
        purchaseUuid: 'Платіжне замовлення',
        createdAt: 'Замовлено',
        deadlineAt: 'Термін',
        settledAt: 'Завершено',
      },
    },
    withdrawals: {
      name: 'Виведення |||| Виведення |||| Виведень',
      fields: { id: 'ID', uuid: 'Запит', artist: 'Артист', amount: 'Сума', status: 'Статус', createdAt: 'Запитано' },
    },
    subscriptions: {
      name: 'Підписка |||| Підписки |||| Підписок',
      fields: {
        id: 'ID',
        fan: 'Фан',
        artist: 'Артист',
        activeUntil: 'Оплачено до',
        cancelledAt: 'Скасовано',
        active: 'Активна',
        cancelled: 'Скасована',
        createdAt: 'Підписався(лась)',
      },
    },
    reports: {
      name: 'Скарга |||| Скарги |||| Скарг',
      fields: {
        id: 'ID',
        createdAt: 'Подано',
        targetKind: 'На що',
        preview: 'Вміст',
        reason: 'Причина',
        status: 'Статус',
        targetUserId: 'Автор',
        reporterId: 'Хто поскаржився',
        resolution: 'Рішення',
        category: 'Категорія',
        resolvedAt: 'Вирішено',
      },
    },
    posts: {
      name: 'Допис |||| Дописи',
      fields: {
        id: 'ID',
        authorId: 'Автор',
        type: 'Тип',
        text: 'Текст',
        parentId: 'Під чим',
        reportCount: 'Скарги',
        hidden: 'Приховано',
        hiddenReason: 'Чому приховано',
        hiddenAt: 'Коли приховано',
        createdAt: 'Опубліковано',
      },
    },
    comments: {
      name: 'Коментар |||| Коментарі',
      fields: {
        id: 'ID',
        authorId: 'Автор',
        type: 'Під чим',
        text: 'Коментар',
        parentId: 'Допис або легенда',
        reportCount: 'Скарги',
        hidden: 'Приховано',
        hiddenReason: 'Чому приховано',
        hiddenAt: 'Коли приховано',
        createdAt: 'Написано',
      },
    },
  },
  kobza: {
    title: 'Консоль Kobza',
    tagline: 'Модерація та суддівство Зали слави',
    login: { email: 'Електронна пошта', console_only: 'Цей обліковий запис не має доступу до консолі' },
    dashboard: {
      signed_in_as: 'Ви увійшли з повноваженнями: %{authorities}.',
      intro: 'Користувачами, довідниками та номінаціями Зали слави керуйте через меню.',
      nothing_assigned: 'Вам ще нічого не призначено.',
      nothing_assigned_hint: 'Попросіть адміністратора надати потрібні вам повноваження.',
      queue: 'Відкриті скарги',
      queue_empty: 'Відкритих скарг немає.',
      open_reports: 'Відкриті скарги',
      legends_awaiting: 'Легенди на розгляді',
      orders_late: 'Замовлення привітань із простроченим терміном',
      withdrawals_waiting: 'Виведення коштів на погодження',
      sign_ups: 'Реєстрації',
      revenue: 'Виторг, ₴',
      per_day: 'Останні 30 днів, по днях',
    },
    users: {
      search: "Пошта, ім'я або нікнейм",
      authority: 'Повноваження',
      audit_log: 'Журнал дій',
      tabs: {
        account: 'Обліковий запис',
        content: 'Вміст',
        orders: 'Замовлення',
        subscriptions: 'Підписки',
        balance: 'Баланс',
      },
      as_payer: 'Здійснені платежі',
      as_fan: 'Замовлені привітання',
      as_artist: 'Як артист: отримані платежі, привітання до запису та виведення',
      subscribed_to: 'Як фан: підписки на артистів',
      subscribers: 'Як артист: підписники',
      active_subscribers: 'Активних підписників: %{count}',
      balance: {
        title: 'Баланс',
        available: 'Доступно до виведення',
        held: 'Заморожено за привітання',
        withdrawing: 'Запитано до виведення',
        fan: 'Баланс фана (повернення)',
      },
      nothing: 'Поки нічого',
      no_changes: 'Змін ще не було',
      block_reason: 'Чому обліковий запис блокується?',
      block_reason_help: 'Обов’язково для блокування; зберігається в журналі дій для наступного модератора',
    },
    genres: {
      search: 'Пошук жанрів',
      code_help_new: 'Великі латинські літери, цифри та підкреслення',
      code_help_edit: 'Коди вбудованих жанрів змінювати не можна',
    },
    eras: {
      search: 'Пошук епох',
      code_help: 'Коди епох незмінні: за ними фільтрують ринки та Зала слави',
    },
    money: {
      search: 'Пошта, ім’я, нікнейм або номер замовлення',
      search_people: 'Пошта, ім’я або нікнейм',
      pay_out: 'Позначити виплаченим',
      reject: 'Відхилити',
      confirm_pay_out: 'Позначити це виведення виплаченим?',
      confirm_pay_out_text: 'Підтверджуйте лише після того, як %{amount} переказано артистові. Скасувати це не можна.',
      confirm_reject: 'Відхилити це виведення?',
      confirm_reject_text: '%{amount} повернеться на доступний баланс артиста.',
      reject_reason: 'Причина (зберігається в журналі дій)',
      paid: 'Виведення позначено виплаченим',
      rejected: 'Виведення відхилено, суму повернуто артистові',
      refund: 'Повернути кошти',
      confirm_refund: 'Повернути кошти за це замовлення?',
      confirm_refund_text:
        '%{amount} повернеться на баланс фаната, а артист уже не зможе надіслати відео. Скасувати це не можна.',
      confirm_refund_delivered_text:
        'Відео вже надіслано: %{amount} буде списано з артиста (його баланс може стати від’ємним, якщо кошти вже виведено) і повернено на баланс фаната. Скасувати це не можна.',
      refund_reason: 'Причина (збережеться в журналі дій)',
      refunded: 'Кошти за замовлення повернуто фанатові',
    },
    reports: {
      status: { OPEN: 'Відкрита', RESOLVED: 'Вирішена', DISMISSED: 'Відхилена' },
      kind: {
        POST: 'Допис',
        COMMENT: 'Коментар',
        MESSAGE: 'Повідомлення в чаті',
        PROFILE: 'Профіль',
        LEGEND: 'Легенда',
      },
      actions: {
        HIDE: 'Приховати вміст',
        WARN: 'Попередити автора',
        BLOCK_AUTHOR: 'Заблокувати автора',
        DISMISS: 'Відхилити',
      },
      done: {
        HIDE: 'Вміст приховано',
        WARN: 'Автора попереджено',
        BLOCK_AUTHOR: 'Автора заблоковано',
        DISMISS: 'Скаргу відхилено',
      },
      category: {
        SPAM: 'Спам',
        ABUSE: 'Образи',
        HATE: 'Мова ворожнечі',
        VIOLENCE: 'Насильство',
        COPYRIGHT: 'Авторські права',
        OTHER: 'Інше',
      },
      note: 'Причина',
      note_help: 'Зберігається з рішенням; автор бачить її, якщо вміст приховано чи його попереджено',
      confirm: {
        HIDE: 'Приховати вміст?',
        WARN: 'Попередити автора?',
        BLOCK_AUTHOR: 'Заблокувати автора?',
        DISMISS: 'Відхилити скаргу?',
      },
      confirm_text: {
        HIDE: 'Вміст перестануть бачити всі, крім автора, а всі відкриті скарги на нього закриються. Показати його знову можна в розділі «Дописи» чи «Коментарі».',
        WARN: 'Попередження з вашою причиною буде записано до облікового запису автора.',
        BLOCK_AUTHOR:
          'Автор більше не зможе увійти, а всі його сеанси завершаться одразу. Розблокувати обліковий запис може адміністратор чи модератор.',
        DISMISS: 'Скарга закриється, а вміст лишиться як є.',
      },
      selected: 'Вибрано %{smart_count} скаргу |||| Вибрано %{smart_count} скарги |||| Вибрано %{smart_count} скарг',
      gone: 'Більше не існує',
      hidden: 'приховано',
      picture: 'Зображення, на яке поскаржилися',
    },
    content: {
      hide: 'Приховати',
      unhide: 'Показати знову',
      reason: 'Причина, яку побачить автор',
      hidden: 'Приховано',
      shown: 'Показано',
      reported: 'Зі скаргами',
      from: 'Опубліковано від',
      to: 'Опубліковано до',
      done_hidden: 'Приховано',
      done_shown: 'Знову показано',
      confirm_delete: 'Видалити назавжди?',
      confirm_delete_text:
        'Вміст зникне для всіх, зокрема й для автора, разом із усім, що під ним (відповіді, голоси, вподобання); скасувати це не можна. Допис чи коментар можна натомість приховати, і це можна скасувати.',
      delete_reason: 'Причина (зберігається в журналі дій)',
      type: { PUBLIC: 'Публічний', PREMIUM: 'Преміум', POST: 'Допис', LEGEND: 'Легенда' },
    },
    audit: {
      export: 'Експорт CSV',
      action: 'Дія',
      actor: 'Хто',
      target: 'Обліковий запис',
      from: 'Від',
      to: 'До',
      export_failed: 'Не вдалося експортувати, спробуйте ще раз',
      fields: {
        reason: 'Причина',
        status: 'Статус',
        hidden: 'Приховано',
        authorities: 'Повноваження',
        action: 'Рішення',
        value: 'Значення',
      },
    },
    status: { ACTIVE: 'Активний', BLOCKED: 'Заблокований', DELETED: 'Видалений' },
    legends: {
      search: 'Назва або виконавець',
      quorum: 'Рішення',
      quorum_state: 'Внести %{inducting} · Відхилити %{rejecting} · потрібно %{quorum}',
      flags: 'Позначки',
      duplicate: 'Можливий дублікат',
      history: 'Рішення',
      no_decisions: 'Жоден суддя ще не ухвалив рішення.',
      your_decision: 'Ваше рішення',
      judges_decide: 'Рішення про легенду ухвалюють лише судді Зали слави',
      reason: 'Причина (обов’язкова для відхилення; її побачить номінатор)',
      reason_help: 'Поясніть, яке правило порушено або чому це не легенда.',
      induct: 'Внести до Зали слави',
      reject: 'Відхилити',
      decided: 'Рішення ухвалено: кворум досягнуто',
      recorded: 'Ваше рішення записано; потрібна згода інших суддів',
      settings_help: 'Нові номінації отримують ці значення; етапи, що вже тривають, зберігають свої.',
      decision: { INDUCT: 'Внесено', REJECT: 'Відхилено' },
      status: {
        VOTING: 'Голосування',
        REVIEWING: 'На розгляді',
        SUCCESS: 'Внесено',
        REJECTED: 'Відхилено',
        NOT_SELECTED: 'Не відібрано',
      },
      type: { SONG: 'Музичний твір', PERSON: 'Музичний творець' },
    },
    codes: codesUk,
    contract: {
      genres: { code: 'Код: 2–40 великих латинських літер, цифр або підкреслень, на початку — літера' },
    },
    server: {
      invalidCredentials: 'Неправильна електронна пошта або пароль',
      accountBlocked: 'Ваш обліковий запис заблоковано. Зверніться до підтримки',
      invalidRefreshToken: 'Сеанс завершився. Увійдіть знову',
      onlyAdminsGrant: 'Надавати й відкликати повноваження можуть лише адміністратори',
      blockReasonRequired: 'Скажіть, чому обліковий запис блокується',
      decisionReasonRequired: 'Скажіть, чому ви так вирішили',
      deleteReasonRequired: 'Скажіть, чому це видаляється',
      cannotBlockStaff: 'Модератори не можуть блокувати адміністраторів чи інших модераторів',
      cannotLockOutSelf: 'Не можна заблокувати себе чи зняти з себе повноваження адміністратора',
      deletedUser: 'Видалені облікові записи змінювати не можна',
      withdrawalDecided: 'Це виведення вже опрацьовано',
      orderNotRefundable: 'Це замовлення вже відхилено або кошти за нього вже повернуто',
      refundReasonRequired: 'Вкажіть, чому повертаються кошти',
      rejectReasonRequired: 'Вкажіть, чому виведення відхилено',
      forbidden: 'Вам не дозволено це робити',
      notFound: 'Ресурс не знайдено',
      serverError: 'Щось пішло не так. Спробуйте пізніше',
      tooManyRequests: 'Забагато запитів. Спробуйте пізніше',
      nulCharacter: 'Текст не може містити символів NUL',
      legendNotReviewing: 'Ця легенда не чекає на рішення суддів',
      legendAlreadyDecided: 'Ви вже ухвалили рішення щодо цієї легенди',
      legendReasonRequired: 'Напишіть причину відхилення',
      legendNotFound: 'Легенду не знайдено',
    },
  },
}
