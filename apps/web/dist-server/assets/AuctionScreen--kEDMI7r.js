import { t as Button } from "./Button-CPwj6nzH.js";
import { et as FormField, g as formatDate, k as paths } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { S as auctionOptions, _ as formatCcd, g as ccdToMicro, j as marketKeys, m as displayAddress, n as useMarketWallet, p as Markets_module_default, r as flowErrorMessage } from "./WalletButton-DWUZ_IdB.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { n as ResultPopup, r as DetailFrame, t as useScrollTop } from "./useScrollTop-DKNnSDbF.js";
import { t as SongDetails } from "./SongDetails-BWjUFPx0.js";
import { useState } from "react";
import { useParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/screens/AuctionScreen.tsx
var flows = () => import("./flows-Idi1qsHQ.js");
/** /auctions/{uuid} (spec 002 §2, §4): the auction, a bid while it runs, Finalize once it ended. */
function AuctionScreen() {
	const { uuid = "" } = useParams();
	const { t, i18n } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const queryClient = useQueryClient();
	const { requireLedger } = useMarketWallet();
	const query = useQuery({
		...auctionOptions(client, uuid),
		meta: { handlesErrors: true }
	});
	const [bid, setBid] = useState("");
	const [bidError, setBidError] = useState(null);
	const [busy, setBusy] = useState(false);
	const [result, setResult] = useState(null);
	useScrollTop(uuid);
	const auction = query.data;
	const update = (next) => {
		queryClient.setQueryData(marketKeys.auction(uuid), next);
		queryClient.invalidateQueries({ queryKey: marketKeys.auctions });
	};
	const onBid = async (event) => {
		event.preventDefault();
		if (!auction) return;
		const text = bid.trim();
		if (text === "") return setBidError(t("detail.required"));
		if (!/^\d+$/.test(text) || BigInt(text) < 1n) return setBidError(t("detail.minimumOne"));
		setBidError(null);
		setBusy(true);
		try {
			const amount = ccdToMicro(text);
			const bidder = await (await flows()).placeBid(await requireLedger(), client, auction, amount);
			update({
				...auction,
				highestBid: amount.toString(),
				highestBidder: bidder
			});
			setBid("");
			setResult(t("ledger.success"));
		} catch (error) {
			setResult(flowErrorMessage(error, t));
		} finally {
			setBusy(false);
		}
	};
	const onFinalize = async () => {
		if (!auction) return;
		setBusy(true);
		try {
			update(await (await flows()).finalizeAuction(await requireLedger(), client, auction));
			setResult(t("ledger.success"));
		} catch (error) {
			setResult(flowErrorMessage(error, t));
		} finally {
			setBusy(false);
		}
	};
	const language = i18n.language;
	return /* @__PURE__ */ jsxs(DetailFrame, {
		title: t("titles.auction"),
		backTo: `${paths.auctions}?contentTab=${auction?.auctionStatus === "FINISHED" ? "finished" : "open"}&page=0`,
		status: query.status,
		error: query.error,
		onRetry: () => void query.refetch(),
		children: [auction && /* @__PURE__ */ jsx(SongDetails, {
			auction,
			rows: [
				{
					label: t("detail.endOfAuction"),
					value: formatDate(auction.duration, language, { timeZone: "UTC" })
				},
				{
					label: t("detail.tokenId"),
					value: /* @__PURE__ */ jsx("span", {
						className: Markets_module_default.mono,
						children: auction.tokenId
					})
				},
				{
					label: t("detail.partsOwned"),
					value: `${auction.copyrightPercent} %`
				},
				{
					label: t("detail.initialPrice"),
					value: formatCcd(auction.initialPrice)
				},
				{
					label: t("detail.highestBid"),
					value: auction.highestBid ? formatCcd(auction.highestBid) : t("detail.noBids")
				},
				...auction.highestBidder ? [{
					label: t("detail.highestBidder"),
					value: /* @__PURE__ */ jsx("span", {
						className: Markets_module_default.mono,
						title: auction.highestBidder,
						children: displayAddress(auction.highestBidder)
					})
				}] : []
			],
			children: auction.auctionStatus === "FINISHED" ? /* @__PURE__ */ jsx("div", {
				className: Markets_module_default.action,
				children: /* @__PURE__ */ jsx(Button, {
					disabled: true,
					children: t("detail.ended")
				})
			}) : !loggedIn ? /* @__PURE__ */ jsx("p", {
				className: Markets_module_default.note,
				children: t("detail.signInToBid")
			}) : auction.ended ? /* @__PURE__ */ jsx("div", {
				className: Markets_module_default.action,
				children: /* @__PURE__ */ jsx(Button, {
					onClick: onFinalize,
					loading: busy,
					loadingLabel: t("shared:common.loading"),
					children: t("detail.finalize")
				})
			}) : /* @__PURE__ */ jsxs("form", {
				className: Markets_module_default.action,
				onSubmit: onBid,
				noValidate: true,
				children: [/* @__PURE__ */ jsx(FormField, {
					className: Markets_module_default.bidField,
					label: t("detail.yourBid"),
					hint: t("detail.yourBidHint"),
					error: bidError ?? void 0,
					children: /* @__PURE__ */ jsx(Input, {
						type: "number",
						inputMode: "numeric",
						min: 1,
						step: 1,
						value: bid,
						invalid: bidError !== null,
						onChange: (event) => setBid(event.target.value)
					})
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: busy,
					loadingLabel: t("shared:common.loading"),
					children: t("detail.makeBid")
				})]
			})
		}), /* @__PURE__ */ jsx(ResultPopup, {
			message: result,
			onClose: () => setResult(null)
		})]
	});
}
export { AuctionScreen };

//# sourceMappingURL=AuctionScreen--kEDMI7r.js.map