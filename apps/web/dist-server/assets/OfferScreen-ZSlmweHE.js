import { t as Button } from "./Button-CPwj6nzH.js";
import { k as paths } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { M as offerOptions, _ as formatCcd, j as marketKeys, n as useMarketWallet, p as Markets_module_default, r as flowErrorMessage } from "./WalletButton-DWUZ_IdB.js";
import { n as ResultPopup, r as DetailFrame, t as useScrollTop } from "./useScrollTop-DKNnSDbF.js";
import { t as SongDetails } from "./SongDetails-BWjUFPx0.js";
import { useState } from "react";
import { useParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/screens/OfferScreen.tsx
var flows = () => import("./flows-Idi1qsHQ.js");
/** /secondary-sale/{uuid} (spec 002 §2, §4): the offer and Buy, paying the lot's total price. */
function OfferScreen() {
	const { uuid = "" } = useParams();
	const { t } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const queryClient = useQueryClient();
	const { requireLedger } = useMarketWallet();
	const query = useQuery({
		...offerOptions(client, uuid),
		meta: { handlesErrors: true }
	});
	const [busy, setBusy] = useState(false);
	const [result, setResult] = useState(null);
	useScrollTop(uuid);
	const offer = query.data;
	const onBuy = async () => {
		if (!offer) return;
		setBusy(true);
		try {
			const bought = await (await flows()).buyTokens(await requireLedger(), client, offer);
			queryClient.setQueryData(marketKeys.offer(uuid), bought);
			queryClient.invalidateQueries({ queryKey: marketKeys.offers });
			queryClient.invalidateQueries({ queryKey: marketKeys.availableTokens });
			setResult(t("ledger.success"));
		} catch (error) {
			setResult(flowErrorMessage(error, t));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs(DetailFrame, {
		title: t("titles.secondaryOffer"),
		backTo: `${paths.secondarySale}?contentTab=${offer?.status ?? "ACTIVE"}&page=0`,
		status: query.status,
		error: query.error,
		onRetry: () => void query.refetch(),
		children: [offer && /* @__PURE__ */ jsx(SongDetails, {
			auction: offer.auction,
			rows: [
				{
					label: t("detail.tokensOnSale"),
					value: t("detail.tokensUnit", { tokens: offer.tokensToSell })
				},
				{
					label: t("detail.totalPrice"),
					value: formatCcd(offer.totalPrice)
				},
				{
					label: t("detail.tokenId"),
					value: /* @__PURE__ */ jsx("span", {
						className: Markets_module_default.mono,
						children: offer.auction.tokenId
					})
				}
			],
			children: /* @__PURE__ */ jsx("div", {
				className: Markets_module_default.action,
				children: offer.status === "ACTIVE" && loggedIn ? /* @__PURE__ */ jsx(Button, {
					onClick: onBuy,
					loading: busy,
					loadingLabel: t("shared:common.loading"),
					children: t("detail.buy")
				}) : offer.status === "ACTIVE" ? /* @__PURE__ */ jsx("p", {
					className: Markets_module_default.note,
					children: t("detail.signInToBuy")
				}) : /* @__PURE__ */ jsx(Button, {
					disabled: true,
					children: t("detail.boughtUp")
				})
			})
		}), /* @__PURE__ */ jsx(ResultPopup, {
			message: result,
			onClose: () => setResult(null)
		})]
	});
}
export { OfferScreen };

//# sourceMappingURL=OfferScreen-ZSlmweHE.js.map