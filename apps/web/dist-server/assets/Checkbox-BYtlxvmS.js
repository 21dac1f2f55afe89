import { i as CheckIcon } from "./Icon-5AvXVvpA.js";
import { t as ChoiceText } from "./ChoiceText-CdHHNUto.js";
import { n as joinIds } from "./FormFieldContext-PRg7vqXK.js";
import { useEffect, useId, useRef } from "react";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
var Checkbox_module_default = {
	root: "_root_4wejg_1 _root_c8fdo_5",
	boxWrap: "_boxWrap_4wejg_5",
	input: "_input_4wejg_14 _input_c8fdo_15",
	box: "_box_4wejg_5",
	check: "_check_4wejg_29",
	dash: "_dash_4wejg_30",
	disabled: "_disabled_4wejg_67 _disabled_c8fdo_48"
};
// ../../design-system/src/components/Checkbox/Checkbox.tsx
/** A native checkbox with the Kobza box and label. */
function Checkbox({ label, description, error, indeterminate = false, className, id, disabled, "aria-describedby": describedBy, ...rest }) {
	const generated = useId();
	const inputId = id ?? `checkbox-${generated}`;
	const descriptionId = description ? `${inputId}-description` : void 0;
	const errorId = error ? `${inputId}-error` : void 0;
	const ref = useRef(null);
	useEffect(() => {
		if (ref.current) ref.current.indeterminate = indeterminate;
	}, [indeterminate]);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Checkbox_module_default.root, disabled && Checkbox_module_default.disabled, className),
		children: [/* @__PURE__ */ jsxs("span", {
			className: Checkbox_module_default.boxWrap,
			children: [/* @__PURE__ */ jsx("input", {
				ref,
				type: "checkbox",
				id: inputId,
				className: Checkbox_module_default.input,
				disabled,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": joinIds(descriptionId, errorId, describedBy),
				...rest
			}), /* @__PURE__ */ jsxs("span", {
				className: Checkbox_module_default.box,
				"aria-hidden": "true",
				children: [/* @__PURE__ */ jsx(CheckIcon, { className: Checkbox_module_default.check }), /* @__PURE__ */ jsx("span", { className: Checkbox_module_default.dash })]
			})]
		}), /* @__PURE__ */ jsx(ChoiceText, {
			inputId,
			label,
			description,
			descriptionId,
			error,
			errorId
		})]
	});
}
export { Checkbox as t };

//# sourceMappingURL=Checkbox-BYtlxvmS.js.map