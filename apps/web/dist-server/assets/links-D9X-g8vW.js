import { i as isHttpLink } from "./values-B1-1z55d.js";
// src/shared/format/links.ts
/**
* The href of a link someone typed (an artist's social link, a legend's page): http(s) only,
* by the contract's one link rule. A link without a scheme opens with https://; any other
* scheme (`javascript://%0aalert(1)`, `data:`) gives no href at all, so the text renders but
* follows nowhere — the API refuses such links, this guards what was stored before it did.
*/
function externalHref(link) {
	const trimmed = link.trim();
	if (isHttpLink(trimmed)) return trimmed;
	if (trimmed.includes("://") || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)) return void 0;
	const prefixed = `https://${trimmed}`;
	return isHttpLink(prefixed) ? prefixed : void 0;
}
export { externalHref as t };

//# sourceMappingURL=links-D9X-g8vW.js.map