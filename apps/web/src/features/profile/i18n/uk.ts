import type { ProfileStrings } from './en'

export const uk: ProfileStrings = {
  titles: {
    profile: 'Профіль',
    profileEvents: 'Події',
    event: 'Подія',
    subscribers: 'Підписники',
  },
  placeholder: {
    profile: 'Обкладинка, аватар і опис артиста, його пісні, плейлисти й події та стрічка дописів.',
    profileEvents: 'Концерти та інші події артиста з датами і посиланнями на квитки.',
    event: 'Подробиці події: дата й час, опис, квитки та інші події артиста.',
    subscribers: 'Платні підписники артиста, ціни підписки та запрошення.',
  },
}
