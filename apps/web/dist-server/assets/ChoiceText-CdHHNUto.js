import { jsx, jsxs } from "react/jsx-runtime";
var choiceText_module_default = {
	root: "_root_c8fdo_5",
	input: "_input_c8fdo_15",
	text: "_text_c8fdo_25",
	label: "_label_c8fdo_32",
	description: "_description_c8fdo_37",
	error: "_error_c8fdo_42",
	disabled: "_disabled_c8fdo_48"
};
// ../../design-system/src/internal/ChoiceText.tsx
/**
* The label, description and error beside a Checkbox or a Switch. The control's root composes
* `disabled` from the same stylesheet, so the disabled text rules apply.
*/
function ChoiceText({ inputId, label, description, descriptionId, error, errorId }) {
	return /* @__PURE__ */ jsxs("span", {
		className: choiceText_module_default.text,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: inputId,
				className: choiceText_module_default.label,
				children: label
			}),
			description && /* @__PURE__ */ jsx("span", {
				id: descriptionId,
				className: choiceText_module_default.description,
				children: description
			}),
			error && /* @__PURE__ */ jsx("span", {
				id: errorId,
				className: choiceText_module_default.error,
				children: error
			})
		]
	});
}
export { ChoiceText as t };

//# sourceMappingURL=ChoiceText-CdHHNUto.js.map