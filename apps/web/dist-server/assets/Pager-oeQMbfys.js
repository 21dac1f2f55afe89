import { i as limits } from "./limits-Bj0hKUrz.js";
import { o as ChevronLeftIcon, s as ChevronRightIcon } from "./Icon-5AvXVvpA.js";
import { useTranslation } from "react-i18next";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../design-system/src/components/Pagination/pageWindow.ts
/**
* The 1-based page numbers to show as buttons: all pages when they fit, otherwise a window of
* `max` consecutive pages kept as centred on the current page as the ends allow.
*
*   getPageWindow(1, 20)  → [1, 2, 3, 4, 5, 6, 7]
*   getPageWindow(10, 20) → [7, 8, 9, 10, 11, 12, 13]
*   getPageWindow(20, 20) → [14, 15, 16, 17, 18, 19, 20]
*/
function getPageWindow(current, totalPages, max = limits.visiblePageButtons) {
	const total = Math.max(0, Math.floor(totalPages));
	const size = Math.max(1, Math.floor(max));
	if (total === 0) return [];
	const page = Math.min(Math.max(1, Math.floor(current)), total);
	const count = Math.min(size, total);
	const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
	return Array.from({ length: count }, (_, i) => start + i);
}
var Pagination_module_default = {
	pagination: "_pagination_j5z0o_1",
	list: "_list_j5z0o_6",
	button: "_button_j5z0o_14",
	step: "_step_j5z0o_40"
};
// ../../design-system/src/components/Pagination/Pagination.tsx
/** Page buttons with previous/next. Renders nothing for a single page or no results. */
function Pagination({ page, totalPages, onPageChange, totalResults, maxButtons = limits.visiblePageButtons, label = "Pagination", previousLabel = "Previous page", nextLabel = "Next page", pageLabel = (n) => `Page ${n}`, className }) {
	if (totalPages <= 1 || totalResults === 0) return null;
	const current = Math.min(Math.max(1, page), totalPages);
	const pages = getPageWindow(current, totalPages, maxButtons);
	const go = (target) => {
		if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
	};
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": label,
		className: clsx(Pagination_module_default.pagination, className),
		children: /* @__PURE__ */ jsxs("ul", {
			className: Pagination_module_default.list,
			children: [
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: clsx(Pagination_module_default.button, Pagination_module_default.step),
					"aria-label": previousLabel,
					disabled: current === 1,
					onClick: () => go(current - 1),
					children: /* @__PURE__ */ jsx(ChevronLeftIcon, {})
				}) }),
				pages.map((n) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: Pagination_module_default.button,
					"aria-label": pageLabel(n),
					"aria-current": n === current ? "page" : void 0,
					onClick: () => go(n),
					children: n
				}) }, n)),
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: clsx(Pagination_module_default.button, Pagination_module_default.step),
					"aria-label": nextLabel,
					disabled: current === totalPages,
					onClick: () => go(current + 1),
					children: /* @__PURE__ */ jsx(ChevronRightIcon, {})
				}) })
			]
		})
	});
}
// src/shared/ui/Pager.tsx
/**
* The design system's Pagination in the reader's language: every list pages with the same words
* (previous, next, page N); `label` names what the list pages, for the navigation landmark.
*/
function Pager(props) {
	const { t } = useTranslation("shared");
	return /* @__PURE__ */ jsx(Pagination, {
		...props,
		previousLabel: t("pages.previous"),
		nextLabel: t("pages.next"),
		pageLabel: (page) => t("pages.page", { page })
	});
}
export { Pager as t };

//# sourceMappingURL=Pager-oeQMbfys.js.map