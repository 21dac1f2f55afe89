import { t as Button } from "./Button-CPwj6nzH.js";
import { B as Card, E as Screen_module_default, N as errorMessage, R as useServices, k as paths } from "../entry-server.js";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var UnsubscribeScreen_module_default = {
	card: "_card_1h22y_1",
	outcome: "_outcome_1h22y_6"
};
// src/features/notifications/screens/UnsubscribeScreen.tsx
/**
* Where a mail's "Stop these e-mails" link lands (the API redirects a browser's GET here): asks
* before anything changes — a link scanner that opens every link must not unsubscribe anyone —
* and confirms with the same POST a mail client's one-click button sends. No session needed:
* the signed token is the proof.
*/
function UnsubscribeScreen() {
	const { t } = useTranslation(["notifications", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useServices();
	const [params] = useSearchParams();
	const token = params.get("token") ?? "";
	const [state, setState] = useState({ step: "ask" });
	const outcome = useRef(null);
	useEffect(() => {
		if (state.step === "done" || state.step === "failed") outcome.current?.focus();
	}, [state.step]);
	const confirm = async () => {
		setState({ step: "busy" });
		try {
			const { types } = await client.callNamed("notifications", "unsubscribe", { query: { token } });
			setState({
				step: "done",
				types
			});
		} catch (error) {
			setState({
				step: "failed",
				message: errorMessage(error, sharedT)
			});
		}
	};
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": "unsubscribe-title",
		className: UnsubscribeScreen_module_default.card,
		children: [/* @__PURE__ */ jsx("h1", {
			id: "unsubscribe-title",
			className: Screen_module_default.sectionTitle,
			children: t("titles.unsubscribe")
		}), state.step === "done" ? /* @__PURE__ */ jsxs("div", {
			role: "status",
			children: [
				/* @__PURE__ */ jsx("h2", {
					ref: outcome,
					tabIndex: -1,
					className: UnsubscribeScreen_module_default.outcome,
					children: t("unsubscribe.done")
				}),
				/* @__PURE__ */ jsx("ul", { children: state.types.map((type) => /* @__PURE__ */ jsx("li", { children: t(`types.${type}`) }, type)) }),
				/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
					to: paths.settings,
					children: t("unsubscribe.settings")
				}) })
			]
		}) : state.step === "failed" || !token ? /* @__PURE__ */ jsxs("div", {
			role: "alert",
			children: [/* @__PURE__ */ jsx("h2", {
				ref: outcome,
				tabIndex: -1,
				className: UnsubscribeScreen_module_default.outcome,
				children: state.step === "failed" ? state.message : t("unsubscribe.noToken")
			}), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: paths.settings,
				children: t("unsubscribe.settings")
			}) })]
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx("h2", {
				className: UnsubscribeScreen_module_default.outcome,
				children: t("unsubscribe.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("unsubscribe.ask") }),
			/* @__PURE__ */ jsx(Button, {
				onClick: () => void confirm(),
				loading: state.step === "busy",
				loadingLabel: t("shared:common.loading"),
				children: t("unsubscribe.confirm")
			})
		] })]
	});
}
export { UnsubscribeScreen };

//# sourceMappingURL=UnsubscribeScreen-ClMEG91S.js.map