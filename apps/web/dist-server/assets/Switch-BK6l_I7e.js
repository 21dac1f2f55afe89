import { t as ChoiceText } from "./ChoiceText-CdHHNUto.js";
import { n as joinIds } from "./FormFieldContext-PRg7vqXK.js";
import { useId } from "react";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
var Switch_module_default = {
	root: "_root_wq5tg_1 _root_c8fdo_5",
	labelFirst: "_labelFirst_wq5tg_5",
	trackWrap: "_trackWrap_wq5tg_10",
	input: "_input_wq5tg_18 _input_c8fdo_15",
	track: "_track_wq5tg_10",
	thumb: "_thumb_wq5tg_33",
	disabled: "_disabled_wq5tg_58 _disabled_c8fdo_48"
};
// ../../design-system/src/components/Switch/Switch.tsx
/**
* An on/off setting that applies at once (e.g. dark theme, premium post). A native checkbox
* with role="switch", so it reports "on/off" and works in forms.
*/
function Switch({ label, description, labelFirst = false, className, id, disabled, "aria-describedby": describedBy, ...rest }) {
	const generated = useId();
	const inputId = id ?? `switch-${generated}`;
	const descriptionId = description ? `${inputId}-description` : void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Switch_module_default.root, labelFirst && Switch_module_default.labelFirst, disabled && Switch_module_default.disabled, className),
		children: [/* @__PURE__ */ jsxs("span", {
			className: Switch_module_default.trackWrap,
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				role: "switch",
				id: inputId,
				className: Switch_module_default.input,
				disabled,
				"aria-describedby": joinIds(descriptionId, describedBy),
				...rest
			}), /* @__PURE__ */ jsx("span", {
				className: Switch_module_default.track,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("span", { className: Switch_module_default.thumb })
			})]
		}), /* @__PURE__ */ jsx(ChoiceText, {
			inputId,
			label,
			description,
			descriptionId
		})]
	});
}
export { Switch as t };

//# sourceMappingURL=Switch-BK6l_I7e.js.map