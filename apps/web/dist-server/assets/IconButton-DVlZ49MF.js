import { t as Button } from "./Button-CPwj6nzH.js";
import { jsx } from "react/jsx-runtime";
// ../../design-system/src/components/IconButton/IconButton.tsx
/** A round, icon-only button. Ghost by default: it usually sits in toolbars and headers. */
function IconButton({ label, icon, pressed, variant = "ghost", ...rest }) {
	return /* @__PURE__ */ jsx(Button, {
		...rest,
		variant,
		icon,
		"aria-label": label,
		"aria-pressed": pressed
	});
}
export { IconButton as t };

//# sourceMappingURL=IconButton-DVlZ49MF.js.map