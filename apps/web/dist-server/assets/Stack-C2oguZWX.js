import { at as space } from "../entry-server.js";
import { clsx } from "clsx";
import { jsx } from "react/jsx-runtime";
var Stack_module_default = { stack: "_stack_xj1kt_1" };
// ../../design-system/src/components/Stack/Stack.tsx
/** Children in a column with even gaps. */
function Stack({ as: Tag = "div", gap = 4, align = "stretch", className, style, ...rest }) {
	const custom = {
		"--stack-gap": space[gap],
		"--stack-align": align
	};
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(Stack_module_default.stack, className),
		style: {
			...custom,
			...style
		},
		...rest
	});
}
export { Stack as t };

//# sourceMappingURL=Stack-C2oguZWX.js.map