// src/features/legal/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings = {
	en: {
		titles: {
			privacy: "privacy policy",
			terms: "Terms and conditions"
		},
		legal: {
			contents: "Contents",
			updated: "Last updated: {{date}}",
			backToTop: "Back to top",
			otherDocument: "See also"
		}
	},
	uk: {
		titles: {
			privacy: "Політика конфіденційності",
			terms: "Умови користування"
		},
		legal: {
			contents: "Зміст",
			updated: "Останнє оновлення: {{date}}",
			backToTop: "Угору",
			otherDocument: "Див. також"
		}
	}
};
export { strings };

//# sourceMappingURL=i18n-6wjNZi2m.js.map