import { i as ApiError } from "./src-Bp5laenX.js";
import { H as EmptyState } from "../entry-server.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/catalogue/components/ItemLoadError.tsx
/**
* The body of an artist's event or playlist page that did not load: its own "not found" title
* when there is no such item (404), otherwise the load error with a retry.
*/
function ItemLoadError({ error, notFoundTitle, onRetry }) {
	const { t } = useTranslation("catalogue");
	const notFound = error instanceof ApiError && error.status === 404;
	return /* @__PURE__ */ jsx(EmptyState, {
		title: notFound ? notFoundTitle : t("songs.loadError"),
		action: notFound ? void 0 : /* @__PURE__ */ jsx(RetryButton, { onRetry })
	});
}
var Catalogue_module_default = {
	hero: "_hero_mxw0s_1",
	heroWide: "_heroWide_mxw0s_9",
	heroCover: "_heroCover_mxw0s_14",
	heroText: "_heroText_mxw0s_18",
	heroTitle: "_heroTitle_mxw0s_24",
	muted: "_muted_mxw0s_30",
	description: "_description_mxw0s_35",
	search: "_search_mxw0s_42",
	section: "_section_mxw0s_47",
	sectionTitle: "_sectionTitle_mxw0s_51",
	heroActions: "_heroActions_mxw0s_76"
};
export { ItemLoadError as n, Catalogue_module_default as t };

//# sourceMappingURL=Catalogue.module-DgKLMCuW.js.map