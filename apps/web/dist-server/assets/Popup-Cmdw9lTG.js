import { c as CloseIcon } from "./Icon-5AvXVvpA.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { useEffect, useId, useRef, useState } from "react";
import { clsx } from "clsx";
import { jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
// ../../design-system/src/internal/focusable.ts
var FOCUSABLE = [
	"a[href]",
	"area[href]",
	"button:not([disabled])",
	"input:not([disabled]):not([type=\"hidden\"])",
	"select:not([disabled])",
	"textarea:not([disabled])",
	"iframe",
	"audio[controls]",
	"video[controls]",
	"[contenteditable]:not([contenteditable=\"false\"])",
	"[tabindex]:not([tabindex=\"-1\"])"
].join(",");
/** Elements inside `root` that Tab can reach, in DOM order. */
function tabbables(root) {
	return Array.from(root.querySelectorAll(FOCUSABLE)).filter((el) => !el.closest("[inert]") && !el.hidden && el.getAttribute("aria-hidden") !== "true");
}
var ModalLayer_module_default = {
	layer: "_layer_bu3z4_1",
	backdrop: "_backdrop_bu3z4_11",
	fade: "_fade_bu3z4_1",
	panel: "_panel_bu3z4_18",
	rise: "_rise_bu3z4_1",
	center: "_center_bu3z4_35",
	start: "_start_bu3z4_40",
	end: "_end_bu3z4_41",
	"slide-start": "_slide-start_bu3z4_1",
	"slide-end": "_slide-end_bu3z4_1",
	sheet: "_sheet_bu3z4_1"
};
// ../../design-system/src/internal/ModalLayer.tsx
/** Open layers, topmost last: only the top one traps focus; the body stays locked while any is open. */
var stack = [];
var saved = {
	overflow: "",
	paddingRight: ""
};
/**
* The modal machinery behind Popup and MobileMenu: a portal to <body>, a scrim, role=dialog with
* aria-modal, a focus trap, Escape to close, scroll lock and focus returned to the opener.
*/
function ModalLayer({ open, onClose, closeOnBackdrop = true, initialFocusRef, placement = "center", role = "dialog", panelClassName, children, ...aria }) {
	const panelRef = useRef(null);
	const onCloseRef = useRef(onClose);
	useEffect(() => {
		onCloseRef.current = onClose;
	}, [onClose]);
	useEffect(() => {
		const panel = panelRef.current;
		if (!open || !panel) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		stack.push(panel);
		if (stack.length === 1) {
			const { style } = document.body;
			saved = {
				overflow: style.overflow,
				paddingRight: style.paddingRight
			};
			const scrollbar = window.innerWidth - document.documentElement.clientWidth;
			if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
			style.overflow = "hidden";
		}
		(initialFocusRef?.current ?? panel).focus();
		const onFocusIn = (event) => {
			if (stack[stack.length - 1] !== panel) return;
			if (event.target instanceof Node && !panel.contains(event.target)) panel.focus();
		};
		document.addEventListener("focusin", onFocusIn);
		return () => {
			document.removeEventListener("focusin", onFocusIn);
			stack.splice(stack.indexOf(panel), 1);
			if (stack.length === 0) Object.assign(document.body.style, saved);
			if (opener?.isConnected) opener.focus();
		};
	}, [open, initialFocusRef]);
	const onKeyDown = (event) => {
		const panel = panelRef.current;
		if (!panel) return;
		if (event.key === "Escape") {
			event.stopPropagation();
			onCloseRef.current();
			return;
		}
		if (event.key !== "Tab") return;
		const items = tabbables(panel);
		const first = items[0];
		const last = items[items.length - 1];
		const active = document.activeElement;
		if (!first || !last) {
			event.preventDefault();
			return;
		}
		if (event.shiftKey && (active === first || active === panel)) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && active === last) {
			event.preventDefault();
			first.focus();
		}
	};
	if (!open || typeof document === "undefined") return null;
	return createPortal(/* @__PURE__ */ jsxs("div", {
		className: clsx(ModalLayer_module_default.layer, ModalLayer_module_default[placement]),
		children: [/* @__PURE__ */ jsx("div", {
			className: ModalLayer_module_default.backdrop,
			"aria-hidden": "true",
			onClick: closeOnBackdrop ? () => onCloseRef.current() : void 0
		}), /* @__PURE__ */ jsx("div", {
			ref: panelRef,
			role,
			"aria-modal": "true",
			tabIndex: -1,
			className: clsx(ModalLayer_module_default.panel, panelClassName),
			onKeyDown,
			...aria,
			children
		})]
	}), document.body);
}
var Popup_module_default = {
	popup: "_popup_rl6gr_1 _edge_1ful0_6",
	sm: "_sm_rl6gr_6",
	md: "_md_rl6gr_10",
	lg: "_lg_rl6gr_14",
	header: "_header_rl6gr_18",
	headerBare: "_headerBare_rl6gr_32",
	title: "_title_rl6gr_37",
	close: "_close_rl6gr_42",
	body: "_body_rl6gr_46",
	description: "_description_rl6gr_58",
	actions: "_actions_rl6gr_62",
	visuallyHidden: "_visuallyHidden_rl6gr_72 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/Popup/Popup.tsx
/** A modal dialog: a centred card on wide screens, a bottom sheet below 600 px. */
function Popup({ open, onClose, title, hideTitle = false, description, children, actions, size = "md", closeLabel = "Close", hideCloseButton = false, closeOnBackdrop = true, initialFocusRef, role = "dialog", className }) {
	const id = useId();
	const titleId = `${id}-title`;
	const [body, setBody] = useState(null);
	const scrollable = useScrollable(body);
	const descriptionId = description ? `${id}-description` : void 0;
	return /* @__PURE__ */ jsxs(ModalLayer, {
		open,
		onClose,
		closeOnBackdrop,
		initialFocusRef,
		role,
		"aria-labelledby": titleId,
		"aria-describedby": descriptionId,
		panelClassName: clsx(Popup_module_default.popup, Popup_module_default[size], className),
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: clsx(Popup_module_default.header, hideTitle && Popup_module_default.headerBare),
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: clsx(Popup_module_default.title, hideTitle && Popup_module_default.visuallyHidden),
					children: title
				}), !hideCloseButton && /* @__PURE__ */ jsx(IconButton, {
					label: closeLabel,
					icon: /* @__PURE__ */ jsx(CloseIcon, {}),
					size: "sm",
					onClick: onClose,
					className: Popup_module_default.close
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				ref: setBody,
				className: Popup_module_default.body,
				tabIndex: scrollable ? 0 : void 0,
				children: [description && /* @__PURE__ */ jsx("p", {
					id: descriptionId,
					className: Popup_module_default.description,
					children: description
				}), children]
			}),
			actions && /* @__PURE__ */ jsx("footer", {
				className: Popup_module_default.actions,
				children: actions
			})
		]
	});
}
/** Whether the element's content overflows it vertically, kept up to date as either resizes. */
function useScrollable(element) {
	const [scrollable, setScrollable] = useState(false);
	useEffect(() => {
		if (!element || typeof ResizeObserver === "undefined") return;
		const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
		const observer = new ResizeObserver(measure);
		observer.observe(element);
		for (const child of Array.from(element.children)) observer.observe(child);
		measure();
		return () => observer.disconnect();
	}, [element]);
	return scrollable;
}
export { ModalLayer as n, Popup as t };

//# sourceMappingURL=Popup-Cmdw9lTG.js.map