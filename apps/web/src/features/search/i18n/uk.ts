import type { SearchStrings } from './en'

export const uk: SearchStrings = {
  titles: {
    search: 'Пошук',
  },
  search: {
    boxLabel: 'Шукати артистів, пісні та події',
    placeholder: 'Пошук',
    clear: 'Очистити пошук',
    filter: 'Фільтр',
    filterTitle: 'Фільтр',
    typeLegend: 'Що шукати',
    genresLegend: 'Жанри',
    genresLoading: 'Завантаження жанрів…',
    genresFailed: 'Не вдалося завантажити жанри.',
    apply: 'Застосувати',
    types: {
      ARTIST: 'Артисти',
      SONG: 'Пісні',
      EVENT: 'Події',
    },
    chipsLabel: 'Активні фільтри',
    genreChip: 'Жанри: {{count}}',
    removeChip: 'Прибрати фільтр: {{name}}',
    startTitle: 'Почніть свою подорож',
    startText: "Введіть ім'я, щоб знайти артиста, або відкрийте фільтр, щоб шукати пісні за жанром і події.",
    noMatches: 'Нічого не знайдено',
    noMatchesText: 'Перевірте написання, введіть менше літер або змініть фільтр.',
    errorTitle: 'Пошук не вдався',
    errorText: "Не вдалося завантажити результати. Перевірте з'єднання і спробуйте ще раз.",
    results: 'Результати',
    pagination: 'Сторінки результатів',
    play: 'Відтворити «{{name}}»',
    pause: 'Пауза: «{{name}}»',
    noAudio: 'Немає аудіо для «{{name}}»',
  },
}
