import type { FeedStrings } from './en'

export const uk: FeedStrings = {
  titles: {
    home: 'Головна',
  },
  home: {
    feedTitle: 'Стрічка',
    recommendations: 'Рекомендації',
    premium: 'Преміум-підписка',
    feedComingSoon: 'Тут незабаром зʼявляться дописи артистів.',
    genresTitle: 'Жанри',
    genresEmpty: 'Жанрів поки немає',
    genresErrorTitle: 'Не вдалося завантажити жанри',
    genresErrorText: 'Сервер не відповів. Перевірте зʼєднання і спробуйте ще раз.',
  },
}
