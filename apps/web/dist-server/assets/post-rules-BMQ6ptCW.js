import { i as limits } from "./limits-Bj0hKUrz.js";
// ../../packages/contract/src/post-rules.ts
/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
var characterCount = (text) => [...text].length;
/** A poll's problems: its title, each empty option, then the number of options. */
function pollProblems(poll, field = "votes.0") {
	const problems = [];
	if (!poll.title.trim()) problems.push({
		rule: "pollTitleRequired",
		field: `${field}.title`
	});
	if (poll.options.length < limits.pollOptionsMin) problems.push({
		rule: "pollOptionsMin",
		field: `${field}.options`
	});
	if (poll.options.length > limits.pollOptionsMax) problems.push({
		rule: "pollOptionsMax",
		field: `${field}.options`
	});
	poll.options.forEach((option, index) => {
		if (!option.trim()) problems.push({
			rule: "pollOptionEmpty",
			field: `${field}.options.${index}`
		});
	});
	return problems;
}
/** A post's problems, the post's own first (text, attachments), then each song's and poll's. */
function postProblems(post) {
	const problems = [];
	const text = post.text.trim();
	const length = characterCount(text);
	const attachments = post.images + post.songs.length + post.polls.length;
	if (length > limits.postDescription) problems.push({
		rule: "descriptionTooLong",
		field: "simplePost.context",
		length
	});
	if (attachments > limits.postAttachmentsMax) problems.push({
		rule: "tooManyAttachments",
		field: "attachments"
	});
	if (post.polls.length > 1) problems.push({
		rule: "onePollOnly",
		field: "votes"
	});
	if (attachments === 0 && text === "") problems.push({
		rule: "emptyPost",
		field: "simplePost.context"
	});
	post.songs.forEach((song, index) => {
		if (!song.name.trim()) problems.push({
			rule: "songNameRequired",
			field: `songs.${index}.fileName`
		});
		if (!song.genre.trim()) problems.push({
			rule: "genreRequired",
			field: `songs.${index}.genre`
		});
	});
	post.polls.forEach((poll, index) => problems.push(...pollProblems(poll, `votes.${index}`)));
	return problems;
}
export { pollProblems as n, postProblems as r, characterCount as t };

//# sourceMappingURL=post-rules-BMQ6ptCW.js.map