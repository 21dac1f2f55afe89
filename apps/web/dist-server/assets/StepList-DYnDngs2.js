import { i as CheckIcon, t as AlertIcon } from "./Icon-5AvXVvpA.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { U as Preloader, q as ErrorPopup } from "../entry-server.js";
import { p as Markets_module_default } from "./WalletButton-DWUZ_IdB.js";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/components/SaleForm.tsx
/** The end of a sale's form (an initial or a secondary sale): Cancel back to the list, then start. */
function SaleButtons({ running, cancelTo, submitLabel }) {
	const { t } = useTranslation(["markets", "shared"]);
	const navigate = useNavigate();
	return /* @__PURE__ */ jsxs("div", {
		className: Markets_module_default.buttons,
		children: [/* @__PURE__ */ jsx(Button, {
			type: "button",
			variant: "secondary",
			onClick: () => void navigate(cancelTo),
			disabled: running,
			children: t("create.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			loading: running,
			loadingLabel: t("shared:common.loading"),
			children: submitLabel
		})]
	});
}
/** Why a sale's flow stopped, until it is dismissed. */
function SaleFailure({ failure, onClose }) {
	const { t } = useTranslation(["markets", "shared"]);
	return /* @__PURE__ */ jsx(ErrorPopup, {
		open: failure !== null,
		onClose,
		message: failure,
		title: t("create.error"),
		closeLabel: t("shared:common.close")
	});
}
// src/features/markets/components/StepList.tsx
/** A creation sequence's progress: done steps ticked, the current one spinning, a failed one flagged. */
function StepList({ steps, current, failed }) {
	const { t } = useTranslation("markets");
	const index = current === null ? -1 : steps.findIndex((step) => step.key === current);
	return /* @__PURE__ */ jsx("ol", {
		className: Markets_module_default.steps,
		"aria-label": t("create.steps"),
		children: steps.map((step, position) => {
			const state = index < 0 ? "waiting" : position < index ? "done" : position > index ? "waiting" : failed ? "failed" : "active";
			return /* @__PURE__ */ jsxs("li", {
				"aria-current": state === "active" ? "step" : void 0,
				className: [
					Markets_module_default.step,
					state === "done" && Markets_module_default.stepDone,
					state === "active" && Markets_module_default.stepActive,
					state === "failed" && Markets_module_default.stepFailed
				].filter(Boolean).join(" "),
				children: [state === "done" ? /* @__PURE__ */ jsx(CheckIcon, {}) : state === "failed" ? /* @__PURE__ */ jsx(AlertIcon, {}) : state === "active" ? /* @__PURE__ */ jsx(Preloader, {
					size: "sm",
					label: step.label
				}) : /* @__PURE__ */ jsx("span", {
					"aria-hidden": true,
					children: "·"
				}), step.label]
			}, step.key);
		})
	});
}
export { SaleButtons as n, SaleFailure as r, StepList as t };

//# sourceMappingURL=StepList-DYnDngs2.js.map