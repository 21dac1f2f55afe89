// src/features/hall-of-fame/voting.ts
/**
* Width of a vote bar in percent (spec 001 §4): 0 at exactly 0, at least 4 when above 0, the
* percent itself from 4 to 100, and 100 at or past 100.
*/
function voteBarWidth(percent) {
	if (!(percent > 0)) return 0;
	if (percent < 4) return 4;
	return Math.min(100, percent);
}
var dayMs = 864e5;
/** Whole days left until the stage ends (rounded up), 0 once it has ended. */
function daysLeft(until, now = Date.now()) {
	const left = Date.parse(until) - now;
	return left > 0 ? Math.ceil(left / dayMs) : 0;
}
/** Whether the legend still takes votes: on voting, before firstVoteStageOpenUntil. */
function isVotingOpen(legend, now = Date.now()) {
	return legend.status === "VOTING" && Date.parse(legend.voteInfo.firstVoteStageOpenUntil) > now;
}
var trackIdOf = (uuid) => `legend:${uuid}`;
export { voteBarWidth as i, isVotingOpen as n, trackIdOf as r, daysLeft as t };

//# sourceMappingURL=voting-CecuUY9P.js.map