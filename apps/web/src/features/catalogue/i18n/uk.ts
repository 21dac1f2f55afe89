import type { CatalogueStrings } from './en'

export const uk: CatalogueStrings = {
  titles: {
    profileSongs: 'Пісні',
    playlist: 'Плейлист',
    createPlaylist: 'Новий плейлист',
  },
  placeholder: {
    profileSongs: 'Усі пісні й плейлисти артиста; власник профілю тут завантажує пісні та створює плейлисти.',
    playlist: 'Обкладинка і пісні плейлиста та інші плейлисти артиста, які варто послухати далі.',
    createPlaylist: 'Оберіть пісні зі свого каталогу, додайте обкладинку й опис і опублікуйте плейлист.',
  },
}
