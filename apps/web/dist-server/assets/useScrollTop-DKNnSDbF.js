import { i as ApiError } from "./src-Bp5laenX.js";
import { o as timings } from "./limits-Bj0hKUrz.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { H as EmptyState, J as PageHeader, U as Preloader, nt as Container } from "../entry-server.js";
import { f as DevWalletPrompt, p as Markets_module_default, t as WalletButton } from "./WalletButton-DWUZ_IdB.js";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/components/DetailFrame.tsx
/** A market detail page's frame: back, title, wallet, and the loading, missing and failed states. */
function DetailFrame({ title, backTo, status, error, onRetry, children }) {
	const { t } = useTranslation(["markets", "shared"]);
	const navigate = useNavigate();
	const missing = error instanceof ApiError && error.status === 404;
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title,
				onBack: () => navigate(backTo),
				backLabel: t("detail.back"),
				actions: /* @__PURE__ */ jsx(WalletButton, {})
			}),
			status === "pending" ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : status === "error" ? /* @__PURE__ */ jsx("div", {
				role: "alert",
				children: /* @__PURE__ */ jsx(EmptyState, {
					headingLevel: "h2",
					title: missing ? t("detail.notFoundTitle") : t("list.errorTitle"),
					description: missing ? t("detail.notFoundText") : t("list.errorText"),
					action: missing ? void 0 : /* @__PURE__ */ jsx(Button, {
						onClick: onRetry,
						children: t("shared:common.retry")
					})
				})
			}) : children,
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
// src/features/markets/components/ResultPopup.tsx
/** The outcome of a ledger action with a Close button (spec 002 §2). */
function ResultPopup({ message, onClose }) {
	const { t } = useTranslation(["markets", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open: message !== null,
		onClose,
		title: t("detail.result"),
		hideTitle: true,
		size: "sm",
		role: "alertdialog",
		closeLabel: t("shared:common.close"),
		hideCloseButton: true,
		actions: /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: t("shared:common.close")
		}),
		children: /* @__PURE__ */ jsx("p", {
			role: "status",
			children: message
		})
	});
}
// src/features/markets/screens/useScrollTop.ts
/** Detail pages scroll to the top 200 ms after they open (spec 002 §2, §9). */
function useScrollTop(key) {
	useEffect(() => {
		const timer = setTimeout(() => window.scrollTo({ top: 0 }), timings.detailScrollTopMs);
		return () => clearTimeout(timer);
	}, [key]);
}
export { ResultPopup as n, DetailFrame as r, useScrollTop as t };

//# sourceMappingURL=useScrollTop-DKNnSDbF.js.map