import { i as isHttpLink } from "./values-B1-1z55d.js";
import { i as limits } from "./limits-Bj0hKUrz.js";
import { t as characterCount } from "./post-rules-BMQ6ptCW.js";
import { n as mediaFileProblem, r as mediaMaxBytes } from "./media-types-BETQs3nm.js";
// ../../packages/contract/src/password-rules.ts
/** The fixed punctuation set a password's symbol must come from (spec 000 §5). */
var passwordSymbols = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`";
var passwordRules = [
	{
		id: "length",
		label: "8 or more characters",
		test: (p) => [...p].length >= 8
	},
	{
		id: "lowercase",
		label: "A lowercase letter",
		test: (p) => /\p{Ll}/u.test(p)
	},
	{
		id: "uppercase",
		label: "An uppercase letter",
		test: (p) => /\p{Lu}/u.test(p)
	},
	{
		id: "symbol",
		label: "A symbol",
		test: (p) => [...p].some((char) => passwordSymbols.includes(char))
	},
	{
		id: "digit",
		label: "A number",
		test: (p) => /\d/.test(p)
	}
];
var failedPasswordRules = (password) => passwordRules.filter((rule) => !rule.test(password));
var meetsPasswordRules = (password) => failedPasswordRules(password).length === 0;
// ../../packages/contract/src/form-rules.ts
var text = (value) => typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
/** Empty or only spaces; for a file or a picture, none picked. */
var required = (value, _values, raw) => raw === null || raw === void 0 || typeof raw === "string" && value.trim() === "" ? { rule: "required" } : null;
/** Empty as typed (a password of spaces is a password). */
var requiredAsTyped = (value) => value === "" ? { rule: "required" } : null;
/** More than `max` characters once trimmed. */
var maxChars = (max) => (value) => {
	const length = value.trim().length;
	return length > max ? {
		rule: "tooLong",
		length,
		max
	} : null;
};
/** Fewer than `min` characters once trimmed (empty is `required`'s to say). */
var minChars = (min) => (value) => {
	const length = value.trim().length;
	return length > 0 && length < min ? {
		rule: "tooShort",
		length,
		min
	} : null;
};
/** More than `max` characters as a person counts them (an emoji is one), once trimmed. */
var maxCharacters = (max) => (value) => {
	const length = characterCount(value.trim());
	return length > max ? {
		rule: "tooLong",
		length,
		max
	} : null;
};
/** A non-empty value that is not a whole number of at least `min`. */
var wholeNumberFrom = (min) => (value) => value.trim() !== "" && !(Number.isInteger(Number(value)) && Number(value) >= min) ? {
	rule: "tooSmall",
	min
} : null;
/** A non-empty value that does not match. */
var matches = (pattern) => (value) => value.trim() !== "" && !pattern.test(value.trim()) ? { rule: "format" } : null;
/** A pragmatic shape check of an e-mail address; the API's `email` schema has the last word. */
var looksLikeEmail = (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
var emailAddress = (value) => value.trim() !== "" && !looksLikeEmail(value) ? { rule: "email" } : null;
/** The one link rule (`isHttpLink`); empty means no link. */
var httpLinkOrEmpty = (value) => value.trim() !== "" && !isHttpLink(value) ? { rule: "link" } : null;
/** A non-empty value that differs from another field (a repeated password). */
var sameAs = (field) => (value, values) => value !== "" && value !== text(values[field]) ? { rule: "mismatch" } : null;
/** A non-empty value a rule of its own refuses (the password rules, a date in the past). */
var satisfies = (test) => (value, values) => value !== "" && !test(value, values) ? { rule: "refused" } : null;
/** A picked file of a kind the API takes (./media-types), within its size; none picked passes. */
var mediaFile = (kind) => (_value, _values, raw) => {
	if (raw === null || raw === void 0 || typeof raw !== "object" || !("size" in raw)) return null;
	const problem = mediaFileProblem(kind, raw);
	return problem === "type" ? { rule: "fileType" } : problem === "size" ? {
		rule: "fileSize",
		maxBytes: mediaMaxBytes[kind]
	} : null;
};
/** The first problem of each field; an empty object when the form may be sent. */
function checkForm(rules, values) {
	const problems = {};
	for (const field of Object.keys(rules)) for (const check of rules[field] ?? []) {
		const problem = check(text(values[field]), values, values[field]);
		if (problem) {
			problems[field] = problem;
			break;
		}
	}
	return problems;
}
/** A nickname's characters (spec 000 §5), as the API's profile schema holds them. */
var nickNamePattern = /^[A-Za-z0-9_.-]+$/;
/** A 24-hour time, HH:MM. */
var timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The longest text of each field of the profile's edit form (its counters show these). */
var profileEditLimits = {
	publicName: limits.publicName,
	nickName: limits.nickName,
	description: limits.profileDescription,
	socialLinkInstagram: limits.socialLink,
	socialLinkFacebook: limits.socialLink,
	socialLinkTwitter: limits.socialLink
};
/** The profile's edit form (spec 000 §4, §5). */
var profileEditRules = {
	publicName: [maxChars(profileEditLimits.publicName), required],
	nickName: [
		maxChars(profileEditLimits.nickName),
		required,
		matches(nickNamePattern)
	],
	description: [maxChars(profileEditLimits.description)],
	socialLinkInstagram: [maxChars(profileEditLimits.socialLinkInstagram), httpLinkOrEmpty],
	socialLinkFacebook: [maxChars(profileEditLimits.socialLinkFacebook), httpLinkOrEmpty],
	socialLinkTwitter: [maxChars(profileEditLimits.socialLinkTwitter), httpLinkOrEmpty]
};
/** The latest birth date allowed to sign up (spec 000 §5: minimum age 16), as YYYY-MM-DD. */
function latestBirthDate(today = /* @__PURE__ */ new Date()) {
	return new Date(Date.UTC(today.getFullYear() - limits.signUpMinimumAge, today.getMonth(), today.getDate())).toISOString().slice(0, 10);
}
/** Sign up (spec 000 §2, §5); `refused` on the birth date is "too young". */
var signUpRules = {
	publicName: [required],
	dateOfBirth: [required, satisfies((value) => value <= latestBirthDate())],
	email: [required, emailAddress],
	password: [required],
	repeatPassword: [required, sameAs("password")]
};
/** A new e-mail address, confirmed with the current password. */
var changeEmailRules = {
	email: [required, emailAddress],
	password: [requiredAsTyped]
};
/** Settings' password change; `refused` on the new password is "does not meet the rules". */
var changePasswordRules = {
	currentPassword: [requiredAsTyped],
	newPassword: [requiredAsTyped, satisfies(meetsPasswordRules)],
	repeatPassword: [requiredAsTyped, sameAs("newPassword")]
};
/**
* A password reset's new password. The checklist guides but does not block (spec 001 §5): the
* server refuses a weak password with its own message.
*/
var newPasswordRules = {
	password: [requiredAsTyped],
	repeatPassword: [requiredAsTyped, sameAs("password")]
};
/** Asking for a password reset link. */
var resetRequestRules = { email: [required, emailAddress] };
/** A new event (spec 001 §2, §5); `refused` on the time is "in the past", `format` "not HH:MM". */
var eventRules = {
	eventTitle: [required],
	description: [required, maxChars(limits.eventDescriptionMax)],
	date: [requiredAsTyped],
	time: [
		requiredAsTyped,
		matches(timePattern),
		satisfies((time, values) => !values.date || (/* @__PURE__ */ new Date(`${String(values.date)}T${time}:00`)).getTime() >= Date.now())
	],
	eventLink: [httpLinkOrEmpty],
	eventCover: [required]
};
/** A new playlist (spec 001 §5). */
var playlistRules = {
	playListName: [required],
	description: [required, maxChars(limits.playlistDescriptionMax)]
};
/** A song uploaded to the catalogue (spec 000 §5 song rules). */
var songUploadRules = {
	songName: [required],
	genre: [requiredAsTyped],
	file: [required, mediaFile("song")]
};
/** What a nomination of either kind asks (spec 001 §2, §5); `format` on the year is "not four digits". */
var legendRules = {
	name: [required, maxCharacters(limits.legendNameMax)],
	era: [requiredAsTyped],
	ownerLegendStarterOpinion: [required, maxCharacters(limits.legendOpinionMax)],
	coverFile: [required],
	customName: [maxCharacters(limits.legendCustomNameMax)],
	customUrl: [httpLinkOrEmpty]
};
/** Nominating a music creator. */
var personLegendRules = {
	...legendRules,
	wikipediaUrl: [httpLinkOrEmpty],
	instagramUrl: [httpLinkOrEmpty],
	facebookUrl: [httpLinkOrEmpty],
	spotifyUrl: [httpLinkOrEmpty],
	youtubeUrl: [httpLinkOrEmpty],
	twitterUrl: [httpLinkOrEmpty]
};
/** Nominating a music work. */
var songLegendRules = {
	...legendRules,
	authorName: [required, maxCharacters(limits.legendAuthorNameMax)],
	genre: [requiredAsTyped],
	songFile: [required],
	composer: [maxCharacters(limits.composerMax)],
	authorTextName: [maxCharacters(limits.legendCreditMax)],
	label: [maxCharacters(limits.legendCreditMax)],
	recordingStudio: [maxCharacters(limits.legendCreditMax)],
	yearOfRelease: [matches(/^\d{4}$/)],
	spotifyUrl: [httpLinkOrEmpty],
	youtubeUrl: [httpLinkOrEmpty]
};
/** An artist's prices (spec 001 §4, §5): whole hryvnia, at least the contract's minimum. */
var servicePriceRules = {
	subscribePrice: [required, wholeNumberFrom(limits.priceMin)],
	videoPrice: [required, wholeNumberFrom(limits.priceMin)]
};
/** A copyright share in percent: 1 to 100, at most three decimals (a token is 0.001 %). */
var isCopyrightPercent = (value) => {
	const percent = Number(value);
	return Number.isFinite(percent) && percent >= 1 && percent <= 100 && Math.round(percent * 1e3) === percent * 1e3;
};
/**
* An initial sale (spec 002 §2, §5): `format` on the year is "not four digits", `refused` on the
* copyright share or the price is "not a valid value".
*/
var initialSaleRules = {
	era: [requiredAsTyped],
	song: [requiredAsTyped],
	description: [
		required,
		minChars(limits.auctionDescription.min),
		maxChars(limits.auctionDescription.max)
	],
	cover: [required],
	composer: [maxChars(limits.composerMax)],
	year: [matches(/^\d{4}$/)],
	duration: [requiredAsTyped],
	copyright: [requiredAsTyped, satisfies(isCopyrightPercent)],
	price: [required, satisfies((value) => /^\d+$/.test(value.trim()) && BigInt(value.trim()) >= 1n)]
};
/** Inviting a subscriber by e-mail (spec 001 §4). */
var inviteSubscriberRules = { email: [required, emailAddress] };
export { passwordSymbols as S, songLegendRules as _, initialSaleRules as a, meetsPasswordRules as b, newPasswordRules as c, playlistRules as d, profileEditLimits as f, signUpRules as g, servicePriceRules as h, eventRules as i, nickNamePattern as l, resetRequestRules as m, changePasswordRules as n, inviteSubscriberRules as o, profileEditRules as p, checkForm as r, latestBirthDate as s, changeEmailRules as t, personLegendRules as u, songUploadRules as v, passwordRules as x, failedPasswordRules as y };

//# sourceMappingURL=form-rules-zI4un0uf.js.map