import type { HallOfFameStrings } from './en'

export const uk: HallOfFameStrings = {
  titles: {
    hallOfFame: 'Зала слави',
    legend: 'Легенда',
    legendsPlaylist: 'Плейлист легенд',
    induct: 'Номінувати легенду',
  },
  placeholder: {
    hallOfFame: 'Голосуйте за пісні та людей, які творили українську музику, і переглядайте легенд.',
    legend: 'Історія легенди, її музика, голоси та коментарі.',
    legendsPlaylist: 'Усі пісні, внесені до Зали слави, в одному плейлисті.',
    induct: 'Номінуйте музичний твір або музичного творця до Зали слави.',
  },
}
