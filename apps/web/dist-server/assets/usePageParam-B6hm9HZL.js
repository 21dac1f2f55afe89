import { t as Pager } from "./Pager-oeQMbfys.js";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
var Paged_module_default = { pagination: "_pagination_f9jhj_1" };
// src/features/catalogue/components/Paged.tsx
/** The spec's pagination under a list: 7 visible page buttons, hidden for a single page. */
function PagedNav({ page, totalPages, onPageChange }) {
	const { t } = useTranslation("catalogue");
	if (totalPages <= 1) return null;
	return /* @__PURE__ */ jsx(Pager, {
		className: Paged_module_default.pagination,
		page,
		totalPages,
		onPageChange: (next) => {
			onPageChange(next);
			window.scrollTo({ top: 0 });
		},
		maxButtons: 7,
		label: t("songs.pages")
	});
}
// src/features/catalogue/components/usePageParam.ts
/** The 1-based `page` of the URL (spec 001 §2: the page is in the URL), and a setter that keeps the rest. */
function usePageParam() {
	const [params, setParams] = useSearchParams();
	const parsed = Number(params.get("page"));
	const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
	const setPage = (next, extra = {}) => setParams((current) => {
		const updated = new URLSearchParams(current);
		updated.set("page", String(next));
		for (const [key, value] of Object.entries(extra)) updated.set(key, value);
		return updated;
	});
	return [page, setPage];
}
export { PagedNav as n, usePageParam as t };

//# sourceMappingURL=usePageParam-B6hm9HZL.js.map