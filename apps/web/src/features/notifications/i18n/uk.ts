import type { Strings } from '../../../shared/i18n/strings'
import type { en } from './en'

export const uk: Strings<typeof en> = {
  titles: {
    notifications: 'Сповіщення',
  },
  page: {
    markAllRead: 'Позначити всі прочитаними',
    markRead: 'Позначити прочитаним',
    unread: 'Непрочитане',
    empty: 'Поки нічого',
    emptyHint: 'Тут з’являться замовлення, підписники, донати, коментарі та вподобання.',
    pages: 'Сторінки сповіщень',
    previous: 'Попередня',
    next: 'Наступна',
    page: 'Сторінка {{page}}',
    someone: 'Хтось',
    failed: 'Не вдалося завантажити сповіщення.',
  },
  text: {
    GREETING_ORDERED: '{{actor}} замовляє відеопривітання: надішліть його до {{deadline}}',
    NEW_SUBSCRIBER: '{{actor}} підписується на вас',
    DONATION_RECEIVED: '{{actor}} донатить {{amount}} ₴',
    POST_COMMENTED: '{{actor}} коментує ваш допис',
    INVITATION_ACCEPTED: '{{actor}} приймає ваше запрошення підписатися',
    POST_LIKED: '{{actor}} вподобує ваш допис',
    POST_LIKED_others: '{{actor}} та ще {{others}} вподобали ваш допис',
    GREETING_DELIVERED: '{{actor}} надсилає ваше відеопривітання',
    GREETING_DECLINED: '{{actor}} відхиляє ваше відеопривітання; гроші повернуто на ваш баланс',
    GREETING_REFUNDED: 'Кошти за ваше відеопривітання повернуто на баланс',
    COMMENT_REPLIED: '{{actor}} відповідає на ваш коментар',
  },
}
