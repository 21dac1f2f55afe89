import { n as joinIds, r as useFormField } from "./FormFieldContext-PRg7vqXK.js";
import { t as field_module_default } from "./field.module-D8XjHgHs.js";
import { $ as useCharCount, Q as CharCounter } from "../entry-server.js";
import { useId } from "react";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
// ../../design-system/src/internal/TextControl.tsx
/**
* What Input and TextArea share: the enclosing FormField's state, the soft character limit
* (typing past it marks the field invalid) and a change handler that keeps the count. Returns
* the props of the native control, those of its TextControlFrame, and the props it did not use.
*/
function useTextControl(props) {
	const { id, value, defaultValue, onChange, required, disabled, "aria-describedby": describedBy, maxChars, formatCounter, invalid, ...rest } = props;
	const field = useFormField();
	const counterId = `${useId()}-counter`;
	const { length, track } = useCharCount(value, defaultValue);
	const over = maxChars !== void 0 && length > maxChars;
	const isDisabled = disabled ?? field?.disabled;
	const isInvalid = Boolean(invalid ?? field?.invalid) || over;
	return {
		controlProps: {
			id: id ?? field?.id,
			value,
			defaultValue,
			onChange: (event) => {
				track(event.target.value);
				onChange?.(event);
			},
			required: required ?? field?.required,
			disabled: isDisabled,
			"aria-invalid": isInvalid || void 0,
			"aria-describedby": joinIds(field?.describedBy, maxChars !== void 0 && counterId, describedBy)
		},
		frameProps: {
			isInvalid,
			isDisabled: Boolean(isDisabled),
			counter: maxChars === void 0 ? void 0 : {
				id: counterId,
				length,
				max: maxChars,
				format: formatCounter
			}
		},
		rest
	};
}
/** The box around a text control and the character counter below it. */
function TextControlFrame({ className, isInvalid, isDisabled, counter, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(field_module_default.stack, className),
		children: [/* @__PURE__ */ jsx("div", {
			className: field_module_default.control,
			"data-invalid": isInvalid,
			"data-disabled": isDisabled,
			children
		}), counter && /* @__PURE__ */ jsx(CharCounter, { ...counter })]
	});
}
export { useTextControl as n, TextControlFrame as t };

//# sourceMappingURL=TextControl-DpHox786.js.map