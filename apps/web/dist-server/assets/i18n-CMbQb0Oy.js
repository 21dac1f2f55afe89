// src/features/chat/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: { chat: "Chat" },
		list: {
			label: "Conversations",
			empty: "You don't have any chats yet",
			emptyHint: "Subscribe to an artist to start a conversation.",
			noMessages: "No messages yet",
			you: "You: {{text}}",
			image: "Picture",
			unread: "Unread messages: {{count}}",
			loadFailed: "Chats could not be loaded"
		},
		conversation: {
			back: "Back to chats",
			pick: "Choose a conversation",
			pickHint: "Your conversations with artists and fans appear here.",
			loadFailed: "Messages could not be loaded. Trying again…",
			older: "Show earlier messages",
			start: "Say hello to {{name}}",
			yours: "You",
			imageAlt: "Picture from {{name}}",
			ownImageAlt: "Your picture",
			read: "Read",
			live: "Live",
			polling: "Updating",
			openProfile: "Open the profile of {{name}}"
		},
		composer: {
			label: "Message",
			placeholder: "Write a message…",
			send: "Send",
			attach: "Send a picture",
			notAllowed: "To chat with an artist you must be subscribed to him",
			subscribe: "Subscribe",
			notAllowedArtist: "This fan is no longer subscribed: the conversation is read-only.",
			tooLong: "Maximum number of characters - {{length}}/{{max}}"
		},
		preview: {
			title: "Send this picture?",
			send: "Send",
			cancel: "Cancel",
			wrongType: "Choose a PNG, JPEG or WebP picture",
			tooLarge: "The picture is larger than 10 MB"
		},
		button: { message: "Message" },
		report: {
			action: "Report this message",
			title: "Report a message",
			reason: "What is wrong with it?",
			send: "Report",
			done: "Thank you. Moderators will look at it.",
			close: "Close",
			failed: "The report could not be sent"
		}
	},
	uk: {
		titles: { chat: "Чат" },
		list: {
			label: "Розмови",
			empty: "У вас ще немає чатів",
			emptyHint: "Підпишіться на артиста, щоб почати розмову.",
			noMessages: "Повідомлень ще немає",
			you: "Ви: {{text}}",
			image: "Зображення",
			unread: "Непрочитані повідомлення: {{count}}",
			loadFailed: "Не вдалося завантажити чати"
		},
		conversation: {
			back: "Назад до чатів",
			pick: "Оберіть розмову",
			pickHint: "Тут з’являються ваші розмови з артистами та фанами.",
			loadFailed: "Не вдалося завантажити повідомлення. Пробуємо ще…",
			older: "Показати попередні повідомлення",
			start: "Напишіть перше повідомлення — {{name}} його прочитає",
			yours: "Ви",
			imageAlt: "Зображення, надіслане: {{name}}",
			ownImageAlt: "Ваше зображення",
			read: "Прочитано",
			live: "Наживо",
			polling: "Оновлюється",
			openProfile: "Відкрити профіль: {{name}}"
		},
		composer: {
			label: "Повідомлення",
			placeholder: "Напишіть повідомлення…",
			send: "Надіслати",
			attach: "Надіслати зображення",
			notAllowed: "Щоб писати артисту, потрібно на нього підписатися",
			subscribe: "Підписатися",
			notAllowedArtist: "Цей фан більше не підписаний: розмова лише для читання.",
			tooLong: "Максимальна кількість символів - {{length}}/{{max}}"
		},
		preview: {
			title: "Надіслати це зображення?",
			send: "Надіслати",
			cancel: "Скасувати",
			wrongType: "Оберіть зображення PNG, JPEG або WebP",
			tooLarge: "Зображення більше за 10 МБ"
		},
		button: { message: "Написати" },
		report: {
			action: "Поскаржитися на повідомлення",
			title: "Скарга на повідомлення",
			reason: "Що з ним не так?",
			send: "Поскаржитися",
			done: "Дякуємо. Модератори розглянуть скаргу.",
			close: "Закрити",
			failed: "Не вдалося надіслати скаргу"
		}
	}
};
export { strings };

//# sourceMappingURL=i18n-CMbQb0Oy.js.map