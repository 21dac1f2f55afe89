// src/features/search/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: { search: "Search" },
		search: {
			boxLabel: "Search artists, songs and events",
			placeholder: "Search",
			clear: "Clear search",
			filter: "Filter",
			filterTitle: "Filter",
			typeLegend: "What to look for",
			genresLegend: "Genres",
			genresLoading: "Loading genres…",
			genresFailed: "Genres could not be loaded.",
			apply: "Apply",
			types: {
				ARTIST: "Artists",
				SONG: "Songs",
				EVENT: "Events"
			},
			chipsLabel: "Active filters",
			genreChip: "Genres: {{count}}",
			removeChip: "Remove filter: {{name}}",
			startTitle: "Start your journey",
			startText: "Type a name to find artists, or open the filter to look for songs by genre and for events.",
			noMatches: "No matches found",
			noMatchesText: "Check the spelling, type fewer letters or change the filter.",
			errorTitle: "Search failed",
			errorText: "The results could not be loaded. Check your connection and try again.",
			results: "Results",
			pagination: "Result pages",
			play: "Play {{name}}",
			pause: "Pause {{name}}",
			noAudio: "No audio for {{name}}"
		}
	},
	uk: {
		titles: { search: "Пошук" },
		search: {
			boxLabel: "Шукати артистів, пісні та події",
			placeholder: "Пошук",
			clear: "Очистити пошук",
			filter: "Фільтр",
			filterTitle: "Фільтр",
			typeLegend: "Що шукати",
			genresLegend: "Жанри",
			genresLoading: "Завантаження жанрів…",
			genresFailed: "Не вдалося завантажити жанри.",
			apply: "Застосувати",
			types: {
				ARTIST: "Артисти",
				SONG: "Пісні",
				EVENT: "Події"
			},
			chipsLabel: "Активні фільтри",
			genreChip: "Жанри: {{count}}",
			removeChip: "Прибрати фільтр: {{name}}",
			startTitle: "Почніть свою подорож",
			startText: "Введіть ім'я, щоб знайти артиста, або відкрийте фільтр, щоб шукати пісні за жанром і події.",
			noMatches: "Нічого не знайдено",
			noMatchesText: "Перевірте написання, введіть менше літер або змініть фільтр.",
			errorTitle: "Пошук не вдався",
			errorText: "Не вдалося завантажити результати. Перевірте з'єднання і спробуйте ще раз.",
			results: "Результати",
			pagination: "Сторінки результатів",
			play: "Відтворити «{{name}}»",
			pause: "Пауза: «{{name}}»",
			noAudio: "Немає аудіо для «{{name}}»"
		}
	}
};
export { strings };

//# sourceMappingURL=i18n-DqjxhsxT.js.map