import { n as useTextControl, t as TextControlFrame } from "./TextControl-DpHox786.js";
import { t as field_module_default } from "./field.module-D8XjHgHs.js";
import "react";
import { clsx } from "clsx";
import { jsx } from "react/jsx-runtime";
// ../../design-system/src/components/TextArea/TextArea.tsx
/** A multi-line text field with the spec's character counter, e.g. 1000 for a post description. */
function TextArea({ autoResize = false, wrapperClassName, className, rows = 4, style, ...props }) {
	const { controlProps, frameProps, rest } = useTextControl(props);
	return /* @__PURE__ */ jsx(TextControlFrame, {
		className: wrapperClassName,
		...frameProps,
		children: /* @__PURE__ */ jsx("textarea", {
			rows,
			className: clsx(field_module_default.input, field_module_default.textarea, autoResize && field_module_default.autoResize, className),
			style: {
				"--rows": rows,
				...style
			},
			...controlProps,
			...rest
		})
	});
}
export { TextArea as t };

//# sourceMappingURL=TextArea-DnQgsYIs.js.map