import type { ChatStrings } from './en'

export const uk: ChatStrings = {
  titles: {
    chat: 'Чат',
  },
  list: {
    label: 'Розмови',
    empty: 'У вас ще немає чатів',
    emptyHint: 'Підпишіться на артиста, щоб почати розмову.',
    noMessages: 'Повідомлень ще немає',
    you: 'Ви: {{text}}',
    image: 'Зображення',
    unread: 'Непрочитані повідомлення: {{count}}',
    loadFailed: 'Не вдалося завантажити чати',
  },
  conversation: {
    back: 'Назад до чатів',
    pick: 'Оберіть розмову',
    pickHint: 'Тут з’являються ваші розмови з артистами та фанами.',
    loadFailed: 'Не вдалося завантажити повідомлення. Пробуємо ще…',
    older: 'Показати попередні повідомлення',
    start: 'Привітайтеся з {{name}}',
    yours: 'Ви',
    imageAlt: 'Зображення від {{name}}',
    ownImageAlt: 'Ваше зображення',
    read: 'Прочитано',
    live: 'Наживо',
    polling: 'Оновлюється',
    openProfile: 'Відкрити профіль {{name}}',
  },
  composer: {
    label: 'Повідомлення',
    placeholder: 'Напишіть повідомлення…',
    send: 'Надіслати',
    attach: 'Надіслати зображення',
    notAllowed: 'Щоб писати артисту, потрібно на нього підписатися',
    subscribe: 'Підписатися',
    notAllowedArtist: 'Цей фан більше не підписаний: розмова лише для читання.',
    tooLong: 'Максимальна кількість символів - {{length}}/{{max}}',
  },
  preview: {
    title: 'Надіслати це зображення?',
    send: 'Надіслати',
    cancel: 'Скасувати',
    wrongType: 'Оберіть зображення PNG, JPEG або WebP',
    tooLarge: 'Зображення більше за 10 МБ',
  },
  button: {
    message: 'Написати',
  },
}
