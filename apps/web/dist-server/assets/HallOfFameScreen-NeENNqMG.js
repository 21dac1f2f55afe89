import { B as Card, D as LinkButton, E as Screen_module_default, H as EmptyState, J as PageHeader, U as Preloader, V as Cover, X as Tabs, Z as Select, f as useEraLabel, it as useMediaQuery, k as paths, nt as Container, p as useGenreCodeLabel, rt as mediaQueries, z as Badge } from "../entry-server.js";
import { d as Icon } from "./Icon-5AvXVvpA.js";
import { t as SearchBox } from "./SearchBox-Ds3hTV3G.js";
import { c as uiPageToApi, n as eraValues, o as legendSortValues, r as genreValues, t as apiPageToUi } from "./values-B1-1z55d.js";
import { i as limits, o as timings } from "./limits-Bj0hKUrz.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { a as legendKeys, f as voteForLegend, o as legendListQuery, r as legendPath, t as hall_module_default } from "./hall.module-BGkDrWpq.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { n as isVotingOpen } from "./voting-CecuUY9P.js";
import { n as VoteProgress, t as useSignInGate } from "./useSignInGate-D5B6xJO5.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { t as Pager } from "./Pager-oeQMbfys.js";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/hall-of-fame/components/LegendCard.tsx
/**
* One of the four card cases (spec 001 §2): on voting, progress and Vote ('Voted!' once voted);
* among legends, the winner cup and View.
*/
function LegendCard({ legend, onVote, voting }) {
	const { t } = useTranslation("hallOfFame");
	const eraLabel = useEraLabel("hallOfFame");
	const inducted = legend.status === "SUCCESS";
	const href = legendPath(legend);
	const subtitle = [legend.authorName, eraLabel(legend.era)].filter(Boolean).join(" · ");
	return /* @__PURE__ */ jsxs(Card, {
		as: "article",
		padding: "none",
		className: hall_module_default.card,
		"aria-labelledby": `legend-${legend.legendUuid}`,
		children: [/* @__PURE__ */ jsx(Link, {
			to: href,
			className: hall_module_default.cardCover,
			tabIndex: -1,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx(Cover, {
				src: legend.coverThumbnailUrl ?? legend.coverUrl,
				alt: "",
				ratio: 1,
				rounded: false,
				children: inducted && /* @__PURE__ */ jsx("span", {
					className: hall_module_default.cup,
					title: t("card.cup"),
					children: /* @__PURE__ */ jsx(Icon, { name: "trophy" })
				})
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: hall_module_default.cardBody,
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: hall_module_default.cardTitle,
					id: `legend-${legend.legendUuid}`,
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						children: legend.name
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: hall_module_default.cardSubtitle,
					children: subtitle
				}),
				inducted ? /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.cardActions,
					children: [/* @__PURE__ */ jsx(Badge, {
						tone: "success",
						icon: /* @__PURE__ */ jsx(Icon, { name: "trophy" }),
						children: t("card.legend")
					}), /* @__PURE__ */ jsx(LinkButton, {
						to: href,
						variant: "secondary",
						size: "sm",
						children: t("card.view")
					})]
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(VoteProgress, {
					voteInfo: legend.voteInfo,
					reviewing: legend.status !== "VOTING"
				}), /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.cardActions,
					children: [legend.voteInfo.isVoted ? /* @__PURE__ */ jsx(Button, {
						size: "sm",
						variant: "secondary",
						disabled: true,
						iconStart: /* @__PURE__ */ jsx(Icon, { name: "check" }),
						children: t("card.voted")
					}) : /* @__PURE__ */ jsx(Button, {
						size: "sm",
						onClick: () => onVote(legend),
						loading: voting,
						loadingLabel: t("card.vote"),
						disabled: !isVotingOpen(legend),
						children: t("card.vote")
					}), /* @__PURE__ */ jsx(LinkButton, {
						to: href,
						variant: "ghost",
						size: "sm",
						children: t("card.view")
					})]
				})] })
			]
		})]
	});
}
// src/features/hall-of-fame/screens/HallOfFameScreen.tsx
var legendTypes = ["SONG", "PERSON"];
var contentTabs = ["voting", "legends"];
function pick(value, allowed, fallback) {
	return allowed.includes(value) ? value : fallback;
}
/** /hall-of-fame?generalTab&contentTab&page (spec 001 §2): the four card cases, search, filters, sort, pages of 9. */
function HallOfFameScreen() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { client } = useSession();
	const queryClient = useQueryClient();
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const eraLabel = useEraLabel("hallOfFame");
	const genreLabel = useGenreCodeLabel();
	const [params, setParams] = useSearchParams();
	const generalTab = pick(params.get("generalTab"), legendTypes, "SONG");
	const contentTab = pick(params.get("contentTab"), contentTabs, "voting");
	const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
	const [searchText, setSearchText] = useState("");
	const [era, setEra] = useState("");
	const [genre, setGenre] = useState("");
	const [sort, setSort] = useState("RECENT");
	const { guard, prompt } = useSignInGate();
	const listParams = {
		legendType: generalTab,
		isLegend: contentTab === "legends",
		page,
		sort,
		searchText,
		era,
		genre: generalTab === "SONG" ? genre : ""
	};
	const list = useQuery({
		...legendListQuery(client, listParams),
		placeholderData: keepPreviousData
	});
	const go = (next) => {
		setParams({
			generalTab: next.generalTab ?? generalTab,
			contentTab: next.contentTab ?? contentTab,
			page: String(next.page ?? 0)
		});
	};
	const vote = useMutation({
		mutationFn: (legend) => voteForLegend(client, legend.legendUuid),
		onSuccess: (updated) => {
			queryClient.setQueryData(legendKeys.list(listParams), (current) => current ? {
				...current,
				elements: current.elements.map((entry) => entry.legendUuid === updated.legendUuid ? updated : entry)
			} : current);
			queryClient.setQueryData(legendKeys.detail(updated.legendUuid), updated);
		}
	});
	const changeFilter = (apply) => {
		apply();
		if (page !== 0) go({ page: 0 });
	};
	const showPlaylist = generalTab === "SONG" && contentTab === "legends";
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: isMobile ? t("hall.headingMobile") : t("titles.hallOfFame"),
				actions: /* @__PURE__ */ jsx(LinkButton, {
					to: paths.induct,
					iconStart: /* @__PURE__ */ jsx(Icon, { name: "plus" }),
					children: t("hall.induct")
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: hall_module_default.intro,
				children: showPlaylist ? /* @__PURE__ */ jsx(LinkButton, {
					to: paths.legendsPlaylist,
					variant: "secondary",
					iconStart: /* @__PURE__ */ jsx(Icon, { name: "play" }),
					children: t("hall.viewPlaylist")
				}) : /* @__PURE__ */ jsx("p", {
					className: hall_module_default.about,
					children: t("hall.aboutVoting")
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.tabRow,
				children: [/* @__PURE__ */ jsx(Tabs, {
					label: t("hall.typeTabs"),
					value: generalTab,
					onChange: (value) => go({ generalTab: value }),
					items: [{
						value: "SONG",
						label: t("hall.songs")
					}, {
						value: "PERSON",
						label: t("hall.persons")
					}],
					activation: "manual"
				}), /* @__PURE__ */ jsx(Tabs, {
					label: t("hall.contentTabs"),
					value: contentTab,
					onChange: (value) => go({ contentTab: value }),
					items: [{
						value: "voting",
						label: t("hall.voting")
					}, {
						value: "legends",
						label: t("hall.legends")
					}],
					activation: "manual"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.filters,
				children: [
					/* @__PURE__ */ jsx(SearchBox, {
						className: hall_module_default.search,
						label: t("hall.search"),
						placeholder: t("hall.searchPlaceholder"),
						debounceMs: timings.searchDebounceMs,
						onSearch: (text) => changeFilter(() => setSearchText(text.trim()))
					}),
					/* @__PURE__ */ jsx(Select, {
						"aria-label": t("hall.era"),
						value: era,
						onChange: (event) => changeFilter(() => setEra(event.target.value)),
						options: [{
							value: "",
							label: t("hall.allEras")
						}, ...eraValues.map((code) => ({
							value: code,
							label: eraLabel(code)
						}))]
					}),
					generalTab === "SONG" && /* @__PURE__ */ jsx(Select, {
						"aria-label": t("hall.genre"),
						value: genre,
						onChange: (event) => changeFilter(() => setGenre(event.target.value)),
						options: [{
							value: "",
							label: t("hall.allGenres")
						}, ...genreValues.map((code) => ({
							value: code,
							label: genreLabel(code)
						}))]
					}),
					/* @__PURE__ */ jsx(Select, {
						"aria-label": t("hall.sort"),
						value: sort,
						onChange: (event) => changeFilter(() => setSort(event.target.value)),
						options: legendSortValues.map((value) => ({
							value,
							label: t(value === "RECENT" ? "hall.sortRecent" : value === "MORE_VOTES" ? "hall.sortMoreVotes" : "hall.sortLessVotes")
						}))
					})
				]
			}),
			list.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : list.isError ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("hall.loadError"),
				action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void list.refetch() })
			}) : list.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("hall.empty"),
				description: t("hall.emptyText")
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
				className: hall_module_default.grid,
				"aria-busy": list.isFetching,
				children: list.data.elements.map((legend) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(LegendCard, {
					legend,
					voting: vote.isPending && vote.variables?.legendUuid === legend.legendUuid,
					onVote: (target) => guard(() => vote.mutate(target))
				}) }, legend.legendUuid))
			}), /* @__PURE__ */ jsx(Pager, {
				className: hall_module_default.pagination,
				page: apiPageToUi(page),
				totalPages: list.data.totalPages,
				totalResults: list.data.totalPages > 0 ? list.data.elements.length + page * 9 : 0,
				maxButtons: limits.visiblePageButtons,
				onPageChange: (uiPage) => go({ page: uiPageToApi(uiPage) }),
				label: t("hall.pagination")
			})] }),
			prompt
		]
	});
}
export { HallOfFameScreen };

//# sourceMappingURL=HallOfFameScreen-NeENNqMG.js.map