import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { raUkrainian } from './raUkrainian.ts'
import { serverMessages, type ServerMessageName } from './serverMessages.ts'

/** The console's own strings; Ukrainian must have every key English has (checked by the type). */
interface ConsoleMessages {
  resources: {
    users: {
      name: string
      fields: Record<'id' | 'publicName' | 'nickName' | 'email' | 'status' | 'authorities' | 'createdAt', string>
    }
    genres: { name: string; fields: Record<'code' | 'name' | 'position', string> }
    'audit-logs': {
      name: string
      fields: Record<'createdAt' | 'action' | 'targetUserId' | 'actorId' | 'details', string>
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
        | 'resolvedAt',
        string
      >
    }
  }
  kobza: {
    title: string
    tagline: string
    login: { email: string; console_only: string }
    dashboard: { signed_in_as: string; intro: string; nothing_assigned: string; nothing_assigned_hint: string }
    users: { search: string; authority: string; audit_log: string; no_changes: string }
    genres: { search: string; code_help_new: string; code_help_edit: string }
    reports: {
      status: Record<'OPEN' | 'RESOLVED' | 'DISMISSED', string>
      kind: Record<'POST' | 'COMMENT' | 'MESSAGE' | 'PROFILE' | 'LEGEND', string>
      actions: Record<'HIDE' | 'BLOCK_AUTHOR' | 'DISMISS', string>
      done: Record<'HIDE' | 'BLOCK_AUTHOR' | 'DISMISS', string>
      confirmBlock: string
      gone: string
      hidden: string
      picture: string
    }
    status: Record<'ACTIVE' | 'BLOCKED' | 'DELETED', string>
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
      fields: { code: 'Code', name: 'Name', position: 'Position' },
    },
    'audit-logs': {
      name: 'Audit log entry |||| Audit log',
      fields: { createdAt: 'When', action: 'Action', targetUserId: 'User #', actorId: 'By user #', details: 'Details' },
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
      },
    },
  },
  kobza: {
    title: 'Kobza console',
    tagline: 'Moderation and Hall of Fame judging',
    login: { email: 'Email', console_only: 'This account cannot use the console' },
    dashboard: {
      signed_in_as: 'You are signed in with: %{authorities}.',
      intro: 'Use the menu to manage users and reference data.',
      nothing_assigned: 'Nothing is assigned to you yet.',
      nothing_assigned_hint: 'Hall of Fame judging arrives with its feature; it will appear in the menu here.',
    },
    users: {
      search: 'Email, name or nickname',
      authority: 'Authority',
      audit_log: 'Audit log',
      no_changes: 'No changes yet',
    },
    genres: {
      search: 'Search genres',
      code_help_new: 'Capital letters, digits and underscores',
      code_help_edit: 'Built-in genre codes cannot change',
    },
    reports: {
      status: { OPEN: 'Open', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' },
      kind: { POST: 'Post', COMMENT: 'Comment', MESSAGE: 'Chat message', PROFILE: 'Profile', LEGEND: 'Legend' },
      actions: { HIDE: 'Hide content', BLOCK_AUTHOR: 'Block author', DISMISS: 'Dismiss' },
      done: {
        HIDE: 'The content is hidden',
        BLOCK_AUTHOR: 'The author is blocked',
        DISMISS: 'The report is dismissed',
      },
      confirmBlock: 'Block the author? Their sessions end at once.',
      gone: 'No longer exists',
      hidden: 'hidden',
      picture: 'Reported picture',
    },
    status: { ACTIVE: 'Active', BLOCKED: 'Blocked', DELETED: 'Deleted' },
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
      fields: { code: 'Код', name: 'Назва', position: 'Позиція' },
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
        resolvedAt: 'Вирішено',
      },
    },
  },
  kobza: {
    title: 'Консоль Kobza',
    tagline: 'Модерація та суддівство Зали слави',
    login: { email: 'Електронна пошта', console_only: 'Цей обліковий запис не має доступу до консолі' },
    dashboard: {
      signed_in_as: 'Ви увійшли з повноваженнями: %{authorities}.',
      intro: 'Користувачами та довідниками керуйте через меню.',
      nothing_assigned: 'Вам ще нічого не призначено.',
      nothing_assigned_hint: "Суддівство Зали слави з'явиться разом із цією функцією — тоді воно буде тут, у меню.",
    },
    users: {
      search: "Пошта, ім'я або нікнейм",
      authority: 'Повноваження',
      audit_log: 'Журнал дій',
      no_changes: 'Змін ще не було',
    },
    genres: {
      search: 'Пошук жанрів',
      code_help_new: 'Великі латинські літери, цифри та підкреслення',
      code_help_edit: 'Коди вбудованих жанрів змінювати не можна',
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
      actions: { HIDE: 'Приховати вміст', BLOCK_AUTHOR: 'Заблокувати автора', DISMISS: 'Відхилити' },
      done: {
        HIDE: 'Вміст приховано',
        BLOCK_AUTHOR: 'Автора заблоковано',
        DISMISS: 'Скаргу відхилено',
      },
      confirmBlock: 'Заблокувати автора? Усі його сеанси завершаться одразу.',
      gone: 'Більше не існує',
      hidden: 'приховано',
      picture: 'Зображення, на яке поскаржилися',
    },
    status: { ACTIVE: 'Активний', BLOCKED: 'Заблокований', DELETED: 'Видалений' },
    contract: {
      genres: { code: 'Код: 2–40 великих латинських літер, цифр або підкреслень, на початку — літера' },
    },
    server: {
      invalidCredentials: 'Неправильна електронна пошта або пароль',
      accountBlocked: 'Ваш обліковий запис заблоковано. Зверніться до підтримки',
      invalidRefreshToken: 'Сеанс завершився. Увійдіть знову',
      onlyAdminsGrant: 'Надавати й відкликати повноваження можуть лише адміністратори',
      cannotBlockStaff: 'Модератори не можуть блокувати адміністраторів чи інших модераторів',
      cannotLockOutSelf: 'Не можна заблокувати себе чи зняти з себе повноваження адміністратора',
      deletedUser: 'Видалені облікові записи змінювати не можна',
      forbidden: 'Вам не дозволено це робити',
      notFound: 'Ресурс не знайдено',
      serverError: 'Щось пішло не так. Спробуйте пізніше',
      tooManyRequests: 'Забагато запитів. Спробуйте пізніше',
    },
  },
}
