import type { ChatStrings } from './en'

export const uk: ChatStrings = {
  titles: {
    chat: 'Чат',
  },
  placeholder: {
    chat: 'Особисте листування фанів з активною підпискою та їхніх артистів.',
  },
}
