import type { SearchStrings } from './en'

export const uk: SearchStrings = {
  titles: {
    search: 'Пошук',
  },
  placeholder: {
    search: 'Шукайте пісні, артистів і події на Kobza, фільтруйте пісні за жанром і відкривайте профілі артистів.',
  },
}
