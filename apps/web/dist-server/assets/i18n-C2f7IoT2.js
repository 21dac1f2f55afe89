// src/features/notifications/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: {
			notifications: "Notifications",
			unsubscribe: "E-mail notifications"
		},
		page: {
			markAllRead: "Mark all as read",
			markRead: "Mark as read",
			unread: "Unread",
			empty: "Nothing yet",
			emptyHint: "Orders, subscribers, donations, comments and likes will show up here.",
			pages: "Notification pages",
			someone: "Someone",
			failed: "The notifications could not be loaded."
		},
		preferences: {
			title: "Notifications",
			intro: "Choose what you hear about, and where.",
			type: "What",
			inApp: "In the app",
			email: "E-mail",
			push: "Push",
			toggle: "{{type}}: {{channel}}",
			saved: "Saved",
			failed: "The change was not saved. Try again.",
			digest: "Likes, comments, replies and new posts by e-mail once a day, in one digest"
		},
		unsubscribe: {
			title: "Stop these e-mails?",
			ask: "You will no longer get e-mails about this. You can turn them back on in Settings at any time.",
			confirm: "Unsubscribe",
			done: "Done. You will no longer get e-mails about:",
			noToken: "This unsubscribe link is incomplete. Open it again from the e-mail.",
			settings: "Notification settings"
		},
		push: {
			title: "Push on this device",
			enable: "Enable push on this device",
			disable: "Turn push off on this device",
			failed: "Push could not be changed on this device. Try again.",
			state: {
				unsupported: "This browser cannot receive push notifications.",
				denied: "Notifications are blocked for this site in the browser settings.",
				off: "Push is off on this device. The browser asks your permission when you enable it.",
				on: "Push is on on this device."
			}
		},
		quiet: {
			title: "Quiet hours",
			intro: "No push notifications in these hours ({{timeZone}}); they wait in the app.",
			enable: "Quiet hours for push",
			from: "From",
			to: "To",
			save: "Save quiet hours"
		},
		types: {
			GREETING_ORDERED: "A video greeting is ordered",
			NEW_SUBSCRIBER: "A new subscriber",
			DONATION_RECEIVED: "A donation",
			POST_COMMENTED: "A comment on your post",
			INVITATION_ACCEPTED: "An invitation is accepted",
			POST_LIKED: "Likes of your post",
			GREETING_DELIVERED: "Your video greeting is delivered",
			GREETING_DECLINED: "Your video greeting is declined",
			GREETING_REFUNDED: "Your video greeting is refunded",
			COMMENT_REPLIED: "A reply to your comment",
			WITHDRAWAL_DECIDED: "A withdrawal is paid out or rejected",
			NEW_POST: "A new post by an artist you subscribe to",
			NOMINATION_DECIDED: "The judges decide on your nomination",
			LEGEND_AWAITING_REVIEW: "A legend awaits the judges’ review",
			LEGEND_INDUCTED: "A legend you voted for enters the Hall of Fame",
			REPORT_CREATED: "A new report to moderate",
			GREETING_DEADLINE_SOON: "A video greeting is due within a day",
			SUBSCRIPTION_ENDING: "Your subscription ends in 3 days",
			SUBSCRIPTION_ENDED: "A subscriber’s subscription ended",
			CHAT_MESSAGE: "A chat message while you are away",
			AUCTION_BID: "A bid on your auction",
			OUTBID: "Your bid is outbid",
			AUCTION_ENDED: "Your auction ended",
			AUCTION_WON: "You won an auction",
			OFFER_SOLD: "Your tokens are sold"
		},
		/** `{{actor}}` is a public name. */
		text: {
			GREETING_ORDERED: "{{actor}} ordered a video greeting: deliver it by {{deadline}}",
			NEW_SUBSCRIBER: "{{actor}} subscribed to you",
			DONATION_RECEIVED: "{{actor}} donated {{amount}} ₴",
			POST_COMMENTED: "{{actor}} commented on your post",
			INVITATION_ACCEPTED: "{{actor}} accepted your invitation to subscribe",
			POST_LIKED: "{{actor}} liked your post",
			POST_LIKED_others: "{{actor}} and {{others}} more liked your post",
			GREETING_DELIVERED: "{{actor}} sent your video greeting",
			GREETING_DECLINED: "{{actor}} declined your video greeting; the money is back on your balance",
			GREETING_REFUNDED: "Your video greeting was refunded to your balance",
			COMMENT_REPLIED: "{{actor}} replied to your comment",
			WITHDRAWAL_DECIDED: "Your withdrawal of {{amount}} ₴ was paid out",
			WITHDRAWAL_DECIDED_rejected: "Your withdrawal of {{amount}} ₴ was rejected; the money is back on your balance",
			NEW_POST: "{{actor}} published a new post",
			NOMINATION_DECIDED: "“{{name}}” was inducted into the Hall of Fame",
			NOMINATION_DECIDED_rejected: "The judges did not induct “{{name}}”",
			LEGEND_AWAITING_REVIEW: "“{{name}}” reached its votes and awaits your review",
			LEGEND_INDUCTED: "“{{name}}”, which you voted for, was inducted into the Hall of Fame",
			REPORT_CREATED: "{{actor}} filed a report; it waits in the console",
			GREETING_DEADLINE_SOON: "A video greeting is due by {{deadline}}: deliver it before it is refunded",
			SUBSCRIPTION_ENDING: "Your subscription to {{actor}} ends on {{until}}",
			SUBSCRIPTION_ENDED: "The subscription of {{actor}} ended on {{until}}",
			CHAT_MESSAGE: "{{actor}} sent you a message",
			CHAT_MESSAGE_others: "{{actor}} sent you {{messages}} messages",
			AUCTION_BID: "{{actor}} bid {{amount}} on “{{name}}”",
			OUTBID: "{{actor}} outbid you on “{{name}}” with {{amount}}",
			AUCTION_ENDED: "Your auction “{{name}}” ended: {{actor}} won it with {{amount}}",
			AUCTION_ENDED_unsold: "Your auction “{{name}}” ended without bids",
			AUCTION_WON: "You won the auction “{{name}}” with {{amount}}",
			OFFER_SOLD: "{{actor}} bought your tokens of “{{name}}” for {{amount}}"
		}
	},
	uk: {
		titles: {
			notifications: "Сповіщення",
			unsubscribe: "Сповіщення поштою"
		},
		page: {
			markAllRead: "Позначити всі прочитаними",
			markRead: "Позначити прочитаним",
			unread: "Непрочитане",
			empty: "Поки нічого",
			emptyHint: "Тут з’являться замовлення, підписники, донати, коментарі та вподобання.",
			pages: "Сторінки сповіщень",
			someone: "Хтось",
			failed: "Не вдалося завантажити сповіщення."
		},
		preferences: {
			title: "Сповіщення",
			intro: "Оберіть, про що і де вам повідомляти.",
			type: "Що",
			inApp: "У застосунку",
			email: "Е-пошта",
			push: "Push",
			toggle: "{{type}}: {{channel}}",
			saved: "Збережено",
			failed: "Зміну не збережено. Спробуйте ще раз.",
			digest: "Вподобання, коментарі, відповіді та нові дописи поштою раз на день, одним листом"
		},
		unsubscribe: {
			title: "Більше не надсилати ці листи?",
			ask: "Ви більше не отримуватимете листів про це. Увімкнути їх знову можна будь-коли в налаштуваннях.",
			confirm: "Відписатися",
			done: "Готово. Ви більше не отримуватимете листів про:",
			noToken: "Посилання для відписки неповне. Відкрийте його ще раз із листа.",
			settings: "Налаштування сповіщень"
		},
		push: {
			title: "Push на цьому пристрої",
			enable: "Увімкнути push на цьому пристрої",
			disable: "Вимкнути push на цьому пристрої",
			failed: "Не вдалося змінити push на цьому пристрої. Спробуйте ще раз.",
			state: {
				unsupported: "Цей браузер не отримує push-сповіщень.",
				denied: "Сповіщення для цього сайту заблоковано в налаштуваннях браузера.",
				off: "Push на цьому пристрої вимкнено. Браузер попросить дозволу, коли ви його увімкнете.",
				on: "Push на цьому пристрої увімкнено."
			}
		},
		quiet: {
			title: "Тихі години",
			intro: "У ці години push-сповіщень не буде ({{timeZone}}); вони чекатимуть у застосунку.",
			enable: "Тихі години для push",
			from: "З",
			to: "До",
			save: "Зберегти тихі години"
		},
		types: {
			GREETING_ORDERED: "Замовлено відеопривітання",
			NEW_SUBSCRIBER: "Новий підписник",
			DONATION_RECEIVED: "Донат",
			POST_COMMENTED: "Коментар до вашого допису",
			INVITATION_ACCEPTED: "Запрошення прийнято",
			POST_LIKED: "Вподобання вашого допису",
			GREETING_DELIVERED: "Ваше відеопривітання надіслано",
			GREETING_DECLINED: "Ваше відеопривітання відхилено",
			GREETING_REFUNDED: "За ваше відеопривітання повернуто кошти",
			COMMENT_REPLIED: "Відповідь на ваш коментар",
			WITHDRAWAL_DECIDED: "Виведення коштів виплачено або відхилено",
			NEW_POST: "Новий допис артиста, на якого ви підписані",
			NOMINATION_DECIDED: "Рішення суддів щодо вашої номінації",
			LEGEND_AWAITING_REVIEW: "Легенда чекає на розгляд суддів",
			LEGEND_INDUCTED: "Легенду, за яку ви голосували, внесено до Зали слави",
			REPORT_CREATED: "Нова скарга для модерації",
			GREETING_DEADLINE_SOON: "Термін відеопривітання спливає за добу",
			SUBSCRIPTION_ENDING: "Ваша підписка закінчується за 3 дні",
			SUBSCRIPTION_ENDED: "Підписка підписника закінчилася",
			CHAT_MESSAGE: "Повідомлення в чаті, поки вас немає",
			AUCTION_BID: "Ставка на вашому аукціоні",
			OUTBID: "Вашу ставку перебито",
			AUCTION_ENDED: "Ваш аукціон завершився",
			AUCTION_WON: "Ви виграли аукціон",
			OFFER_SOLD: "Ваші токени продано"
		},
		text: {
			GREETING_ORDERED: "{{actor}} замовляє відеопривітання: надішліть його до {{deadline}}",
			NEW_SUBSCRIBER: "{{actor}} підписується на вас",
			DONATION_RECEIVED: "{{actor}} донатить {{amount}} ₴",
			POST_COMMENTED: "{{actor}} коментує ваш допис",
			INVITATION_ACCEPTED: "{{actor}} приймає ваше запрошення підписатися",
			POST_LIKED: "{{actor}} вподобує ваш допис",
			POST_LIKED_others: "{{actor}} та ще {{others}} вподобали ваш допис",
			GREETING_DELIVERED: "{{actor}} надсилає ваше відеопривітання",
			GREETING_DECLINED: "{{actor}} відхиляє ваше відеопривітання; гроші повернуто на ваш баланс",
			GREETING_REFUNDED: "Кошти за ваше відеопривітання повернуто на баланс",
			COMMENT_REPLIED: "{{actor}} відповідає на ваш коментар",
			WITHDRAWAL_DECIDED: "Виведення {{amount}} ₴ виплачено",
			WITHDRAWAL_DECIDED_rejected: "Виведення {{amount}} ₴ відхилено; гроші повернуто на ваш баланс",
			NEW_POST: "{{actor}} публікує новий допис",
			NOMINATION_DECIDED: "«{{name}}» внесено до Зали слави",
			NOMINATION_DECIDED_rejected: "Судді не внесли «{{name}}» до Зали слави",
			LEGEND_AWAITING_REVIEW: "«{{name}}» набирає голоси й чекає на ваш розгляд",
			LEGEND_INDUCTED: "«{{name}}», за яку ви голосували, внесено до Зали слави",
			REPORT_CREATED: "{{actor}} подає скаргу; вона чекає в консолі",
			GREETING_DEADLINE_SOON: "Відеопривітання треба надіслати до {{deadline}}, інакше кошти повернуться фанатові",
			SUBSCRIPTION_ENDING: "Ваша підписка на {{actor}} закінчується {{until}}",
			SUBSCRIPTION_ENDED: "Підписка {{actor}} закінчилася {{until}}",
			CHAT_MESSAGE: "{{actor}} надсилає вам повідомлення",
			CHAT_MESSAGE_others: "{{actor}} надсилає вам повідомлення ({{messages}})",
			AUCTION_BID: "{{actor}} ставить {{amount}} на «{{name}}»",
			OUTBID: "{{actor}} перебиває вашу ставку на «{{name}}»: {{amount}}",
			AUCTION_ENDED: "Ваш аукціон «{{name}}» завершився: переможець {{actor}}, {{amount}}",
			AUCTION_ENDED_unsold: "Ваш аукціон «{{name}}» завершився без ставок",
			AUCTION_WON: "Ви виграли аукціон «{{name}}» зі ставкою {{amount}}",
			OFFER_SOLD: "{{actor}} купує ваші токени «{{name}}» за {{amount}}"
		}
	}
};
export { strings };

//# sourceMappingURL=i18n-C2f7IoT2.js.map