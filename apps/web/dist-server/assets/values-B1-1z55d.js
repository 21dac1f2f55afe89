import { n as genreLabels, t as eraLabels } from "./labels-DBVgI4Hj.js";
// ../../packages/contract/src/values.ts
/** The codes of a reference list, in its labels' order. */
function codesOf(labels) {
	return Object.keys(labels);
}
/** Eras of a song or legend (spec 002 §3). */
var eraValues = codesOf(eraLabels);
/** Genres (spec 002 §3); served from the database by GET /api/v1/genres. */
var genreValues = codesOf(genreLabels);
/** Hall of Fame sort options; LES_VOTES is the spec's spelling and part of the wire contract. */
var legendSortValues = [
	"RECENT",
	"MORE_VOTES",
	"LES_VOTES"
];
/**
* The one link rule of every domain that takes links (profiles, events, legends, auctions):
* an http:// or https:// address (spec 001 §5). Anything else a browser would follow from an
* `href` (`javascript:`, `data:`, `javascript://%0a…`) is refused. Zod-free, so the web and the
* console check with the same code; `httpLink` in links.ts is its schema.
*/
var isHttpLink = (value) => /^https?:\/\/[^\s]+$/i.test(value.trim());
/** The same rule for an optional link field, where an empty text means "no link". */
var isHttpLinkOrEmpty = (value) => value.trim() === "" || isHttpLink(value);
/** What a refused link is told (the same words in every domain). */
var linkSchemeMessage = "A link must start with http:// or https://";
/** UI pages are 1-based; the API page is the UI page minus 1. */
var uiPageToApi = (uiPage) => Math.max(0, uiPage - 1);
var apiPageToUi = (apiPage) => apiPage + 1;
export { isHttpLinkOrEmpty as a, uiPageToApi as c, isHttpLink as i, eraValues as n, legendSortValues as o, genreValues as r, linkSchemeMessage as s, apiPageToUi as t };

//# sourceMappingURL=values-B1-1z55d.js.map