import type { GreetingsStrings } from './en'

export const uk: GreetingsStrings = {
  titles: {
    video: 'Мої відеопривітання',
    profileVideo: 'Відеопривітання',
  },
  placeholder: {
    video: 'Стежте за замовленими відеопривітаннями, переглядайте їх і завантажуйте готові відео.',
    profileVideo: 'Замовлення відеопривітань від фанів: прийняти, записати й надіслати або відхилити.',
  },
}
