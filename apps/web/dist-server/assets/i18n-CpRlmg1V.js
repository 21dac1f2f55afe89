// src/features/profile/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: {
			profile: "Profile",
			subscribers: "Subscribers",
			invitation: "Invitation"
		},
		profile: {
			notFoundTitle: "Profile not found",
			notFoundText: "There is no profile with this nickname. It may have been renamed.",
			loadErrorTitle: "The profile could not be loaded",
			coverAlt: "Cover of {{name}}",
			avatarAlt: "{{name}}",
			judge: "Judge",
			edit: "Edit",
			socialLinks: "Social links",
			instagram: "Instagram",
			facebook: "Facebook",
			twitter: "Twitter",
			opensInNewTab: "(opens in a new tab)",
			actions: "Profile actions",
			posts: "Posts"
		},
		edit: {
			title: "Edit profile",
			save: "Save",
			saving: "Saving…",
			cancel: "Cancel",
			saved: "The profile has been saved",
			publicName: "Public name",
			nickName: "Nickname",
			nickNameHint: "Latin letters, digits, dots, hyphens and underscores; your page’s address.",
			nickNameFormat: "A nickname may hold only Latin letters, digits, dots, hyphens and underscores",
			description: "Description",
			instagram: "Instagram link",
			facebook: "Facebook link",
			twitter: "Twitter link",
			linkScheme: "A link must start with http:// or https://",
			maxChars: "Maximum number of characters - {{length}}/{{max}}",
			changeAvatar: "Change avatar",
			changeCover: "Change cover",
			pictureType: "The picture must be a PNG or JPEG image",
			pictureTooLarge: "The picture must be at most 6 MB",
			cropAvatar: "Crop the avatar",
			cropCover: "Crop the cover"
		},
		ownerNav: {
			label: "Artist navigation",
			profile: "Profile",
			songs: "Songs",
			events: "Events",
			video: "Video Congratulations",
			earnings: "Earnings",
			subscribers: "Subscribers",
			notAvailableYet: "Not available yet"
		},
		subscribers: {
			editPrices: "Edit prices",
			addSubscriber: "Add subscriber",
			promoCode: "Generate promo-code",
			search: "Search subscribers",
			searchPlaceholder: "Nickname",
			clearSearch: "Clear the search",
			empty: "You don't have any subscriber",
			noMatch: "No subscriber matches “{{query}}”",
			since: "Subscribed since {{date}}",
			list: "Subscribers",
			ownerOnly: "Only the artist sees their subscribers.",
			pages: "Subscriber pages"
		},
		prices: {
			title: "Edit prices",
			subscribePrice: "Subscription price, ₴ per month",
			videoPrice: "Video congratulation price, ₴",
			rules: "Rules for video congratulations",
			rulesHint: "What fans should know before ordering; may stay empty.",
			minPrice: "The price must be at least 1",
			save: "Save",
			saved: "The prices have been saved"
		},
		invite: {
			title: "Add subscriber",
			email: "E-mail",
			days: "Free subscription, days",
			send: "Send",
			sent: "Invite sended. You will get notification when user accept propose"
		},
		invitation: {
			accepting: "Accepting the invitation…",
			acceptedTitle: "You are subscribed",
			acceptedText: "Your free subscription to {{artist}} lasts until {{date}}.",
			openProfile: "Open the artist’s profile",
			failedTitle: "The invitation could not be accepted",
			missingKey: "This invitation link is incomplete. Open the link from the e-mail again."
		},
		common: { back: "Back" }
	},
	uk: {
		titles: {
			profile: "Профіль",
			subscribers: "Підписники",
			invitation: "Запрошення"
		},
		profile: {
			notFoundTitle: "Профіль не знайдено",
			notFoundText: "Профілю з таким нікнеймом немає. Можливо, його перейменували.",
			loadErrorTitle: "Не вдалося завантажити профіль",
			coverAlt: "Обкладинка профілю: {{name}}",
			avatarAlt: "{{name}}",
			judge: "Суддя",
			edit: "Редагувати",
			socialLinks: "Соціальні мережі",
			instagram: "Instagram",
			facebook: "Facebook",
			twitter: "Twitter",
			opensInNewTab: "(відкривається в новій вкладці)",
			actions: "Дії профілю",
			posts: "Дописи"
		},
		edit: {
			title: "Редагування профілю",
			save: "Зберегти",
			saving: "Збереження…",
			cancel: "Скасувати",
			saved: "Профіль збережено",
			publicName: "Публічне ім’я",
			nickName: "Нікнейм",
			nickNameHint: "Латинські літери, цифри, крапки, дефіси й підкреслення; це адреса вашої сторінки.",
			nickNameFormat: "Нікнейм може містити лише латинські літери, цифри, крапки, дефіси й підкреслення",
			description: "Опис",
			instagram: "Посилання на Instagram",
			facebook: "Посилання на Facebook",
			twitter: "Посилання на Twitter",
			linkScheme: "Посилання має починатися з http:// або https://",
			maxChars: "Максимальна кількість символів - {{length}}/{{max}}",
			changeAvatar: "Змінити аватар",
			changeCover: "Змінити обкладинку",
			pictureType: "Зображення має бути у форматі PNG або JPEG",
			pictureTooLarge: "Зображення має бути не більше 6 МБ",
			cropAvatar: "Обрізати аватар",
			cropCover: "Обрізати обкладинку"
		},
		ownerNav: {
			label: "Навігація артиста",
			profile: "Профіль",
			songs: "Пісні",
			events: "Події",
			video: "Відеопривітання",
			earnings: "Заробіток",
			subscribers: "Підписники",
			notAvailableYet: "Поки недоступно"
		},
		subscribers: {
			editPrices: "Змінити ціни",
			addSubscriber: "Додати підписника",
			promoCode: "Створити промокод",
			search: "Пошук підписників",
			searchPlaceholder: "Нікнейм",
			clearSearch: "Очистити пошук",
			empty: "У вас поки немає підписників",
			noMatch: "Жоден підписник не відповідає «{{query}}»",
			since: "Підписка з {{date}}",
			list: "Підписники",
			ownerOnly: "Підписників бачить лише сам артист.",
			pages: "Сторінки підписників"
		},
		prices: {
			title: "Зміна цін",
			subscribePrice: "Ціна підписки, ₴ на місяць",
			videoPrice: "Ціна відеопривітання, ₴",
			rules: "Правила відеопривітань",
			rulesHint: "Що варто знати шанувальникам перед замовленням; можна залишити порожнім.",
			minPrice: "Ціна має бути не менше 1",
			save: "Зберегти",
			saved: "Ціни збережено"
		},
		invite: {
			title: "Додати підписника",
			email: "Електронна пошта",
			days: "Безкоштовна підписка, днів",
			send: "Надіслати",
			sent: "Запрошення надіслано. Ви отримаєте сповіщення, коли користувач прийме пропозицію"
		},
		invitation: {
			accepting: "Приймаємо запрошення…",
			acceptedTitle: "Ви підписані",
			acceptedText: "Ваша безкоштовна підписка на {{artist}} діє до {{date}}.",
			openProfile: "Відкрити профіль артиста",
			failedTitle: "Не вдалося прийняти запрошення",
			missingKey: "Посилання на запрошення неповне. Відкрийте посилання з листа ще раз."
		},
		common: { back: "Назад" }
	}
};
export { strings };

//# sourceMappingURL=i18n-CpRlmg1V.js.map