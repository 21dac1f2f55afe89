import { t as Button } from "./Button-CPwj6nzH.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/shared/ui/RetryButton.tsx
/** "Retry" under a screen or list that failed to load: asks again. */
function RetryButton({ onRetry }) {
	const { t } = useTranslation("shared");
	return /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: onRetry,
		children: t("common.retry")
	});
}
export { RetryButton as t };

//# sourceMappingURL=RetryButton-DYA_oBLq.js.map