import { n as genreLabels, r as genreLabelsUk } from "./labels-DBVgI4Hj.js";
import { initReactI18next, useTranslation } from "react-i18next";
import i18next from "i18next";
// src/shared/i18n/language.ts
var languages = ["uk", "en"];
var languageStorageKey = "kobza.language";
var isLanguage = (value) => languages.includes(value);
/**
* A link's `?lang=` wins (the pages' hreflang alternates point at `?lang=uk` and `?lang=en`, so a
* search engine's or a friend's link opens in the language it was shared in); then a remembered
* choice; otherwise Ukrainian for Ukrainian browsers and English for the rest.
*/
function detectLanguage(storage = globalThis.localStorage, browserLanguage = globalThis.navigator?.language, search = globalThis.location?.search) {
	const asked = new URLSearchParams(search ?? "").get("lang");
	if (isLanguage(asked)) return asked;
	let stored = null;
	try {
		stored = storage?.getItem("kobza.language") ?? null;
	} catch {}
	if (isLanguage(stored)) return stored;
	return browserLanguage?.toLowerCase().startsWith("uk") ? "uk" : "en";
}
function rememberLanguage(language, storage = globalThis.localStorage) {
	try {
		storage?.setItem(languageStorageKey, language);
	} catch {}
}
// src/shared/i18n/en.ts
/**
* English strings of the shared namespace: the shell (navigation, footer, banners, errors) and
* words every feature uses. Each feature keeps its own strings in its folder's `i18n/`. Where the
* spec quotes a text, it is used verbatim (including its spelling and capitalisation); this file
* is the shape the Ukrainian file must match.
*/
var en = {
	app: {
		name: "Kobza",
		tagline: "Ukrainian music, artists and fans",
		titleSuffix: "Kobza",
		skipToContent: "Skip to content",
		home: "Kobza home"
	},
	common: {
		close: "Close",
		retry: "Try again",
		loading: "Loading…",
		underDevelopment: "Under development",
		notAvailableYet: "Not available yet",
		backHome: "Back to home",
		error: "Error",
		required: "This field is required",
		passwordsMustMatch: "The passwords must match",
		somethingWentWrong: "Something went wrong. Please try again later",
		networkFailure: "Could not reach the server. Check your connection and try again.",
		emailRequired: "Email is required",
		invalidEmail: "Enter a valid e-mail address",
		cancel: "Cancel",
		done: "Done",
		maxChars: "Maximum number of characters - {{length}}/{{max}}"
	},
	/** The crop popup (spec 000 §2) of avatars, covers and post pictures. */
	crop: {
		zoom: "Zoom",
		apply: "Apply",
		hint: "Drag the picture, or move it with the arrow keys, to choose the visible part"
	},
	/** The words of every paged list (its own label names what it pages). */
	pages: {
		previous: "Previous page",
		next: "Next page",
		page: "Page {{page}}"
	},
	filePicker: {
		choose: "Choose a file",
		drop: "or drop it here",
		change: "Choose another file",
		progress: "Uploading"
	},
	nav: {
		main: "Main navigation",
		search: "Search",
		home: "Home",
		video: "Video",
		videoCongratulations: "Video Congratulations",
		profile: "Profile",
		chat: "Chat",
		hallOfFame: "Hall of fame",
		auctions: "Auctions",
		secondaryMarket: "Secondary Market",
		settings: "Settings",
		addPost: "Add post",
		menu: "Menu",
		closeMenu: "Close menu",
		signIn: "Sign In",
		signOut: "Sign out"
	},
	/** The bell of the navigation (the notifications feature's page has its own namespace). */
	notifications: {
		title: "Notifications",
		bell: "Notifications, {{unread}} unread"
	},
	language: {
		label: "Language",
		uk: "Українська",
		en: "English"
	},
	session: { signInPrompt: "Sign in or create account to view content" },
	network: {
		offline: "You are offline. Content may be out of date until the connection returns.",
		slow: "The connection is slow. Still waiting for the server…"
	},
	footer: {
		label: "Site footer",
		terms: "Terms and conditions",
		privacy: "Privacy policy",
		contact: "Contact us",
		email: "E-mail",
		phone: "Phone",
		rights: "© {{year}} Kobza"
	},
	titles: { notFound: "Page not found" },
	placeholder: {
		badge: "Coming soon",
		lead: "This screen is being built and will appear in one of the next releases."
	},
	notFound: { text: "The page you are looking for does not exist or has moved." },
	player: {
		region: "Player",
		play: "Play",
		pause: "Pause",
		next: "Next song",
		previous: "Previous song",
		seek: "Position in the song",
		empty: "Choose a song to listen",
		error: "The song could not be played",
		queueMenu: "Queue options for {{name}}",
		playNext: "Play next",
		addToQueue: "Add to queue",
		queuedNext: "{{name}} plays next",
		queued: "{{name}} added to the queue",
		settings: {
			title: "Playback",
			normalise: "Normalise loudness",
			normaliseHint: "Every song plays at the same loudness, so none is louder than another by surprise.",
			dataSaver: "Data saver",
			dataSaverHint: "Plays songs in lower quality to use less mobile data. Kept on this device.",
			dataSaverAuto: "On, because your connection is slow or your browser asks to save data."
		}
	},
	routeError: {
		title: "This page failed to load",
		text: "A new version of Kobza may have been released. Reload the page to continue.",
		reload: "Reload"
	},
	/** The 'Report' entry on posts, comments, profiles and legends. */
	report: {
		action: "Report",
		title: {
			POST: "Report a post",
			COMMENT: "Report a comment",
			PROFILE: "Report a profile",
			LEGEND: "Report a legend"
		},
		category: "Reason",
		categories: {
			SPAM: "Spam or advertising",
			ABUSE: "Insults or harassment",
			HATE: "Hate speech",
			VIOLENCE: "Violence or threats",
			COPYRIGHT: "Copyright infringement",
			OTHER: "Something else"
		},
		details: "What is wrong (optional)",
		send: "Send report",
		cancel: "Cancel",
		done: "Thank you. Moderators will look at it.",
		failed: "The report could not be sent"
	},
	/** The spec's genre labels, from the contract's zod-free labels module. */
	genres: genreLabels
};
// src/shared/i18n/uk.ts
var uk = {
	app: {
		name: "Kobza",
		tagline: "Українська музика, артисти й фани",
		titleSuffix: "Kobza",
		skipToContent: "Перейти до вмісту",
		home: "Kobza — головна"
	},
	common: {
		close: "Закрити",
		retry: "Спробувати ще раз",
		loading: "Завантаження…",
		underDevelopment: "У розробці",
		notAvailableYet: "Поки що недоступно",
		backHome: "На головну",
		error: "Помилка",
		required: "Це поле обовʼязкове",
		passwordsMustMatch: "Паролі мають збігатися",
		somethingWentWrong: "Щось пішло не так. Спробуйте пізніше",
		networkFailure: "Не вдалося звʼязатися із сервером. Перевірте зʼєднання і спробуйте ще раз.",
		emailRequired: "Вкажіть адресу ел. пошти",
		invalidEmail: "Введіть дійсну адресу ел. пошти",
		cancel: "Скасувати",
		done: "Готово",
		maxChars: "Максимальна кількість символів - {{length}}/{{max}}"
	},
	/** The crop popup (spec 000 §2) of avatars, covers and post pictures. */
	crop: {
		zoom: "Масштаб",
		apply: "Застосувати",
		hint: "Перетягніть зображення або рухайте його стрілками, щоб вибрати видиму частину"
	},
	/** The words of every paged list (its own label names what it pages). */
	pages: {
		previous: "Попередня сторінка",
		next: "Наступна сторінка",
		page: "Сторінка {{page}}"
	},
	filePicker: {
		choose: "Оберіть файл",
		drop: "або перетягніть його сюди",
		change: "Обрати інший файл",
		progress: "Завантаження"
	},
	nav: {
		main: "Головна навігація",
		search: "Пошук",
		home: "Головна",
		video: "Відео",
		videoCongratulations: "Відеопривітання",
		profile: "Профіль",
		chat: "Чат",
		hallOfFame: "Зала слави",
		auctions: "Аукціони",
		secondaryMarket: "Вторинний ринок",
		settings: "Налаштування",
		addPost: "Новий допис",
		menu: "Меню",
		closeMenu: "Закрити меню",
		signIn: "Увійти",
		signOut: "Вийти"
	},
	notifications: {
		title: "Сповіщення",
		bell: "Сповіщення, непрочитаних: {{unread}}"
	},
	language: {
		label: "Мова",
		uk: "Українська",
		en: "English"
	},
	session: { signInPrompt: "Увійдіть або створіть обліковий запис, щоб переглянути вміст" },
	network: {
		offline: "Немає зʼєднання з інтернетом. Вміст може бути застарілим, доки зʼєднання не відновиться.",
		slow: "Повільне зʼєднання. Чекаємо на відповідь сервера…"
	},
	footer: {
		label: "Нижній колонтитул сайту",
		terms: "Умови користування",
		privacy: "Політика конфіденційності",
		contact: "Звʼязатися з нами",
		email: "Ел. пошта",
		phone: "Телефон",
		rights: "© {{year}} Kobza"
	},
	titles: { notFound: "Сторінку не знайдено" },
	placeholder: {
		badge: "Незабаром",
		lead: "Цей екран зараз створюється і зʼявиться в одному з наступних випусків."
	},
	notFound: { text: "Сторінки, яку ви шукаєте, не існує або її перенесено." },
	player: {
		region: "Програвач",
		play: "Відтворити",
		pause: "Пауза",
		next: "Наступна пісня",
		previous: "Попередня пісня",
		seek: "Позиція в пісні",
		empty: "Оберіть пісню, щоб послухати",
		error: "Не вдалося відтворити пісню",
		queueMenu: "Черга: {{name}}",
		playNext: "Відтворити наступною",
		addToQueue: "Додати до черги",
		queuedNext: "«{{name}}» прозвучить наступною",
		queued: "«{{name}}» додано до черги",
		settings: {
			title: "Відтворення",
			normalise: "Вирівнювати гучність",
			normaliseHint: "Усі пісні звучать однаково гучно, жодна не буде несподівано гучнішою за інші.",
			dataSaver: "Економія трафіку",
			dataSaverHint: "Пісні звучать у нижчій якості й витрачають менше мобільних даних. Зберігається на цьому пристрої.",
			dataSaverAuto: "Увімкнено, бо з’єднання повільне або браузер просить економити дані."
		}
	},
	routeError: {
		title: "Не вдалося завантажити сторінку",
		text: "Можливо, вийшла нова версія Kobza. Перезавантажте сторінку, щоб продовжити.",
		reload: "Перезавантажити"
	},
	report: {
		action: "Поскаржитися",
		title: {
			POST: "Скарга на допис",
			COMMENT: "Скарга на коментар",
			PROFILE: "Скарга на профіль",
			LEGEND: "Скарга на легенду"
		},
		category: "Причина",
		categories: {
			SPAM: "Спам або реклама",
			ABUSE: "Образи чи цькування",
			HATE: "Мова ворожнечі",
			VIOLENCE: "Насильство чи погрози",
			COPYRIGHT: "Порушення авторських прав",
			OTHER: "Інше"
		},
		details: "Що не так (необов’язково)",
		send: "Надіслати скаргу",
		cancel: "Скасувати",
		done: "Дякуємо. Модератори розглянуть скаргу.",
		failed: "Не вдалося надіслати скаргу"
	},
	genres: genreLabelsUk
};
// src/shared/i18n/namespaces.ts
var arrived = /* @__PURE__ */ new Map();
var instances = /* @__PURE__ */ new Set();
var loading = /* @__PURE__ */ new Map();
function addTo(i18n, namespace, strings) {
	for (const [language, bundle] of Object.entries(strings)) if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
}
/** Called by createI18n: the instance gets every namespace loaded so far and every one to come. */
function registerI18n(i18n) {
	instances.add(i18n);
	for (const [namespace, strings] of arrived) addTo(i18n, namespace, strings);
}
/** Forgets an instance (a server render's, once it is done), so it no longer receives namespaces. */
function unregisterI18n(i18n) {
	instances.delete(i18n);
}
/** Loads a namespace once (both languages, so switching language never waits) and adds it everywhere. */
function loadNamespace(namespace, load) {
	let pending = loading.get(namespace);
	if (!pending) {
		pending = load().then((strings) => {
			arrived.set(namespace, strings);
			for (const i18n of instances) addTo(i18n, namespace, strings);
		});
		pending.catch(() => loading.delete(namespace));
		loading.set(namespace, pending);
	}
	return pending;
}
/**
* Adds a namespace that ships in the app's first download (the strings of a screen `/` shows
* at once, see features/feed/feature.tsx): there is nothing to wait for.
*/
function provideNamespace(namespace, strings) {
	if (loading.has(namespace)) return;
	arrived.set(namespace, strings);
	for (const i18n of instances) addTo(i18n, namespace, strings);
	loading.set(namespace, Promise.resolve());
}
// src/shared/i18n/i18n.ts
/** The default namespace: the shell's strings and the words every feature uses. */
var sharedNamespace = "shared";
/** One instance per app (and per test), so tests never share a language through a global. */
function createI18n(language = detectLanguage(), bundled = {}) {
	const instance = i18next.createInstance();
	const resources = {
		en: { shared: en },
		uk: { shared: uk }
	};
	for (const [namespace, strings] of Object.entries(bundled)) for (const [lng, value] of Object.entries(strings)) (resources[lng] ??= {})[namespace] = value;
	instance.use(initReactI18next).init({
		lng: language,
		fallbackLng: "en",
		supportedLngs: ["uk", "en"],
		ns: [sharedNamespace, ...Object.keys(bundled)],
		defaultNS: sharedNamespace,
		resources,
		initAsync: false,
		interpolation: { escapeValue: false },
		react: { useSuspense: false }
	});
	registerI18n(instance);
	setDocumentLanguage(language);
	instance.on("languageChanged", (next) => {
		if (!isLanguage(next)) return;
		rememberLanguage(next);
		setDocumentLanguage(next);
	});
	return instance;
}
function setDocumentLanguage(language) {
	if (typeof document !== "undefined") document.documentElement.lang = language;
}
/** The current UI language and a setter that also remembers it. */
function useLanguage() {
	const { i18n } = useTranslation();
	return [isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en", (language) => void i18n.changeLanguage(language)];
}
export { provideNamespace as a, languages as c, loadNamespace as i, sharedNamespace as n, unregisterI18n as o, useLanguage as r, isLanguage as s, createI18n as t };

//# sourceMappingURL=i18n-Cikb5W5X.js.map