import { M as contact, k as paths } from "../entry-server.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { t as LegalDocumentView } from "./LegalDocumentView-B6v8-_gs.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/legal/documents/terms.en.ts
var termsEn = ({ email, phone }) => ({
	title: "Terms and conditions",
	updated: "2026-11-22",
	intro: ["These Terms and Conditions (the “Terms”) govern your use of Kobza, the website and application for Ukrainian music (the “Platform”). By signing up for or using the Platform you confirm that you have read and understood the Terms and agree to follow them.", "If you do not agree with the Terms, please do not use the Platform. The Ukrainian version of the Terms prevails if the two versions differ."],
	sections: [
		{
			id: "general",
			title: "General provisions",
			blocks: [
				"The Platform lets Ukrainian artists publish music, posts, events and other content, and lets fans listen, comment, support artists and talk to them. All payments on the Platform are made in Ukrainian hryvnia (₴).",
				"In these Terms:",
				{ list: [
					"“User” means anyone who has signed up on the Platform;",
					"“Artist” means a User who signed up as an artist and publishes their own music and content;",
					"“Fan” means a User who listens to music, subscribes to Artists, sends donations and orders video greetings;",
					"“Content” means texts, images, audio and video recordings, comments, messages and other material placed on the Platform."
				] },
				"Visitors without an account can browse the public part of the Platform. To view other content or to act (like, comment, vote, pay) you need to sign in or create an account."
			]
		},
		{
			id: "account",
			title: "Signing up and your account",
			blocks: [
				"You may sign up if you are at least 16 years old. When signing up you give a public name, your date of birth, an e-mail address and a password, and you accept these Terms and the Privacy Policy.",
				"You agree to give accurate information and to keep it up to date. Your account is personal: do not share your password or let anyone else use your account.",
				"You are responsible for everything done through your account. If you suspect that someone else has access to it, change your password at once and tell our support team."
			]
		},
		{
			id: "user-types",
			title: "Types of users: artists and fans",
			blocks: [
				"There are two types of Users: Artists and Fans. You choose your type when signing up.",
				"An Artist can:",
				{ list: [
					"keep a profile and publish posts, songs, playlists and events;",
					"set the price of a premium subscription to their content, and the price and rules of a video greeting;",
					"receive donations and payments for subscriptions and video greetings;",
					"see their balance and request a withdrawal."
				] },
				"A Fan can listen to music, like and comment on posts, vote in polls, take a premium subscription to an Artist, send donations, order video greetings and, with an active subscription, chat with the Artist."
			]
		},
		{
			id: "content",
			title: "Content and intellectual property",
			blocks: [
				"An Artist confirms that they hold all rights to the content they publish (including copyright and related rights in musical works and recordings) and that publishing it does not infringe anyone else’s rights.",
				"By publishing content a User grants the Platform a non-exclusive, royalty-free licence to store, play and display it to other Users within the Platform for as long as it stays published. All other rights remain with the rights holder.",
				"Premium content is for the Artist’s subscribers only. You may not copy, download (unless the Platform expressly offers it) or distribute content outside the Platform without the rights holder’s consent.",
				`If you believe content on the Platform infringes your rights, write to ${email} with a link to the content and proof of your rights; we will review the notice and restrict access to the content where appropriate.`
			]
		},
		{
			id: "payments",
			title: "Paid services and payments",
			blocks: [
				"The Artist sets the prices of the premium subscription and of a video greeting. The price is shown in hryvnia before you pay and is final for that order.",
				"A donation is voluntary support for an Artist. A single donation is between 1 and 10,000 hryvnia.",
				"Payments are processed by the payment providers the Platform works with. Card details are handled by the provider; the Platform does not store them. A payment is complete once the provider confirms it.",
				"A premium subscription opens the Artist’s premium content and the chat with the Artist for the paid period. You can cancel a subscription at any time; access continues until the end of the paid period.",
				"Auctions and the secondary market for song royalty tokens run on the Concordium network and settle in its currency through your own wallet. The Platform has no access to your wallet’s keys, and transactions finalized on the network cannot be reversed."
			]
		},
		{
			id: "video-greetings",
			title: "Video greetings",
			blocks: [
				"A Fan can order a personal video greeting from an Artist and describe what they would like. The order is paid at the price the Artist has set at the time of ordering.",
				"Once paid, the price is frozen on the Fan’s account: it does not reach the Artist until the Artist sends the video greeting. When the video is sent, the amount is credited to the Artist’s balance.",
				"An Artist may decline an order. The frozen amount is then returned to the Fan.",
				"The Fan can watch the finished video greeting and download it for personal, non-commercial use."
			]
		},
		{
			id: "balance",
			title: "Artist balance and withdrawals",
			blocks: [
				"Income from subscriptions, donations and delivered video greetings is credited to the Artist’s balance, which the Artist can see in their profile.",
				"An Artist can request a withdrawal to their bank account or card. Before the request is confirmed, the Platform shows the amount to be paid out and the fee, if any.",
				"Payouts are made through payment providers, usually within a few banking days. The Platform may ask you to confirm your identity or payment details where the law or the provider’s rules require it.",
				"Artists are responsible for paying taxes on their income unless Ukrainian law provides otherwise."
			]
		},
		{
			id: "refunds",
			title: "Refunds",
			blocks: [
				"If an Artist sent content other than what you paid for (for example, a video greeting that does not match the order or is addressed to someone else), you can request a refund.",
				`Send the request to ${email} within 14 days of receiving the content, with the order number and a description of the problem. We will review it, contact the Artist if needed and let you know our decision.`,
				"Approved refunds are returned by the same method you paid with. Donations sent voluntarily are not refunded unless the payment was made in error or without authorisation.",
				"These rules do not limit your rights under the Law of Ukraine “On Consumer Rights Protection”."
			]
		},
		{
			id: "blocking",
			title: "Conduct, blocking and deleting accounts",
			blocks: [
				"On the Platform you must not:",
				{ list: [
					"publish content that breaks the law or infringes intellectual property or other rights;",
					"insult, threaten or harass other Users or spread hate speech;",
					"send spam, commit fraud, or manipulate votes or payments;",
					"interfere with the Platform or try to access other people’s accounts."
				] },
				"If the Terms are broken, the Platform may remove content and temporarily restrict or block the account. We tell you about a block by e-mail, with the reason; you can appeal by writing to support.",
				"You can delete your account at any time. Before deleting, an Artist should withdraw the remaining balance; open video greeting orders are cancelled and the frozen amounts returned to the Fans. The Platform may also delete an account for serious or repeated breaches of the Terms."
			]
		},
		{
			id: "support",
			title: "Liability, changes to the Terms and support",
			blocks: [
				"The Platform is provided “as is”. We work to keep it running without interruption but do not guarantee that it always will, and we are not liable for content published by Users or for indirect losses, except where the law provides otherwise.",
				"We may change the Terms. We announce significant changes in advance on the Platform or by e-mail; continuing to use the Platform after the changes take effect means you accept them.",
				"These Terms are governed by the law of Ukraine. Disputes are settled by negotiation and, failing agreement, by the courts of Ukraine.",
				`Our support team answers by e-mail at ${email}. You can also call us on ${phone}.`
			]
		}
	]
});
// src/features/legal/documents/terms.uk.ts
var termsUk = ({ email, phone }) => ({
	title: "Умови користування",
	updated: "2026-11-22",
	intro: ["Ці Умови користування (далі — «Умови») регулюють користування платформою Kobza — вебсайтом і застосунком для української музики (далі — «Платформа»). Реєструючись або користуючись Платформою, ви підтверджуєте, що прочитали Умови, розумієте їх і погоджуєтеся їх виконувати.", "Якщо ви не погоджуєтеся з Умовами, будь ласка, не користуйтеся Платформою."],
	sections: [
		{
			id: "general",
			title: "Загальні положення",
			blocks: [
				"Платформа дає змогу українським артистам публікувати музику, дописи, події та інший контент, а фанам — слухати, коментувати, підтримувати артистів і спілкуватися з ними. Усі платежі на Платформі здійснюються в гривнях (₴).",
				"У цих Умовах використовуються такі терміни:",
				{ list: [
					"«Користувач» — будь-яка особа, яка зареєструвалася на Платформі;",
					"«Артист» — Користувач, який зареєструвався як артист і публікує власну музику та контент;",
					"«Фан» — Користувач, який слухає музику, підписується на Артистів, надсилає донати та замовляє відеопривітання;",
					"«Контент» — тексти, зображення, аудіо- та відеозаписи, коментарі, повідомлення та інші матеріали, розміщені на Платформі."
				] },
				"Відвідувачі без облікового запису можуть переглядати загальнодоступну частину Платформи. Щоб переглядати решту контенту або виконувати дії (вподобання, коментарі, голосування, платежі), потрібно увійти або зареєструватися."
			]
		},
		{
			id: "account",
			title: "Реєстрація та обліковий запис",
			blocks: [
				"Зареєструватися на Платформі може особа, якій виповнилося 16 років. Під час реєстрації ви зазначаєте публічне імʼя, дату народження, адресу електронної пошти та пароль і погоджуєтеся з цими Умовами та Політикою конфіденційності.",
				"Ви зобовʼязуєтеся надавати правдиві дані та оновлювати їх у разі змін. Обліковий запис є особистим: не передавайте нікому свій пароль і не дозволяйте іншим особам користуватися вашим обліковим записом.",
				"Ви відповідаєте за всі дії, вчинені з вашого облікового запису. Якщо ви підозрюєте, що хтось отримав до нього доступ, негайно змініть пароль і повідомте службу підтримки."
			]
		},
		{
			id: "user-types",
			title: "Типи користувачів: артисти та фани",
			blocks: [
				"На Платформі є два типи Користувачів — Артисти та Фани. Тип обирається під час реєстрації.",
				"Артист може:",
				{ list: [
					"вести профіль, публікувати дописи, пісні, плейлисти та події;",
					"встановлювати ціну преміум-підписки на свій контент і ціну відеопривітання та правила його замовлення;",
					"отримувати донати, оплату підписок і відеопривітань;",
					"бачити свій баланс і подавати запит на виведення коштів."
				] },
				"Фан може слухати музику, вподобувати й коментувати дописи, голосувати в опитуваннях, оформлювати преміум-підписку на Артиста, надсилати донати, замовляти відеопривітання та, маючи активну підписку, листуватися з Артистом у чаті."
			]
		},
		{
			id: "content",
			title: "Контент та інтелектуальна власність",
			blocks: [
				"Артист гарантує, що має всі права на контент, який розміщує (зокрема авторські та суміжні права на музичні твори і записи), і що розміщення не порушує прав третіх осіб.",
				"Розміщуючи контент, Користувач надає Платформі невиключну, безоплатну ліцензію на зберігання, відтворення та показ цього контенту іншим Користувачам у межах Платформи на строк його розміщення. Усі інші права залишаються за правовласником.",
				"Преміум-контент призначений лише для підписників Артиста. Копіювати, завантажувати (крім випадків, коли Платформа прямо це дозволяє) або поширювати контент поза Платформою без згоди правовласника заборонено.",
				`Якщо ви вважаєте, що контент на Платформі порушує ваші права, напишіть нам на ${email} із посиланням на контент і підтвердженням ваших прав — ми розглянемо звернення і за потреби обмежимо доступ до контенту.`
			]
		},
		{
			id: "payments",
			title: "Платні послуги та платежі",
			blocks: [
				"Ціни преміум-підписки та відеопривітання встановлює Артист. Ціна показується до оплати в гривнях і є остаточною для цього замовлення.",
				"Донат — добровільна підтримка Артиста. Сума одного донату становить від 1 до 10 000 гривень.",
				"Оплата здійснюється через платіжних провайдерів, з якими співпрацює Платформа. Дані платіжних карток обробляє провайдер; Платформа їх не зберігає. Платіж вважається здійсненим, коли провайдер його підтвердив.",
				"Преміум-підписка відкриває доступ до преміум-контенту Артиста та чату з ним на оплачений період. Ви можете скасувати підписку будь-коли; доступ зберігається до кінця оплаченого періоду.",
				"Аукціони та вторинний ринок токенів роялті пісень працюють у мережі Concordium і розраховуються в її валюті через ваш власний гаманець. Платформа не має доступу до ключів вашого гаманця, а підтверджені в мережі транзакції незворотні."
			]
		},
		{
			id: "video-greetings",
			title: "Відеопривітання",
			blocks: [
				"Фан може замовити в Артиста персональне відеопривітання, описавши своє побажання. Замовлення оплачується за ціною, встановленою Артистом на момент замовлення.",
				"Після оплати сума замовлення «заморожується» на рахунку Фана: вона не надходить Артистові, доки Артист не надішле відеопривітання. Після надсилання відео сума зараховується на баланс Артиста.",
				"Артист може відхилити замовлення. У такому разі заморожена сума повертається Фанові.",
				"Готове відеопривітання Фан може переглянути та завантажити для особистого некомерційного використання."
			]
		},
		{
			id: "balance",
			title: "Баланс артиста та виведення коштів",
			blocks: [
				"Надходження від підписок, донатів і виконаних відеопривітань зараховуються на баланс Артиста. Артист бачить свій баланс у профілі.",
				"Артист може подати запит на виведення коштів на свій банківський рахунок або картку. Перед підтвердженням запиту Платформа показує суму до виплати та комісію, якщо вона застосовується.",
				"Виплати здійснюються через платіжних провайдерів, зазвичай протягом кількох банківських днів. Платформа може попросити підтвердити особу або реквізити, якщо цього вимагає законодавство чи правила провайдера.",
				"Артист самостійно відповідає за сплату податків зі своїх доходів, якщо інше не встановлено законодавством України."
			]
		},
		{
			id: "refunds",
			title: "Повернення коштів",
			blocks: [
				"Якщо Артист надіслав не той контент, за який ви заплатили (наприклад, відеопривітання не відповідає замовленню або адресоване іншій особі), ви можете подати запит на повернення коштів.",
				`Запит надсилайте на ${email} протягом 14 днів після отримання контенту, зазначивши номер замовлення та суть проблеми. Ми розглянемо запит, за потреби звʼяжемося з Артистом і повідомимо вам рішення.`,
				"У разі схвалення кошти повертаються тим самим способом, яким було здійснено оплату. Донати, надіслані добровільно, поверненню не підлягають, крім випадків помилкового або несанкціонованого платежу.",
				"Ці правила не обмежують ваших прав, передбачених Законом України «Про захист прав споживачів»."
			]
		},
		{
			id: "blocking",
			title: "Правила поведінки, блокування та видалення облікового запису",
			blocks: [
				"На Платформі заборонено:",
				{ list: [
					"розміщувати контент, що порушує закон, права інтелектуальної власності чи права третіх осіб;",
					"ображати, погрожувати, переслідувати інших Користувачів, поширювати мову ворожнечі;",
					"розсилати спам, шахраювати, маніпулювати голосуваннями чи платежами;",
					"втручатися в роботу Платформи або намагатися отримати доступ до чужих облікових записів."
				] },
				"У разі порушення Умов Платформа може видалити контент, тимчасово обмежити або заблокувати обліковий запис. Про блокування ми повідомляємо електронною поштою із зазначенням причини; ви можете оскаржити рішення, написавши до служби підтримки.",
				"Ви можете будь-коли видалити свій обліковий запис. Перед видаленням Артист має вивести наявний баланс; незавершені замовлення відеопривітань буде скасовано з поверненням заморожених сум Фанам. Платформа також може видалити обліковий запис за грубе або повторне порушення Умов."
			]
		},
		{
			id: "support",
			title: "Відповідальність, зміни Умов і підтримка",
			blocks: [
				"Платформа надається «як є». Ми докладаємо зусиль до її безперебійної роботи, але не гарантуємо відсутності перерв і не відповідаємо за контент, розміщений Користувачами, а також за непрямі збитки, крім випадків, передбачених законом.",
				"Ми можемо змінювати Умови. Про суттєві зміни повідомляємо заздалегідь на Платформі або електронною поштою; продовження користування після набрання змінами чинності означає згоду з ними.",
				"До цих Умов застосовується законодавство України. Спори вирішуються шляхом переговорів, а в разі недосягнення згоди — у судах України.",
				`Служба підтримки відповідає на звернення електронною поштою: ${email}. Також ви можете зателефонувати: ${phone}.`
			]
		}
	]
});
// src/features/legal/screens/TermsScreen.tsx
var terms = {
	uk: termsUk,
	en: termsEn
};
/** /terms-and-conditions: the Ukrainian original, or the English version with an English UI. */
function TermsScreen() {
	const { t } = useTranslation();
	const [language] = useLanguage();
	return /* @__PURE__ */ jsx(LegalDocumentView, {
		document: terms[language](contact),
		seeAlso: {
			to: paths.privacy,
			label: t("footer.privacy")
		}
	});
}
export { TermsScreen };

//# sourceMappingURL=TermsScreen-DzWVRxzv.js.map