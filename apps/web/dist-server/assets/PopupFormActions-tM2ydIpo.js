import { t as Button } from "./Button-CPwj6nzH.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/shared/forms/PopupFormActions.tsx
/** A popup form's two buttons (Cancel, then the one that sends the form), every popup form alike. */
function PopupFormActions({ form, cancelLabel, onCancel, cancelVariant = "secondary", submitLabel, submitVariant, busy = false, busyLabel, cancelWhileBusy = false, submitDisabled }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: cancelVariant,
		onClick: onCancel,
		disabled: busy && !cancelWhileBusy,
		children: cancelLabel
	}), /* @__PURE__ */ jsx(Button, {
		type: "submit",
		form,
		variant: submitVariant,
		disabled: submitDisabled,
		loading: busy,
		loadingLabel: busyLabel,
		children: submitLabel
	})] });
}
export { PopupFormActions as t };

//# sourceMappingURL=PopupFormActions-tM2ydIpo.js.map