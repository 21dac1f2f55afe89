import { D as LinkButton, H as EmptyState, J as PageHeader, U as Preloader, Z as Select, et as FormField, k as paths, nt as Container } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { T as availableTokensOptions, f as DevWalletPrompt, i as flowFailureMessage, j as marketKeys, n as useMarketWallet, p as Markets_module_default, t as WalletButton, u as secondarySaleSteps } from "./WalletButton-DWUZ_IdB.js";
import { n as SaleButtons, r as SaleFailure, t as StepList } from "./StepList-DYnDngs2.js";
import { t as SongDetails } from "./SongDetails-BWjUFPx0.js";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/screens/SellTokensScreen.tsx
var stepLabels = {
	operator: "create.stepSaleOperator",
	sale: "create.stepSale",
	save: "create.stepSaleSave"
};
/** /sell-tokens (spec 002 §2, §4, §5): a holder lists RR tokens at a total price for the lot. */
function SellTokensScreen() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, loggedIn } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const { requireLedger, ledger, state } = useMarketWallet();
	const network = ledger?.mode === "network";
	useEffect(() => {
		if (loggedIn) requireLedger().catch(() => void 0);
	}, [loggedIn, requireLedger]);
	const holdings = useQuery({
		...availableTokensOptions(client, network ? state.address : void 0),
		enabled: loggedIn && ledger !== null && (!network || state.address !== void 0)
	});
	const [picked, setPicked] = useState("");
	const [price, setPrice] = useState("");
	const [tokens, setTokens] = useState("");
	const [errors, setErrors] = useState({});
	const [running, setRunning] = useState(false);
	const [failed, setFailed] = useState(false);
	const [step, setStep] = useState(null);
	const [failure, setFailure] = useState(null);
	const holding = holdings.data?.find((entry) => String(entry.auctionId) === picked);
	const submit = async (event) => {
		event.preventDefault();
		const { MoneyError, createSecondarySale, minSalePriceMicro, parseCcdDecimal } = await import("./flows-Idi1qsHQ.js");
		const found = {};
		let totalPriceMicro = 0n;
		let count = 0n;
		if (!holding) found.token = t("create.required");
		try {
			totalPriceMicro = parseCcdDecimal(price, { minMicro: minSalePriceMicro });
		} catch (error) {
			if (!(error instanceof MoneyError)) throw error;
			found.price = t("create.priceGreaterThanZero");
		}
		if (!/^\d+$/.test(tokens.trim())) found.tokens = tokens.trim() ? t("create.wholeTokens") : t("create.tokensAtLeastOne");
		else {
			count = BigInt(tokens.trim());
			if (count < 1n) found.tokens = t("create.tokensAtLeastOne");
			else if (holding && count > BigInt(holding.freeTokens)) found.tokens = t("create.tokensAtMost", { count: Number(holding.freeTokens) });
		}
		setErrors(found);
		if (Object.values(found).some(Boolean) || !holding) return;
		setRunning(true);
		setFailed(false);
		try {
			await createSecondarySale(await requireLedger(), client, holding, {
				totalPriceMicro,
				tokensToSell: count
			}, setStep);
			queryClient.invalidateQueries({ queryKey: marketKeys.all });
			navigate(`${paths.secondarySale}?contentTab=ACTIVE&page=0`);
		} catch (error) {
			setFailure(flowFailureMessage(error, t, stepLabels));
			setFailed(true);
			setRunning(false);
		}
	};
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title: t("titles.sellTokens"),
				actions: /* @__PURE__ */ jsx(WalletButton, {})
			}),
			!loggedIn ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("detail.signInToBuy"),
				action: /* @__PURE__ */ jsx(LinkButton, {
					to: paths.signIn,
					children: t("shared:nav.signIn")
				})
			}) : network && !state.connected ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("ledger.noAccount"),
				action: /* @__PURE__ */ jsx(WalletButton, {})
			}) : holdings.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : (holdings.data ?? []).length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				title: t("list.emptyTitle"),
				description: t("create.noTokens"),
				action: /* @__PURE__ */ jsx(LinkButton, {
					to: `${paths.auctions}?contentTab=open&page=0`,
					children: t("titles.auctions")
				})
			}) : /* @__PURE__ */ jsxs("form", {
				className: Markets_module_default.form,
				onSubmit: submit,
				noValidate: true,
				"aria-busy": running,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.token"),
						required: true,
						error: errors.token,
						children: /* @__PURE__ */ jsx(Select, {
							value: picked,
							placeholder: t("create.chooseToken"),
							invalid: Boolean(errors.token),
							onChange: (event) => {
								setPicked(event.target.value);
								setErrors({});
							},
							options: (holdings.data ?? []).map((entry) => ({
								value: String(entry.auctionId),
								label: entry.auction.song.songName
							}))
						})
					}),
					holding && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SongDetails, {
						auction: holding.auction,
						rows: [{
							label: t("create.availableTokens"),
							value: holding.freeTokens
						}]
					}), /* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [/* @__PURE__ */ jsx(FormField, {
							label: t("create.salePrice"),
							required: true,
							error: errors.price,
							children: /* @__PURE__ */ jsx(Input, {
								inputMode: "decimal",
								value: price,
								invalid: Boolean(errors.price),
								onChange: (event) => setPrice(event.target.value)
							})
						}), /* @__PURE__ */ jsx(FormField, {
							label: t("create.tokensToSell"),
							required: true,
							error: errors.tokens,
							children: /* @__PURE__ */ jsx(Input, {
								type: "number",
								inputMode: "numeric",
								min: 1,
								max: Number(holding.freeTokens),
								step: 1,
								value: tokens,
								invalid: Boolean(errors.tokens),
								onChange: (event) => setTokens(event.target.value)
							})
						})]
					})] }),
					(running || failed) && /* @__PURE__ */ jsx(StepList, {
						steps: secondarySaleSteps.map((key) => ({
							key,
							label: t(stepLabels[key])
						})),
						current: step,
						failed
					}),
					/* @__PURE__ */ jsx(SaleButtons, {
						running,
						cancelTo: paths.secondarySale,
						submitLabel: t("create.startSale")
					})
				]
			}),
			/* @__PURE__ */ jsx(SaleFailure, {
				failure,
				onClose: () => setFailure(null)
			}),
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
export { SellTokensScreen };

//# sourceMappingURL=SellTokensScreen-Bmug4UTt.js.map