import { t as SearchBox } from "./SearchBox-Ds3hTV3G.js";
import { D as LinkButton, it as useMediaQuery, k as paths, rt as mediaQueries } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { C as auctionPageOptions, p as Markets_module_default } from "./WalletButton-DWUZ_IdB.js";
import { i as FilterButton, n as MarketListLayout, r as MarketCard, t as useListQuery } from "./useListQuery-CmNcUObB.js";
import { t as auctionTrack } from "./tracks-B31ob76W.js";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/screens/AuctionsScreen.tsx
var tabs = ["open", "finished"];
var statusOf = {
	open: "OPEN",
	finished: "FINISHED"
};
/** /auctions (spec 002 §2): open and finished initial sales, searchable and filterable. */
function AuctionsScreen() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, isArtist } = useSession();
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const { tab, page, go } = useListQuery(tabs);
	const [filters, setFilters] = useState({ genres: [] });
	const [keyword, setKeyword] = useState("");
	const query = useQuery({
		...auctionPageOptions(client, {
			status: statusOf[tab],
			page,
			keyword,
			...filters
		}),
		meta: { handlesErrors: true }
	});
	const auctions = useMemo(() => query.data?.elements ?? [], [query.data]);
	const queue = useMemo(() => auctions.map(auctionTrack).filter((track) => track !== null), [auctions]);
	return /* @__PURE__ */ jsx(MarketListLayout, {
		title: t("titles.auctions"),
		actions: isArtist || isMobile ? /* @__PURE__ */ jsx(LinkButton, {
			to: paths.addInitialSale,
			children: t("list.addInitialSale")
		}) : null,
		aboutTitle: t("list.aboutAuctionsTitle"),
		about: t("list.aboutAuctions"),
		tabs: [{
			value: "open",
			label: t("list.open")
		}, {
			value: "finished",
			label: t("list.finished")
		}],
		tabsLabel: t("list.tabs"),
		tab,
		onTab: (next) => {
			setFilters({ genres: [] });
			go({
				tab: next,
				page: 0
			});
		},
		tools: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SearchBox, {
			className: Markets_module_default.search,
			label: t("list.search"),
			placeholder: t("list.searchPlaceholder"),
			clearLabel: t("list.reset"),
			onSearch: (text) => {
				setKeyword(text);
				if (page !== 0) go({ page: 0 });
			}
		}), /* @__PURE__ */ jsx(FilterButton, {
			value: filters,
			onChange: (next) => {
				setFilters(next);
				go({ page: 0 });
			}
		})] }),
		state: query.isPending ? "pending" : query.isError ? "error" : auctions.length === 0 ? "empty" : "ready",
		emptyText: t("list.emptyAuctions"),
		page,
		totalPages: query.data?.totalPages ?? 0,
		onPage: (next) => go({ page: next }),
		onRetry: () => void query.refetch(),
		children: /* @__PURE__ */ jsx("ul", {
			className: Markets_module_default.grid,
			children: auctions.map((auction) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(MarketCard, {
				auction,
				href: `${paths.auctions}/${auction.id}`,
				queue
			}) }, auction.id))
		})
	});
}
export { AuctionsScreen };

//# sourceMappingURL=AuctionsScreen-i5nBuKJc.js.map