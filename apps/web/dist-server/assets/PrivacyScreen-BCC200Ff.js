import { M as contact, k as paths } from "../entry-server.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { t as LegalDocumentView } from "./LegalDocumentView-B6v8-_gs.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/legal/documents/privacy.en.ts
var privacyEn = ({ email, phone }) => ({
	title: "Privacy policy",
	updated: "2026-11-22",
	intro: ["This Privacy Policy explains what personal data the Kobza platform (the “Platform”, “we”) processes, why, on what grounds and for how long, who it may be shared with, and what rights you have.", "We process personal data in line with the Law of Ukraine “On Personal Data Protection” and other Ukrainian legislation. The Ukrainian version of this Policy prevails if the two versions differ."],
	sections: [
		{
			id: "controller",
			title: "Data controller",
			blocks: ["The controller of your personal data is the operator of the Kobza platform. It decides why and how your data is processed and is responsible for protecting it.", `For any question about your personal data, write to ${email} or call ${phone}.`]
		},
		{
			id: "data",
			title: "What data we collect",
			blocks: ["We process only the data the Platform needs to work:", { list: [
				"account data: e-mail address, public name, nickname, date of birth, user type (artist or fan) and your password in hashed form;",
				"profile data: avatar, cover, description, social media links;",
				"content and activity: posts, songs, playlists, events, comments, likes, votes, chat messages, video greeting wishes and the videos themselves;",
				"payment data: amounts, purposes and statuses of payments, balances and withdrawal requests (card details are handled by the payment provider; we do not store them);",
				"the Concordium wallet addresses you use in auctions and on the secondary market;",
				"technical data: IP address, device and browser type, request times and error logs."
			] }]
		},
		{
			id: "purposes",
			title: "Why we process it",
			blocks: [
				"We use the data to:",
				{ list: [
					"create and run your account and let you sign in;",
					"show your profile and content to other users as you choose;",
					"take payments, freeze the price of video greetings, credit artists’ balances and pay artists out;",
					"handle support requests and refund requests;",
					"prevent fraud and breaches of the Terms and Conditions, and protect the Platform;",
					"meet legal obligations, including accounting and tax rules."
				] },
				"We do not sell personal data and do not use it for targeted advertising."
			]
		},
		{
			id: "legal-bases",
			title: "Legal bases",
			blocks: ["Under Article 11 of the Law of Ukraine “On Personal Data Protection” we rely on:", { list: [
				"entering into and performing a transaction to which you are a party — the Terms and Conditions (account, paid services, payouts);",
				"your consent, given when you sign up, which you can withdraw;",
				"obligations the law places on us (payment records, answers to lawful requests from public authorities);",
				"our legitimate interest in keeping the Platform secure and preventing fraud, where it does not override your rights."
			] }]
		},
		{
			id: "retention",
			title: "How long we keep it",
			blocks: [
				"Account data and content are kept while your account exists. After an account is deleted we delete or anonymise its data within 30 days.",
				"Payment and payout records are kept for the periods set by accounting and tax legislation and are deleted afterwards.",
				"Technical logs are kept for up to 90 days unless they are needed to investigate a security incident.",
				"Transactions recorded on the Concordium network are public and permanent: we cannot delete them."
			]
		},
		{
			id: "sharing",
			title: "Sharing with third parties",
			blocks: [
				"We share data only where the Platform needs it to work or the law requires it:",
				{ list: [
					"with payment providers and banks, to process payments, refunds and payouts to artists;",
					"with hosting, file storage and e-mail providers who process data on our behalf under confidentiality terms;",
					"with public authorities, in the cases and manner set by law."
				] },
				"Your public name, nickname, avatar and the content you publish are visible to other users. Wallet addresses and transactions in auctions and on the secondary market are visible on the public Concordium network."
			]
		},
		{
			id: "storage",
			title: "Cookies and local storage",
			blocks: [
				"The Platform uses no third-party advertising or analytics cookies.",
				"To keep you signed in, we keep in your browser’s local storage (localStorage) the access and refresh tokens, the basic data of your profile (name, nickname, avatar, roles), a signed-in flag, the application version and your chosen interface language. This data stays on your device, except the tokens, which are sent to the Platform with each request.",
				"Signing out removes the session data from storage, and you can clear it in your browser settings at any time. Payment providers’ pages may use their own cookies under their own policies."
			]
		},
		{
			id: "rights",
			title: "Your rights",
			blocks: [
				"Under Article 8 of the Law of Ukraine “On Personal Data Protection” you have the right to:",
				{ list: [
					"know what data about you is processed, why, where it is kept and who receives it;",
					"access your data;",
					"have inaccurate data corrected or your data deleted;",
					"object to processing and withdraw your consent;",
					"complain to the Ukrainian Parliament Commissioner for Human Rights or to a court."
				] },
				`To use these rights, write to ${email}. We answer within 30 calendar days.`
			]
		},
		{
			id: "security",
			title: "Security",
			blocks: [
				"We protect data with organisational and technical measures: encrypted connections (HTTPS), passwords stored only as hashes, limited staff access and access logging.",
				"The Platform has no access to the keys of your crypto wallets and will never ask for them.",
				"If an incident may affect your data, we will tell you and, where the law requires, the Commissioner for Human Rights."
			]
		},
		{
			id: "changes",
			title: "Changes and contact",
			blocks: [
				"The Platform is not meant for people under 16, and we do not knowingly collect their data.",
				"We may update this Policy. The date of the last update is shown at the top; we announce significant changes in advance.",
				`Contact: ${email}, ${phone}.`
			]
		}
	]
});
// src/features/legal/documents/privacy.uk.ts
var privacyUk = ({ email, phone }) => ({
	title: "Політика конфіденційності",
	updated: "2026-11-22",
	intro: ["Ця Політика конфіденційності пояснює, які персональні дані обробляє платформа Kobza (далі — «Платформа», «ми»), навіщо, на яких підставах і як довго, кому вони можуть передаватися та які права ви маєте.", "Ми обробляємо персональні дані відповідно до Закону України «Про захист персональних даних» та інших актів законодавства України."],
	sections: [
		{
			id: "controller",
			title: "Володілець персональних даних",
			blocks: ["Володільцем ваших персональних даних є оператор платформи Kobza. Він визначає мету обробки, склад даних і порядок роботи з ними та відповідає за їх захист.", `З усіх питань щодо персональних даних звертайтеся електронною поштою: ${email} або за телефоном ${phone}.`]
		},
		{
			id: "data",
			title: "Які дані ми збираємо",
			blocks: ["Ми обробляємо лише ті дані, які потрібні для роботи Платформи:", { list: [
				"дані облікового запису: адреса електронної пошти, публічне імʼя, нікнейм, дата народження, тип користувача (артист чи фан) і пароль у захешованому вигляді;",
				"дані профілю: аватар, обкладинка, опис, посилання на соціальні мережі;",
				"контент і взаємодії: дописи, пісні, плейлисти, події, коментарі, вподобання, голоси, повідомлення в чаті, побажання до відеопривітань і самі відео;",
				"платіжні дані: суми, призначення та статуси платежів, баланс і запити на виведення коштів (реквізити карток обробляє платіжний провайдер, ми їх не зберігаємо);",
				"адреси гаманців Concordium, якими ви користуєтеся на аукціонах і вторинному ринку;",
				"технічні дані: IP-адреса, тип пристрою і браузера, час звернень і журнали помилок."
			] }]
		},
		{
			id: "purposes",
			title: "Мета обробки",
			blocks: [
				"Ми використовуємо дані, щоб:",
				{ list: [
					"створити й вести ваш обліковий запис і забезпечити вхід на Платформу;",
					"показувати ваш профіль і контент іншим користувачам відповідно до налаштувань;",
					"приймати платежі, заморожувати кошти за відеопривітання, нараховувати баланс артистам і виплачувати кошти;",
					"розглядати звернення до служби підтримки та запити на повернення коштів;",
					"запобігати шахрайству, порушенням Умов користування і захищати Платформу;",
					"виконувати вимоги законодавства, зокрема бухгалтерського та податкового."
				] },
				"Ми не продаємо персональні дані та не використовуємо їх для таргетованої реклами."
			]
		},
		{
			id: "legal-bases",
			title: "Правові підстави обробки",
			blocks: ["Відповідно до статті 11 Закону України «Про захист персональних даних» ми обробляємо дані на таких підставах:", { list: [
				"укладення та виконання правочину, стороною якого ви є, — Умов користування (обліковий запис, платні послуги, виплати);",
				"ваша згода, яку ви надаєте під час реєстрації і можете відкликати;",
				"виконання обовʼязків, покладених на нас законом (облік платежів, відповіді на законні запити державних органів);",
				"законний інтерес — безпека Платформи та запобігання шахрайству, якщо він не переважає ваших прав."
			] }]
		},
		{
			id: "retention",
			title: "Строки зберігання",
			blocks: [
				"Дані облікового запису та контент зберігаються, доки існує обліковий запис. Після видалення облікового запису ми видаляємо або знеособлюємо дані протягом 30 днів.",
				"Записи про платежі й виплати зберігаються протягом строків, установлених законодавством про бухгалтерський облік і оподаткування, після чого видаляються.",
				"Технічні журнали зберігаються до 90 днів, якщо вони не потрібні для розслідування інциденту безпеки.",
				"Записи транзакцій у мережі Concordium є публічними і незмінними: ми не можемо їх видалити."
			]
		},
		{
			id: "sharing",
			title: "Передача даних третім особам",
			blocks: [
				"Ми передаємо дані лише тоді, коли це потрібно для роботи Платформи або вимагається законом:",
				{ list: [
					"платіжним провайдерам і банкам — для проведення платежів, повернень і виплат артистам;",
					"постачальникам хостингу, зберігання файлів і поштових розсилок, які обробляють дані за нашим дорученням і на умовах конфіденційності;",
					"органам державної влади — у випадках і в порядку, визначених законом."
				] },
				"Публічне імʼя, нікнейм, аватар і опублікований вами контент бачать інші користувачі. Адреси гаманців і транзакції на аукціонах і вторинному ринку видно в публічній мережі Concordium."
			]
		},
		{
			id: "storage",
			title: "Файли cookie та локальне сховище",
			blocks: [
				"Платформа не використовує рекламних чи аналітичних cookie третіх осіб.",
				"Щоб ви залишалися в системі, ми зберігаємо в локальному сховищі браузера (localStorage) токени доступу й оновлення, основні дані вашого профілю (імʼя, нікнейм, аватар, ролі), ознаку входу, версію застосунку та обрану мову інтерфейсу. Ці дані не залишають вашого пристрою, крім токенів, які надсилаються Платформі з кожним запитом.",
				"Після виходу з облікового запису дані сесії видаляються зі сховища. Ви також можете очистити його в налаштуваннях браузера. Сторінки платіжних провайдерів можуть використовувати власні cookie відповідно до їхніх політик."
			]
		},
		{
			id: "rights",
			title: "Ваші права",
			blocks: [
				"Відповідно до статті 8 Закону України «Про захист персональних даних» ви маєте право:",
				{ list: [
					"знати, які ваші дані обробляються, з якою метою, де вони зберігаються і кому передаються;",
					"отримати доступ до своїх даних;",
					"вимагати виправлення неточних даних або їх видалення;",
					"заперечити проти обробки та відкликати згоду;",
					"звернутися зі скаргою до Уповноваженого Верховної Ради України з прав людини або до суду."
				] },
				`Щоб скористатися правами, напишіть на ${email}. Ми відповімо протягом 30 календарних днів.`
			]
		},
		{
			id: "security",
			title: "Захист даних",
			blocks: [
				"Ми захищаємо дані організаційними й технічними заходами: шифруванням зʼєднання (HTTPS), зберіганням паролів лише у вигляді хешу, обмеженим доступом працівників і журналюванням доступу.",
				"Платформа не має доступу до ключів ваших криптогаманців і ніколи не попросить їх.",
				"У разі інциденту, що може зачепити ваші дані, ми повідомимо вас і, якщо цього вимагає закон, Уповноваженого з прав людини."
			]
		},
		{
			id: "changes",
			title: "Зміни політики та контакти",
			blocks: [
				"Платформа не призначена для осіб, молодших за 16 років, і ми свідомо не збираємо їхніх даних.",
				"Ми можемо оновлювати цю Політику. Дата останнього оновлення зазначена на початку документа; про суттєві зміни ми повідомимо заздалегідь.",
				`Контакти: ${email}, ${phone}.`
			]
		}
	]
});
// src/features/legal/screens/PrivacyScreen.tsx
var privacy = {
	uk: privacyUk,
	en: privacyEn
};
/** /privacy-policy: the Ukrainian original, or the English version with an English UI. */
function PrivacyScreen() {
	const { t } = useTranslation();
	const [language] = useLanguage();
	return /* @__PURE__ */ jsx(LegalDocumentView, {
		document: privacy[language](contact),
		seeAlso: {
			to: paths.terms,
			label: t("footer.terms")
		}
	});
}
export { PrivacyScreen };

//# sourceMappingURL=PrivacyScreen-BCC200Ff.js.map