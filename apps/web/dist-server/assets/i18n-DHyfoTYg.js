// src/features/accounts/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: {
			signIn: "Sign In",
			signUp: "Sign Up",
			resetPassword: "Reset password",
			settings: "Settings"
		},
		signIn: {
			reasonProfile: "The profile of @{{nickName}} is open to members: sign in and you will come back to it.",
			reasonPage: "This page is open to members: sign in and you will come back to it.",
			email: "Email",
			password: "Password",
			showPassword: "Show password",
			hidePassword: "Hide password",
			submit: "Sign in",
			forgot: "Forgot password?",
			noAccount: "Don’t have an account?",
			toSignUp: "Sign up"
		},
		signUp: {
			publicName: "Public name",
			dateOfBirth: "Date of birth",
			email: "Email",
			password: "Password",
			repeatPassword: "Repeat password",
			asArtist: "Sign up like artist",
			agreePrefix: "I agree to the",
			termsLink: "Terms & Conditions",
			privacyLink: "Privacy Policy",
			opensInNewTab: "(opens in a new tab)",
			submit: "Sign up",
			haveAccount: "Already have an account?",
			toSignIn: "Sign in",
			tooYoung: "You must be at least {{age}} years old to sign up"
		},
		/** The live checklist of the contract's password rules (its English labels, the symbol set added). */
		password: {
			rules: "Password requirements",
			length: "8 or more characters",
			lower: "A lowercase letter",
			upper: "An uppercase letter",
			symbol: "A symbol: {{symbols}}",
			digit: "A number",
			ruleMet: "done",
			notStrong: "The new password must meet every requirement below"
		},
		reset: {
			emailIntro: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
			email: "Email",
			send: "Send link",
			sentTitle: "Check your e-mail",
			sent: "If an account exists for this email, we have sent a link to reset the password",
			backToSignIn: "Back to sign in",
			newPasswordIntro: "Choose a new password for your account.",
			newPassword: "New password",
			repeatPassword: "Repeat password",
			submit: "Change password",
			changed: "Password successfully changed",
			changedText: "You have been signed out on every device. Sign in with your new password.",
			signIn: "Sign in"
		},
		settings: {
			languageTitle: "Language",
			languageHint: "The language of menus and pages. Your choice is remembered on this device.",
			accountTitle: "Account",
			email: "Email",
			pendingEmail: "Waiting for confirmation: {{email}}. Follow the link we sent to that address.",
			emailConfirmed: "Your e-mail address is now {{email}}",
			passwordTitle: "Change password",
			currentPassword: "Current password",
			newPassword: "New password",
			repeatPassword: "Repeat new password",
			changePassword: "Change password",
			passwordChanged: "Password successfully changed",
			passwordChangedSignIn: "Password successfully changed. Sign in with your new password.",
			emailTitle: "Change e-mail",
			emailIntro: "We will send a confirmation link to the new address. Your e-mail changes once you follow it.",
			newEmail: "New e-mail",
			password: "Current password",
			changeEmail: "Send confirmation link",
			emailChangeSent: "We have sent a confirmation link to the new email address",
			deleteTitle: "Delete account",
			deleteText: "Deleting your account cannot be undone. Your e-mail address, public name, nickname, avatar and roles are removed at once, and you are signed out on every device. Posts, songs and comments you published are hidden from everyone. The e-mail address becomes free to sign up with again.",
			deleteButton: "Delete account",
			deleteConfirmTitle: "Delete your account?",
			deletePassword: "Enter your password to confirm",
			deleteConfirm: "Delete for good",
			deleted: "Your account has been deleted"
		}
	},
	uk: {
		titles: {
			signIn: "Вхід",
			signUp: "Реєстрація",
			resetPassword: "Відновлення пароля",
			settings: "Налаштування"
		},
		signIn: {
			reasonProfile: "Профіль @{{nickName}} відкритий для учасників: увійдіть, і ви повернетеся до нього.",
			reasonPage: "Ця сторінка відкрита для учасників: увійдіть, і ви повернетеся до неї.",
			email: "Ел. пошта",
			password: "Пароль",
			showPassword: "Показати пароль",
			hidePassword: "Приховати пароль",
			submit: "Увійти",
			forgot: "Забули пароль?",
			noAccount: "Ще не маєте облікового запису?",
			toSignUp: "Зареєструватися"
		},
		signUp: {
			publicName: "Публічне імʼя",
			dateOfBirth: "Дата народження",
			email: "Ел. пошта",
			password: "Пароль",
			repeatPassword: "Повторіть пароль",
			asArtist: "Зареєструватися як артист",
			agreePrefix: "Я погоджуюся з",
			termsLink: "Умовами користування",
			privacyLink: "Політикою конфіденційності",
			opensInNewTab: "(відкриється в новій вкладці)",
			submit: "Зареєструватися",
			haveAccount: "Вже маєте обліковий запис?",
			toSignIn: "Увійти",
			tooYoung: "Щоб зареєструватися, вам має бути щонайменше {{age}} років"
		},
		password: {
			rules: "Вимоги до пароля",
			length: "8 або більше символів",
			lower: "Мала літера",
			upper: "Велика літера",
			symbol: "Символ: {{symbols}}",
			digit: "Цифра",
			ruleMet: "виконано",
			notStrong: "Новий пароль має відповідати всім вимогам нижче"
		},
		reset: {
			emailIntro: "Вкажіть адресу ел. пошти вашого облікового запису. Ми надішлемо посилання, щоб обрати новий пароль.",
			email: "Ел. пошта",
			send: "Надіслати посилання",
			sentTitle: "Перевірте пошту",
			sent: "Якщо обліковий запис із цією адресою існує, ми надіслали на неї посилання для скидання пароля",
			backToSignIn: "Повернутися до входу",
			newPasswordIntro: "Оберіть новий пароль для облікового запису.",
			newPassword: "Новий пароль",
			repeatPassword: "Повторіть пароль",
			submit: "Змінити пароль",
			changed: "Пароль успішно змінено",
			changedText: "Ви вийшли з облікового запису на всіх пристроях. Увійдіть із новим паролем.",
			signIn: "Увійти"
		},
		settings: {
			languageTitle: "Мова",
			languageHint: "Мова меню та сторінок. Ваш вибір запамʼятовується на цьому пристрої.",
			accountTitle: "Обліковий запис",
			email: "Ел. пошта",
			pendingEmail: "Очікує підтвердження: {{email}}. Перейдіть за посиланням, яке ми надіслали на цю адресу.",
			emailConfirmed: "Тепер ваша адреса ел. пошти — {{email}}",
			passwordTitle: "Зміна пароля",
			currentPassword: "Поточний пароль",
			newPassword: "Новий пароль",
			repeatPassword: "Повторіть новий пароль",
			changePassword: "Змінити пароль",
			passwordChanged: "Пароль успішно змінено",
			passwordChangedSignIn: "Пароль успішно змінено. Увійдіть із новим паролем.",
			emailTitle: "Зміна ел. пошти",
			emailIntro: "Ми надішлемо посилання для підтвердження на нову адресу. Адреса зміниться, щойно ви перейдете за ним.",
			newEmail: "Нова ел. пошта",
			password: "Поточний пароль",
			changeEmail: "Надіслати посилання",
			emailChangeSent: "Ми надіслали посилання для підтвердження на нову адресу ел. пошти",
			deleteTitle: "Видалення облікового запису",
			deleteText: "Видалення облікового запису не можна скасувати. Вашу адресу ел. пошти, публічне імʼя, нікнейм, аватар і ролі буде одразу вилучено, а ви вийдете з облікового запису на всіх пристроях. Опубліковані вами дописи, пісні й коментарі буде приховано від усіх. З цією адресою ел. пошти знову можна буде зареєструватися.",
			deleteButton: "Видалити обліковий запис",
			deleteConfirmTitle: "Видалити ваш обліковий запис?",
			deletePassword: "Введіть пароль для підтвердження",
			deleteConfirm: "Видалити назавжди",
			deleted: "Ваш обліковий запис видалено"
		}
	}
};
export { strings };

//# sourceMappingURL=i18n-DHyfoTYg.js.map