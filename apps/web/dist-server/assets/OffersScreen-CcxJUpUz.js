import { D as LinkButton, k as paths } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { N as offerPageOptions, _ as formatCcd, p as Markets_module_default } from "./WalletButton-DWUZ_IdB.js";
import { i as FilterButton, n as MarketListLayout, r as MarketCard, t as useListQuery } from "./useListQuery-CmNcUObB.js";
import { t as auctionTrack } from "./tracks-B31ob76W.js";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/markets/screens/OffersScreen.tsx
var tabs = ["ACTIVE", "SOLD"];
/** /secondary-sale (spec 002 §2): active and sold offers of RR tokens at a fixed total price. */
function OffersScreen() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const { tab, page, go } = useListQuery(tabs);
	const [filters, setFilters] = useState({ genres: [] });
	const query = useQuery({
		...offerPageOptions(client, {
			status: tab,
			page,
			...filters
		}),
		meta: { handlesErrors: true }
	});
	const offers = useMemo(() => query.data?.elements ?? [], [query.data]);
	const queue = useMemo(() => offers.map((offer) => auctionTrack(offer.auction)).filter((track) => track !== null), [offers]);
	return /* @__PURE__ */ jsx(MarketListLayout, {
		title: t("titles.secondarySale"),
		actions: loggedIn ? /* @__PURE__ */ jsx(LinkButton, {
			to: paths.sellTokens,
			children: t("list.sellTokens")
		}) : null,
		aboutTitle: t("list.aboutSecondaryTitle"),
		about: t("list.aboutSecondary"),
		tabs: [{
			value: "ACTIVE",
			label: t("list.active")
		}, {
			value: "SOLD",
			label: t("list.sold")
		}],
		tabsLabel: t("list.offerTabs"),
		tab,
		onTab: (next) => {
			setFilters({ genres: [] });
			go({
				tab: next,
				page: 0
			});
		},
		tools: /* @__PURE__ */ jsx(FilterButton, {
			value: filters,
			onChange: (next) => {
				setFilters(next);
				go({ page: 0 });
			}
		}),
		state: query.isPending ? "pending" : query.isError ? "error" : offers.length === 0 ? "empty" : "ready",
		emptyText: t("list.emptyOffers"),
		page,
		totalPages: query.data?.totalPages ?? 0,
		onPage: (next) => go({ page: next }),
		onRetry: () => void query.refetch(),
		children: /* @__PURE__ */ jsx("ul", {
			className: Markets_module_default.grid,
			children: offers.map((offer) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(MarketCard, {
				auction: offer.auction,
				href: `${paths.secondarySale}/${offer.id}`,
				queue,
				extra: /* @__PURE__ */ jsx("p", {
					className: Markets_module_default.muted,
					children: t("list.tokensFor", {
						tokens: offer.tokensToSell,
						price: formatCcd(offer.totalPrice)
					})
				})
			}) }, offer.id))
		})
	});
}
export { OffersScreen };

//# sourceMappingURL=OffersScreen-CcxJUpUz.js.map