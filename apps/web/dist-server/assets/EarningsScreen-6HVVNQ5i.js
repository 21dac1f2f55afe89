import { s as formatHryvnia } from "./limits-Bj0hKUrz.js";
import { B as Card, E as Screen_module_default, H as EmptyState, J as PageHeader, N as errorMessage, R as useServices, U as Preloader, W as useToast, _ as formatDateTime, et as FormField, nt as Container, z as Badge } from "../entry-server.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { n as receivedQueryOptions, o as withdrawalsQueryOptions, r as requestWithdrawal, t as balanceQueryOptions } from "./paymentsApi-CAXLH1vd.js";
import { t as Pager } from "./Pager-oeQMbfys.js";
import { useState } from "react";
import { useParams } from "react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var EarningsScreen_module_default = {
	layout: "_layout_r2tio_1",
	stats: "_stats_r2tio_6",
	stat: "_stat_r2tio_6",
	statLabel: "_statLabel_r2tio_17",
	statValue: "_statValue_r2tio_24",
	statHint: "_statHint_r2tio_31",
	withdraw: "_withdraw_r2tio_36",
	withdrawField: "_withdrawField_r2tio_43",
	withdrawActions: "_withdrawActions_r2tio_48",
	columns: "_columns_r2tio_54",
	list: "_list_r2tio_61",
	row: "_row_r2tio_67",
	rowMain: "_rowMain_r2tio_80",
	rowTitle: "_rowTitle_r2tio_87",
	rowMeta: "_rowMeta_r2tio_91",
	amount: "_amount_r2tio_96",
	struck: "_struck_r2tio_101"
};
// src/features/payments/screens/EarningsScreen.tsx
/** A card with one page of a list (received payments, withdrawals), its empty state and its pager. */
function PagedSection({ id, title, emptyTitle, data, page, onPageChange, row }) {
	const { t } = useTranslation(["payments", "shared"]);
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id,
				className: Screen_module_default.sectionTitle,
				children: title
			}),
			data ? data.elements.length ? /* @__PURE__ */ jsx("ul", {
				className: EarningsScreen_module_default.list,
				children: data.elements.map(row)
			}) : /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				headingLevel: "h3",
				title: emptyTitle
			}) : /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }),
			data && data.totalPages > 1 && /* @__PURE__ */ jsx(Pager, {
				page,
				totalPages: data.totalPages,
				onPageChange,
				label: title
			})
		]
	});
}
var statusTone = {
	REQUESTED: "info",
	PAID: "success",
	REJECTED: "danger"
};
/** Amount typed in hryvnia (comma or point), or null when it is not a whole-kopiyky positive number. */
function parseAmount(raw) {
	const text = raw.trim().replace(",", ".");
	if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
	const amount = Number(text);
	return amount > 0 ? amount : null;
}
function Balance({ balance }) {
	const { t } = useTranslation("payments");
	const [language] = useLanguage();
	const items = [
		["available", balance.available.amount],
		["held", balance.held.amount],
		["withdrawing", balance.withdrawing.amount]
	];
	return /* @__PURE__ */ jsx("dl", {
		className: EarningsScreen_module_default.stats,
		children: items.map(([key, amount]) => /* @__PURE__ */ jsxs(Card, {
			padding: "md",
			className: EarningsScreen_module_default.stat,
			"data-testid": `balance-${key}`,
			children: [
				/* @__PURE__ */ jsx("dt", {
					className: EarningsScreen_module_default.statLabel,
					children: t(`earnings.${key}`)
				}),
				/* @__PURE__ */ jsx("dd", {
					className: EarningsScreen_module_default.statValue,
					children: formatHryvnia(amount, language)
				}),
				/* @__PURE__ */ jsx("dd", {
					className: EarningsScreen_module_default.statHint,
					children: t(`earnings.${key}Hint`)
				})
			]
		}, key))
	});
}
function WithdrawForm({ available }) {
	const { t } = useTranslation(["payments", "shared"]);
	const { t: shared } = useTranslation();
	const [language] = useLanguage();
	const { client, queryClient } = useServices();
	const toast = useToast();
	const [raw, setRaw] = useState("");
	const [touched, setTouched] = useState(false);
	const amount = parseAmount(raw);
	const problem = !raw.trim() ? t("earnings.withdrawRequired") : amount === null ? t("earnings.withdrawPositive") : amount > available ? t("earnings.withdrawAbove", { amount: formatHryvnia(available, language) }) : null;
	const mutation = useMutation({
		mutationFn: (value) => requestWithdrawal(client, value),
		meta: { handlesErrors: true },
		onSuccess: async (withdrawal) => {
			toast.show({
				message: t("earnings.withdrawDone", { amount: formatHryvnia(withdrawal.money.amount, language) }),
				tone: "success"
			});
			setRaw("");
			setTouched(false);
			await queryClient.invalidateQueries({ queryKey: ["payments"] });
		}
	});
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (!problem && amount !== null) mutation.mutate(amount);
	};
	const error = touched && problem ? problem : mutation.isError ? errorMessage(mutation.error, shared) : void 0;
	return /* @__PURE__ */ jsxs("form", {
		className: EarningsScreen_module_default.withdraw,
		onSubmit: submit,
		noValidate: true,
		children: [/* @__PURE__ */ jsx(FormField, {
			label: t("earnings.withdrawAmount"),
			error,
			className: EarningsScreen_module_default.withdrawField,
			children: /* @__PURE__ */ jsx(Input, {
				inputMode: "decimal",
				autoComplete: "off",
				value: raw,
				invalid: error !== void 0,
				onChange: (event) => {
					setRaw(event.target.value);
					if (mutation.isError) mutation.reset();
				}
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.withdrawActions,
			children: [/* @__PURE__ */ jsx(Button, {
				type: "button",
				variant: "ghost",
				disabled: available <= 0,
				onClick: () => {
					setRaw(available.toFixed(2));
					setTouched(true);
				},
				children: t("earnings.withdrawAll")
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				loading: mutation.isPending,
				disabled: available <= 0,
				children: t("earnings.withdrawSubmit")
			})]
		})]
	});
}
function ReceivedRow({ payment }) {
	const { t } = useTranslation("payments");
	const [language] = useLanguage();
	const who = payment.payer.publicName ?? payment.payer.nickName ?? "—";
	return /* @__PURE__ */ jsxs("li", {
		className: EarningsScreen_module_default.row,
		children: [/* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.rowMain,
			children: [
				/* @__PURE__ */ jsx("span", {
					className: EarningsScreen_module_default.rowTitle,
					children: t(`earnings.goal${payment.paymentGoal}`)
				}),
				/* @__PURE__ */ jsxs("span", {
					className: EarningsScreen_module_default.rowMeta,
					children: [
						t("earnings.from", { name: who }),
						" · ",
						formatDateTime(payment.paidAt, language)
					]
				}),
				(payment.holdStatus || payment.reversed) && /* @__PURE__ */ jsx("span", {
					className: EarningsScreen_module_default.rowMeta,
					children: payment.reversed ? t("earnings.reversed") : t(`earnings.hold${payment.holdStatus}`)
				})
			]
		}), /* @__PURE__ */ jsx("span", {
			className: payment.reversed ? `${EarningsScreen_module_default.amount} ${EarningsScreen_module_default.struck}` : EarningsScreen_module_default.amount,
			children: formatHryvnia(payment.money.amount, language)
		})]
	});
}
function WithdrawalRow({ withdrawal }) {
	const { t } = useTranslation("payments");
	const [language] = useLanguage();
	return /* @__PURE__ */ jsxs("li", {
		className: EarningsScreen_module_default.row,
		children: [/* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.rowMain,
			children: [/* @__PURE__ */ jsx("span", {
				className: EarningsScreen_module_default.rowTitle,
				children: formatHryvnia(withdrawal.money.amount, language)
			}), /* @__PURE__ */ jsx("span", {
				className: EarningsScreen_module_default.rowMeta,
				children: formatDateTime(withdrawal.requestedAt, language)
			})]
		}), /* @__PURE__ */ jsx(Badge, {
			tone: statusTone[withdrawal.status],
			children: t(`earnings.status${withdrawal.status}`)
		})]
	});
}
/**
* Earnings (beyond the spec, which shows the tab disabled): the artist's balance from the
* ledger — available, held for greetings, being paid out — a withdrawal request, and history.
*/
function EarningsScreen() {
	const { t } = useTranslation(["payments", "shared"]);
	const { nickName = "" } = useParams();
	const session = useSession();
	const { client } = useServices();
	const [receivedPage, setReceivedPage] = useState(1);
	const [withdrawalsPage, setWithdrawalsPage] = useState(1);
	const own = session.user?.nickName === nickName;
	const allowed = own && session.isArtist;
	const balance = useQuery({
		...balanceQueryOptions(client),
		enabled: allowed
	});
	const received = useQuery({
		...receivedQueryOptions(client, receivedPage - 1),
		enabled: allowed
	});
	const withdrawals = useQuery({
		...withdrawalsQueryOptions(client, withdrawalsPage - 1),
		enabled: allowed
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.earnings")
		}), !allowed ? /* @__PURE__ */ jsx(EmptyState, { title: own ? t("earnings.notArtist") : t("earnings.notOwner") }) : /* @__PURE__ */ jsxs("div", {
			className: EarningsScreen_module_default.layout,
			children: [
				balance.data ? /* @__PURE__ */ jsx(Balance, { balance: balance.data }) : /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }),
				/* @__PURE__ */ jsxs(Card, {
					as: "section",
					padding: "lg",
					"aria-labelledby": "withdraw-title",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "withdraw-title",
						className: Screen_module_default.sectionTitle,
						children: t("earnings.withdrawTitle")
					}), /* @__PURE__ */ jsx(WithdrawForm, { available: balance.data?.available.amount ?? 0 })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: EarningsScreen_module_default.columns,
					children: [/* @__PURE__ */ jsx(PagedSection, {
						id: "received-title",
						title: t("earnings.receivedTitle"),
						emptyTitle: t("earnings.noPayments"),
						data: received.data,
						page: receivedPage,
						onPageChange: setReceivedPage,
						row: (payment) => /* @__PURE__ */ jsx(ReceivedRow, { payment }, payment.uuid)
					}), /* @__PURE__ */ jsx(PagedSection, {
						id: "withdrawals-title",
						title: t("earnings.withdrawalsTitle"),
						emptyTitle: t("earnings.noWithdrawals"),
						data: withdrawals.data,
						page: withdrawalsPage,
						onPageChange: setWithdrawalsPage,
						row: (withdrawal) => /* @__PURE__ */ jsx(WithdrawalRow, { withdrawal }, withdrawal.uuid)
					})]
				})
			]
		})]
	});
}
export { EarningsScreen };

//# sourceMappingURL=EarningsScreen-6HVVNQ5i.js.map