import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
// src/features/payments/i18n/en.ts
/** English strings of the payments feature; the shape the Ukrainian file must match. */
var en = {
	titles: { earnings: "Earnings" },
	actions: {
		label: "Support the artist",
		subscribe: "Subscribe for {{price}}",
		subscribeNoPrice: "Subscribe",
		renew: "Renew for {{price}}",
		renewNoPrice: "Renew subscription",
		noPrice: "The artist has not set a price yet",
		unsubscribe: "Unsubscribe",
		subscribedUntil: "Subscribed until {{date}}",
		cancelledUntil: "Subscribed until {{date}} — cancelled, not renewed",
		donate: "Donate",
		video: "Video Congratulations",
		toCheckout: "Opening the payment page…"
	},
	unsubscribe: {
		title: "Unsubscribe from {{name}}?",
		message: "Premium posts and the chat stay open until the end of the period you have paid for; then the subscription ends and is not renewed. The month you paid for is not refunded.",
		confirm: "Unsubscribe",
		done: "You have unsubscribed from {{name}}. Access stays until the paid period ends."
	},
	donate: {
		title: "Donate to {{name}}",
		description: "Choose an amount or enter your own, from ₴{{min}} to ₴{{max}}.",
		presets: "Quick amounts",
		amount: "Amount, ₴",
		required: "Enter an amount",
		range: "A donation is ₴{{min}} to ₴{{max}}",
		format: "At most two digits after the decimal point",
		submit: "Donate {{amount}}",
		submitEmpty: "Donate"
	},
	greeting: {
		title: "Video congratulation from {{name}}",
		price: "Price",
		rules: "The artist’s rules",
		desire: "What should the greeting say?",
		desireHint: "Who it is for, the occasion, names to mention. If the artist declines or does not send it in time, your money returns.",
		required: "Tell the artist what the greeting should say",
		submit: "Order for {{price}}",
		noPrice: "The artist does not take video congratulation orders yet"
	},
	outcome: {
		successSUBSCRIBE: "Payment received. You are subscribed to {{name}}: premium posts are open.",
		successDONATE: "Payment received. Thank you for supporting {{name}}!",
		successVID_CONGRATULATION: "Payment received. Your order has gone to {{name}}.",
		successOther: "Payment received. Thank you!",
		failure: "The payment was declined. Nothing was charged.",
		myVideos: "My video congratulations",
		dismiss: "Dismiss"
	},
	earnings: {
		notArtist: "Only artists have earnings.",
		notOwner: "Only the artist sees their earnings.",
		available: "Available",
		availableHint: "What you can withdraw now",
		held: "Held",
		heldHint: "Video congratulations paid and waiting for your video",
		withdrawing: "Being paid out",
		withdrawingHint: "Withdrawals requested and not yet paid",
		withdrawTitle: "Request a withdrawal",
		withdrawAmount: "Amount, ₴",
		withdrawSubmit: "Request withdrawal",
		withdrawAll: "All available",
		withdrawRequired: "Enter an amount",
		withdrawPositive: "The amount must be at least ₴0.01",
		withdrawAbove: "At most {{amount}}",
		withdrawDone: "Withdrawal of {{amount}} requested",
		withdrawalsTitle: "Withdrawals",
		noWithdrawals: "No withdrawals yet",
		receivedTitle: "Payments received",
		noPayments: "No payments yet. Fans’ subscriptions, donations and video congratulation orders will show here.",
		from: "from {{name}}",
		goalSUBSCRIBE: "Subscription",
		goalDONATE: "Donation",
		goalVID_CONGRATULATION: "Video congratulation",
		holdHELD: "held until you send the video",
		holdRELEASED: "released",
		holdRETURNED: "returned to the fan",
		reversed: "refunded",
		statusREQUESTED: "Requested",
		statusPAID: "Paid",
		statusREJECTED: "Rejected"
	}
};
// src/features/payments/i18n/uk.ts
var uk = {
	titles: { earnings: "Заробіток" },
	actions: {
		label: "Підтримати артиста",
		subscribe: "Підписатися за {{price}}",
		subscribeNoPrice: "Підписатися",
		renew: "Поновити за {{price}}",
		renewNoPrice: "Поновити підписку",
		noPrice: "Артист ще не встановив ціну",
		unsubscribe: "Відписатися",
		subscribedUntil: "Підписка до {{date}}",
		cancelledUntil: "Підписка до {{date}} — скасована, без поновлення",
		donate: "Донат",
		video: "Відеопривітання",
		toCheckout: "Відкриваємо сторінку оплати…"
	},
	unsubscribe: {
		title: "Скасувати підписку: {{name}}?",
		message: "Преміум-дописи й чат лишаються відкритими до кінця оплаченого періоду, потім підписка завершиться й не поновиться. Оплачений місяць не повертається.",
		confirm: "Відписатися",
		done: "Підписку скасовано: {{name}}. Доступ лишається до кінця оплаченого періоду."
	},
	donate: {
		title: "Донат: {{name}}",
		description: "Оберіть суму або введіть свою, від ₴{{min}} до ₴{{max}}.",
		presets: "Швидкі суми",
		amount: "Сума, ₴",
		required: "Введіть суму",
		range: "Донат — від ₴{{min}} до ₴{{max}}",
		format: "Не більше двох цифр після коми",
		submit: "Задонатити {{amount}}",
		submitEmpty: "Задонатити"
	},
	greeting: {
		title: "Відеопривітання: {{name}}",
		price: "Ціна",
		rules: "Правила артиста",
		desire: "Що має бути у привітанні?",
		desireHint: "Для кого, з якої нагоди, які імена згадати. Якщо артист відмовить або не встигне, гроші повернуться.",
		required: "Напишіть артистові, що має бути у привітанні",
		submit: "Замовити за {{price}}",
		noPrice: "Артист поки не приймає замовлень на відеопривітання"
	},
	outcome: {
		successSUBSCRIBE: "Оплату отримано. Підписку оформлено ({{name}}): преміум-дописи відкрито.",
		successDONATE: "Оплату отримано. Дякуємо за підтримку: донат отримує {{name}}!",
		successVID_CONGRATULATION: "Оплату отримано. {{name}} отримує ваше замовлення.",
		successOther: "Оплату отримано. Дякуємо!",
		failure: "Оплату відхилено. Кошти не списано.",
		myVideos: "Мої відеопривітання",
		dismiss: "Закрити"
	},
	earnings: {
		notArtist: "Заробіток є лише в артистів.",
		notOwner: "Свій заробіток бачить лише артист.",
		available: "Доступно",
		availableHint: "Можна вивести зараз",
		held: "Заморожено",
		heldHint: "Оплачені відеопривітання, що чекають на ваше відео",
		withdrawing: "Виплачується",
		withdrawingHint: "Запитані виведення, ще не виплачені",
		withdrawTitle: "Запит на виведення",
		withdrawAmount: "Сума, ₴",
		withdrawSubmit: "Запитати виведення",
		withdrawAll: "Усе доступне",
		withdrawRequired: "Введіть суму",
		withdrawPositive: "Сума має бути не менше ₴0,01",
		withdrawAbove: "Не більше {{amount}}",
		withdrawDone: "Запит на виведення {{amount}} надіслано",
		withdrawalsTitle: "Виведення",
		noWithdrawals: "Виведень ще не було",
		receivedTitle: "Отримані платежі",
		noPayments: "Платежів ще немає. Тут з’являться підписки, донати й замовлення відеопривітань від фанів.",
		from: "платник: {{name}}",
		goalSUBSCRIBE: "Підписка",
		goalDONATE: "Донат",
		goalVID_CONGRATULATION: "Відеопривітання",
		holdHELD: "заморожено, доки ви не надішлете відео",
		holdRELEASED: "зараховано",
		holdRETURNED: "повернено фанові",
		reversed: "повернено",
		statusREQUESTED: "Запитано",
		statusPAID: "Виплачено",
		statusREJECTED: "Відхилено"
	}
};
// src/features/payments/i18n/index.ts
var i18n_exports = /* @__PURE__ */ __exportAll({ strings: () => strings });
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en,
	uk
};
export { strings as n, i18n_exports as t };

//# sourceMappingURL=i18n-CxlwUH-h.js.map