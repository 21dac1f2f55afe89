import { n as useTextControl, t as TextControlFrame } from "./TextControl-DpHox786.js";
import { t as field_module_default } from "./field.module-D8XjHgHs.js";
import "react";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../design-system/src/components/Input/Input.tsx
/** A single-line text field. Put it in a FormField for a label, hint and error. */
function Input({ startAdornment, endAdornment, wrapperClassName, className, ...props }) {
	const { controlProps, frameProps, rest } = useTextControl(props);
	return /* @__PURE__ */ jsxs(TextControlFrame, {
		className: wrapperClassName,
		...frameProps,
		children: [
			startAdornment && /* @__PURE__ */ jsx("span", {
				className: field_module_default.adornment,
				children: startAdornment
			}),
			/* @__PURE__ */ jsx("input", {
				className: clsx(field_module_default.input, className),
				...controlProps,
				...rest
			}),
			endAdornment && /* @__PURE__ */ jsx("span", {
				className: field_module_default.adornment,
				children: endAdornment
			})
		]
	});
}
export { Input as t };

//# sourceMappingURL=Input-DusjjkaV.js.map