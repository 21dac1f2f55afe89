// src/features/greetings/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: {
			video: "My video congratulations",
			profileVideo: "Video Congratulations"
		},
		status: {
			INIT: "Sent",
			COMPLETE: "Done!",
			DECLINED: "Declined"
		},
		artistStatus: {
			INIT: "Waiting for your video",
			COMPLETE: "Video sent",
			DECLINED: "Declined"
		},
		order: {
			orderedAt: "Ordered {{date}}",
			amount: "Price",
			desire: "Wish",
			status: "Status",
			deadline: "Deadline",
			deadlineText: "{{date}} ({{left}} left)",
			overdue: "The deadline has passed: the order will be declined and refunded",
			leftDays: "{{days}} d {{hours}} h",
			leftHours: "{{hours}} h {{minutes}} min",
			leftMinutes: "{{minutes}} min",
			timeLeft: "{{left}} left",
			with: "Order with {{name}}",
			from: "Order from {{name}}",
			unknown: "Deleted account",
			fan: "Fan"
		},
		fan: {
			intro: "The video congratulations you ordered. The artist has until the deadline to send the video; otherwise your money returns.",
			empty: "You have not ordered any video congratulations yet",
			emptyHint: "Open an artist’s profile and choose Video Congratulations.",
			view: "View",
			waiting: "The artist has not sent the video yet. Deadline: {{date}}.",
			declined: "The order was declined. The money has returned to you.",
			download: "Download video",
			videoLabel: "Video congratulation from {{name}}"
		},
		artist: {
			intro: "Orders from fans, newest first. Accept and send the video before the deadline, or decline and the fan gets the money back.",
			empty: "No orders yet",
			emptyHint: "Fans order video congratulations from your profile at the price you set.",
			viewOffer: "View offer",
			offerTitle: "Video congratulation offer",
			accept: "Accept",
			decline: "Decline",
			recordTitle: "Record video congratulation",
			file: "Video file",
			fileHint: "MP4, WebM or MOV. File must not exceed 200 MB",
			fileTooLarge: "The video must be at most 200 MB",
			send: "Send",
			sending: "Sending the video…",
			sent: "We are happy for {{name}}. Video congratulation was be sended",
			declineTitle: "Decline video congratulation",
			declineText: "You sure you want decline this offer?",
			declined: "The order is declined and the fan’s money returned",
			editPrices: "Edit prices",
			earnings: "Earnings",
			notOwner: "Only {{name}} sees the orders. You can order a video congratulation here.",
			notArtist: "This profile does not take video congratulation orders.",
			rules: "Rules",
			price: "Price"
		}
	},
	uk: {
		titles: {
			video: "Мої відеопривітання",
			profileVideo: "Відеопривітання"
		},
		status: {
			INIT: "Очікує на відео",
			COMPLETE: "Готово!",
			DECLINED: "Відхилено"
		},
		artistStatus: {
			INIT: "Чекає на ваше відео",
			COMPLETE: "Відео надіслано",
			DECLINED: "Відхилено"
		},
		order: {
			orderedAt: "Замовлено {{date}}",
			amount: "Ціна",
			desire: "Побажання",
			status: "Статус",
			deadline: "Термін",
			deadlineText: "{{date}} (залишилось {{left}})",
			overdue: "Термін минув: замовлення буде відхилено, а гроші повернуто",
			leftDays: "{{days}} дн. {{hours}} год",
			leftHours: "{{hours}} год {{minutes}} хв",
			leftMinutes: "{{minutes}} хв",
			timeLeft: "Залишилось {{left}}",
			with: "Замовлення: {{name}}",
			from: "Замовник: {{name}}",
			unknown: "Видалений обліковий запис",
			fan: "Фан"
		},
		fan: {
			intro: "Відеопривітання, які ви замовили. Артист має надіслати відео до терміну, інакше гроші повернуться вам.",
			empty: "Ви ще не замовляли відеопривітань",
			emptyHint: "Відкрийте профіль артиста й оберіть «Відеопривітання».",
			view: "Переглянути",
			waiting: "Артист ще не надіслав відео. Термін: {{date}}.",
			declined: "Замовлення відхилено. Гроші повернулися вам.",
			download: "Завантажити відео",
			videoLabel: "Відеопривітання: {{name}}"
		},
		artist: {
			intro: "Замовлення від фанів, найновіші першими. Прийміть і надішліть відео до терміну або відхиліть — тоді фан отримає гроші назад.",
			empty: "Замовлень ще немає",
			emptyHint: "Фани замовляють відеопривітання у вашому профілі за встановленою вами ціною.",
			viewOffer: "Переглянути замовлення",
			offerTitle: "Замовлення відеопривітання",
			accept: "Прийняти",
			decline: "Відхилити",
			recordTitle: "Запишіть відеопривітання",
			file: "Відеофайл",
			fileHint: "MP4, WebM або MOV. Файл не більше 200 МБ",
			fileTooLarge: "Відео має бути не більше 200 МБ",
			send: "Надіслати",
			sending: "Надсилаємо відео…",
			sent: "Відеопривітання надіслано: {{name}} уже може його переглянути",
			declineTitle: "Відхилити відеопривітання",
			declineText: "Ви впевнені, що хочете відхилити це замовлення?",
			declined: "Замовлення відхилено, гроші повернуто фанові",
			editPrices: "Змінити ціни",
			earnings: "Заробіток",
			notOwner: "Замовлення бачить лише {{name}}. Тут можна замовити відеопривітання.",
			notArtist: "Цей профіль не приймає замовлень на відеопривітання.",
			rules: "Правила",
			price: "Ціна"
		}
	}
};
export { strings };

//# sourceMappingURL=i18n-CxIPvWW-.js.map