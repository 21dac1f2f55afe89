import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var Button_module_default = {
	button: "_button_m0x64_1",
	primary: "_primary_m0x64_44",
	secondary: "_secondary_m0x64_48",
	ghost: "_ghost_m0x64_55",
	danger: "_danger_m0x64_61",
	unavailable: "_unavailable_m0x64_68",
	sm: "_sm_m0x64_75",
	lg: "_lg_m0x64_82",
	iconOnly: "_iconOnly_m0x64_88",
	fullWidth: "_fullWidth_m0x64_94",
	content: "_content_m0x64_98",
	label: "_label_m0x64_110",
	loading: "_loading_m0x64_116",
	spinnerBox: "_spinnerBox_m0x64_120",
	spinner: "_spinner_m0x64_120",
	spin: "_spin_m0x64_120",
	visuallyHidden: "_visuallyHidden_m0x64_136 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/Button/Button.tsx
function Button({ variant = "primary", size = "md", loading = false, loadingLabel = "Loading", iconStart, iconEnd, icon, fullWidth = false, type = "button", className, children, onClick, disabled, ...rest }) {
	const iconOnly = icon !== void 0 && children === void 0;
	const ariaDisabled = rest["aria-disabled"];
	const unavailable = !loading && (ariaDisabled === true || ariaDisabled === "true");
	const handleClick = (event) => {
		if (loading || unavailable) {
			event.preventDefault();
			return;
		}
		onClick?.(event);
	};
	return /* @__PURE__ */ jsxs("button", {
		type,
		className: clsx(Button_module_default.button, Button_module_default[variant], Button_module_default[size], iconOnly && Button_module_default.iconOnly, fullWidth && Button_module_default.fullWidth, loading && Button_module_default.loading, unavailable && Button_module_default.unavailable, className),
		disabled,
		"aria-busy": loading || void 0,
		...rest,
		"aria-disabled": loading || unavailable || void 0,
		onClick: handleClick,
		children: [/* @__PURE__ */ jsx("span", {
			className: Button_module_default.content,
			children: iconOnly ? icon : /* @__PURE__ */ jsxs(Fragment, { children: [
				iconStart,
				children !== void 0 && /* @__PURE__ */ jsx("span", {
					className: Button_module_default.label,
					children
				}),
				iconEnd
			] })
		}), loading && /* @__PURE__ */ jsxs("span", {
			className: Button_module_default.spinnerBox,
			children: [/* @__PURE__ */ jsx("span", {
				className: Button_module_default.spinner,
				"aria-hidden": "true"
			}), /* @__PURE__ */ jsx("span", {
				className: Button_module_default.visuallyHidden,
				children: loadingLabel
			})]
		})]
	});
}
export { Button as t };

//# sourceMappingURL=Button-CPwj6nzH.js.map