import { n as eraValues, r as genreValues } from "./values-B1-1z55d.js";
import { n as cropRatios } from "./limits-Bj0hKUrz.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Checkbox } from "./Checkbox-BYtlxvmS.js";
import { t as Pager } from "./Pager-oeQMbfys.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { B as Card, D as LinkButton, H as EmptyState, J as PageHeader, U as Preloader, V as Cover, X as Tabs, Z as Select, et as FormField, f as useEraLabel, nt as Container, p as useGenreCodeLabel } from "../entry-server.js";
import { d as PlayButton, f as DevWalletPrompt, p as Markets_module_default, t as WalletButton } from "./WalletButton-DWUZ_IdB.js";
import { t as auctionTrack } from "./tracks-B31ob76W.js";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/components/FilterPopup.tsx
/** The filter popup of both markets: one era and any genres (spec 002 §2). */
function FilterButton({ value, onChange }) {
	const { t } = useTranslation(["markets", "shared"]);
	const [open, setOpen] = useState(false);
	const [era, setEra] = useState(value.era ?? "");
	const [picked, setPicked] = useState([...value.genres]);
	const count = (value.era ? 1 : 0) + value.genres.length;
	const eraLabel = useEraLabel("markets", { fetch: open });
	const genreLabel = useGenreCodeLabel({ fetch: open });
	const show = () => {
		setEra(value.era ?? "");
		setPicked([...value.genres]);
		setOpen(true);
	};
	const apply = (next) => {
		onChange(next);
		setOpen(false);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: show,
		"aria-haspopup": "dialog",
		children: count > 0 ? t("list.filtersCount", { count }) : t("list.filters")
	}), /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: () => setOpen(false),
		title: t("list.filterTitle"),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: () => apply({
				era: void 0,
				genres: []
			}),
			children: t("list.reset")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => apply({
				era: era || void 0,
				genres: picked
			}),
			children: t("list.apply")
		})] }),
		children: /* @__PURE__ */ jsxs("div", {
			className: Markets_module_default.form,
			children: [/* @__PURE__ */ jsx(FormField, {
				label: t("list.era"),
				children: /* @__PURE__ */ jsx(Select, {
					value: era,
					onChange: (event) => setEra(event.target.value),
					options: [{
						value: "",
						label: t("list.anyEra")
					}, ...eraValues.map((code) => ({
						value: code,
						label: eraLabel(code)
					}))]
				})
			}), /* @__PURE__ */ jsxs("fieldset", {
				className: Markets_module_default.genres,
				children: [/* @__PURE__ */ jsx("legend", { children: t("list.genres") }), genreValues.map((code) => /* @__PURE__ */ jsx(Checkbox, {
					label: genreLabel(code),
					checked: picked.includes(code),
					onChange: (event) => setPicked((current) => event.target.checked ? [...current, code] : current.filter((entry) => entry !== code))
				}, code))]
			})]
		})
	})] });
}
// src/features/markets/components/MarketCard.tsx
/** A card of the market grids: cover, player, song, artist, an optional line and View (spec 002 §2). */
function MarketCard({ auction, href, queue, extra }) {
	const { t } = useTranslation("markets");
	const song = auction.song.songName;
	return /* @__PURE__ */ jsxs(Card, {
		as: "article",
		padding: "md",
		className: Markets_module_default.card,
		children: [
			/* @__PURE__ */ jsx(Link, {
				to: href,
				className: Markets_module_default.coverLink,
				tabIndex: -1,
				"aria-hidden": true,
				children: /* @__PURE__ */ jsx(Cover, {
					src: auction.coverUrl,
					alt: t("list.cover", { song }),
					ratio: cropRatios.square
				})
			}),
			/* @__PURE__ */ jsx("h3", {
				className: Markets_module_default.cardTitle,
				children: song
			}),
			/* @__PURE__ */ jsx("p", {
				className: Markets_module_default.muted,
				children: auction.song.user.publicName
			}),
			extra,
			/* @__PURE__ */ jsxs("div", {
				className: Markets_module_default.cardFooter,
				children: [/* @__PURE__ */ jsx(PlayButton, {
					track: auctionTrack(auction),
					queue
				}), /* @__PURE__ */ jsx(LinkButton, {
					to: href,
					variant: "primary",
					size: "sm",
					"aria-label": `${t("list.view")}: ${song}`,
					children: t("list.view")
				})]
			})
		]
	});
}
// src/features/markets/components/MarketListLayout.tsx
/** The frame both market lists share (spec 002 §2): header, about text, tabs, tools, grid, pages. */
function MarketListLayout({ title, actions, aboutTitle, about, tabs, tabsLabel, tab, onTab, tools, state, emptyText, children, page, totalPages, onPage, onRetry }) {
	const { t } = useTranslation(["markets", "shared"]);
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title,
				actions: /* @__PURE__ */ jsxs("div", {
					className: Markets_module_default.headerActions,
					children: [actions, /* @__PURE__ */ jsx(WalletButton, {})]
				})
			}),
			/* @__PURE__ */ jsxs("details", {
				className: Markets_module_default.about,
				children: [/* @__PURE__ */ jsx("summary", { children: aboutTitle }), /* @__PURE__ */ jsx("p", { children: about })]
			}),
			/* @__PURE__ */ jsx(Tabs, {
				items: tabs,
				value: tab,
				onChange: onTab,
				label: tabsLabel
			}),
			/* @__PURE__ */ jsx("div", {
				className: Markets_module_default.toolbar,
				children: tools
			}),
			state === "pending" ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : state === "error" ? /* @__PURE__ */ jsx("div", {
				role: "alert",
				children: /* @__PURE__ */ jsx(EmptyState, {
					title: t("list.errorTitle"),
					description: t("list.errorText"),
					action: /* @__PURE__ */ jsx(Button, {
						onClick: onRetry,
						children: t("shared:common.retry")
					})
				})
			}) : state === "empty" ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("list.emptyTitle"),
				description: emptyText
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [children, /* @__PURE__ */ jsx(Pager, {
				className: Markets_module_default.pagination,
				page: page + 1,
				totalPages,
				onPageChange: (next) => onPage(next - 1),
				label: t("list.pagination")
			})] }),
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
// src/features/markets/screens/useListQuery.ts
/**
* The tab and page of a market list, kept in the query (contentTab, page; page 0-based as the
* API counts, spec 002 §2). Unknown tabs fall back to the first.
*/
function useListQuery(tabs) {
	const [params, setParams] = useSearchParams();
	const raw = params.get("contentTab");
	const tab = tabs.find((candidate) => candidate === raw) ?? tabs[0];
	const parsed = Number(params.get("page") ?? "0");
	return {
		tab,
		page: Number.isInteger(parsed) && parsed >= 0 ? parsed : 0,
		go: useCallback((next) => {
			setParams((current) => {
				const copy = new URLSearchParams(current);
				if (next.tab !== void 0) copy.set("contentTab", next.tab);
				copy.set("page", String(next.page ?? 0));
				return copy;
			}, { replace: next.tab === void 0 && next.page === void 0 });
		}, [setParams])
	};
}
export { FilterButton as i, MarketListLayout as n, MarketCard as r, useListQuery as t };

//# sourceMappingURL=useListQuery-CmNcUObB.js.map