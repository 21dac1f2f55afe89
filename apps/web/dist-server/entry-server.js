import { a as NetworkError, i as ApiError, n as createApiClient, o as SessionExpiredError, r as memoryStorage, t as contractEndpoints } from "./assets/src-Bp5laenX.js";
import { t as field_module_default } from "./assets/field.module-D8XjHgHs.js";
import { C as SignOutIcon, E as TrashIcon, S as SignInIcon, T as SkipForwardIcon, _ as PlayIcon, a as ChevronDownIcon, c as CloseIcon, d as Icon, g as PauseIcon, i as CheckIcon, l as CommentIcon, m as KobzaIcon, n as ArrowLeftIcon, p as InfoIcon, t as AlertIcon, u as HeartIcon, v as PlusIcon, w as SkipBackIcon, x as SettingsIcon } from "./assets/Icon-5AvXVvpA.js";
import { n as useSession, t as SessionProvider } from "./assets/SessionContext-CfmCQ8OE.js";
import { n as cropRatios, o as timings, t as breakpoints$1 } from "./assets/limits-Bj0hKUrz.js";
import { t as Button } from "./assets/Button-CPwj6nzH.js";
import { n as ModalLayer, t as Popup } from "./assets/Popup-Cmdw9lTG.js";
import { n as joinIds, r as useFormField, t as FormFieldContext } from "./assets/FormFieldContext-PRg7vqXK.js";
import { a as provideNamespace, c as languages, i as loadNamespace, n as sharedNamespace, o as unregisterI18n, r as useLanguage, s as isLanguage, t as createI18n } from "./assets/i18n-Cikb5W5X.js";
import { t as IconButton } from "./assets/IconButton-DVlZ49MF.js";
import { r as routes, t as fillPath } from "./assets/routes-n7G8wHCa.js";
import { Writable } from "node:stream";
import { Component, StrictMode, Suspense, createContext, lazy, use, useCallback, useContext, useDeferredValue, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Link, Navigate, Outlet, Route, Routes, StaticRouter, matchRoutes, useLocation, useNavigate, useNavigationType } from "react-router";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, dehydrate, infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { I18nextProvider, useTranslation } from "react-i18next";
import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
// ../../packages/contract/src/messages.ts
/** Messages shared by client validation and server answers. */
var messages = {
	required: "This field is required",
	passwordsMustMatch: "The passwords must match",
	emailRequired: "Email is required",
	underDevelopment: "Under development",
	notAvailableYet: "Not available yet",
	maxChars: (length, max) => `Maximum number of characters - ${length}/${max}`,
	minChars: (length, min) => `Minimum number of characters - ${length}/${min}`,
	minValue: (min) => `Minimum value - ${min}`,
	notFound: "Resource not found",
	routeNotFound: (method, url) => `Cannot ${method.toUpperCase()} ${url}`,
	malformedJson: "The request body is not valid JSON",
	serverError: "Something went wrong. Please try again later",
	requestTooLarge: "The request is too large",
	/** 415: a multipart body (a file upload) sent to a route that takes no files. */
	filesNotAccepted: "This request takes no files",
	uploadInterrupted: "The upload was interrupted",
	/** 422: a file part under a name the route does not take (or a second one under a name it takes once). */
	unexpectedFile: "Unexpected file field",
	serviceUnavailable: "The service is briefly unavailable. Please try again in a moment",
	unauthorized: "Unauthorized",
	forbidden: "You are not allowed to do this",
	tooManyRequests: "Too many requests. Please try again later",
	/** NUL cannot be stored as text (PostgreSQL refuses it) and is never part of real input. */
	nulCharacter: "Text must not contain NUL characters",
	/** A song's FAILED reasons (song-media.ts), shown to its artist. */
	songProcessingFailed: "The song couldn't be processed",
	songUndecodable: "The file could not be decoded as audio",
	songEmpty: "The file contains no audio",
	songTooLong: "The song is longer than 1 hour",
	songProcessingGaveUp: "Processing stopped several times; please upload the song again"
};
/** The gain (dB) that brings a song to the reference, bounded so its true peak stays under the ceiling. */
function normalisationGainDb(loudness, targetLufs = -14) {
	if (!loudness || !Number.isFinite(loudness.integratedLufs)) return 0;
	const wanted = targetLufs - loudness.integratedLufs;
	const headroom = -1 - loudness.truePeakDb;
	return Math.min(wanted, Number.isFinite(headroom) ? headroom : wanted);
}
/** dB → the linear factor a GainNode or an element's volume takes. */
function gainFactor(db) {
	return 10 ** (db / 20);
}
// ../../design-system/src/tokens/tokens.ts
/**
* Kobza design tokens — the single source of truth.
*
* `tokens.css` is generated from this file (see `css.ts`, run `npm run tokens:write -w
* @kobza/design-system`), and `tokens.test.tsx` fails when the two drift apart. The MUI theme
* for the admin console is built from the same objects (`../mui-theme.ts`).
*
* The palette is taken from a Ukrainian folk-music evening: unbleached linen and the red and
* black threads of a vyshyvanka for the day theme; a deep night sky lit by wheat gold for the
* night theme; cornflower blue for links and focus, the flower that grows in the wheat.
*/
/** Raw colours. Components never use these directly: they use the semantic `themes` below. */
var palette = {
	linen: {
		50: "#FFFCF6",
		100: "#FAF5EA",
		200: "#F1E9D8",
		300: "#E2D5BD"
	},
	ink: {
		900: "#17120F",
		800: "#2A231E",
		700: "#3E352F",
		600: "#574C43",
		500: "#776A5F",
		300: "#B8AC9F"
	},
	red: {
		100: "#F9DEDB",
		300: "#F59A90",
		400: "#EC6F66",
		500: "#C8312B",
		600: "#A8231F",
		700: "#851A17",
		900: "#3D0F0D"
	},
	gold: {
		100: "#FBF0CF",
		300: "#F3D27A",
		400: "#E9B949",
		500: "#D49A1C",
		700: "#7D5608",
		900: "#33260A"
	},
	night: {
		950: "#070C18",
		900: "#0B1324",
		850: "#101A30",
		800: "#16223D",
		700: "#223152",
		600: "#32446B",
		300: "#8E9CBB",
		200: "#BAC4D9"
	},
	cornflower: {
		300: "#A9C1F7",
		600: "#2451B5",
		700: "#1C3F8F"
	},
	leaf: {
		300: "#86D49A",
		700: "#23683A"
	},
	white: "#FFFFFF"
};
palette.linen[100], palette.linen[50], palette.linen[200], palette.white, palette.linen[300], palette.ink[500], palette.ink[900], palette.ink[600], palette.ink[900], palette.ink[700], palette.linen[50], palette.red[600], palette.red[600], palette.red[100], palette.red[700], palette.gold[400], palette.ink[900], palette.gold[100], palette.gold[700], palette.red[600], palette.red[700], palette.white, palette.red[600], palette.red[100], palette.leaf[700], palette.leaf[700], palette.cornflower[600], palette.cornflower[600], palette.red[600], palette.ink[900], palette.linen[200], palette.ink[500], palette.night[900], palette.night[850], palette.night[950], palette.night[800], palette.night[700], palette.night[300], palette.linen[100], palette.night[200], palette.gold[400], palette.gold[300], palette.ink[900], palette.red[400], palette.red[300], palette.night[700], palette.linen[50], palette.gold[400], palette.ink[900], palette.gold[900], palette.gold[300], palette.red[500], palette.red[600], palette.white, palette.red[300], palette.red[900], palette.leaf[300], palette.leaf[300], palette.cornflower[300], palette.gold[300], palette.red[400], palette.gold[400], palette.night[800], palette.night[300];
/** A 4 px grid. */
var space = {
	0: "0",
	1: "0.25rem",
	2: "0.5rem",
	3: "0.75rem",
	4: "1rem",
	5: "1.25rem",
	6: "1.5rem",
	8: "2rem",
	10: "2.5rem",
	12: "3rem",
	16: "4rem"
};
`${timings.preloaderSwapMs}`;
/**
* Breakpoints in px, from the contract: below `mobile` the app shows the bottom bar and mobile
* menu; below `chat` the chat shows one pane; from `desktop` the back button moves into the
* page header. CSS media queries cannot read custom properties, so module stylesheets write
* these numbers literally (`tokens.test.tsx` checks they use no other widths).
*/
var breakpoints = {
	mobile: breakpoints$1.mobile,
	chat: breakpoints$1.chat,
	desktop: breakpoints$1.backButton
};
// ../../design-system/src/hooks/useMediaQuery.ts
/**
* Media queries for the contract breakpoints, in range syntax so `below` and `from` never
* overlap: `below.mobile` matches phones (< 600 px), `from.mobile` everything else.
*/
var mediaQueries = {
	below: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `(width < ${px}px)`])),
	from: Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `(width >= ${px}px)`])),
	reducedMotion: "(prefers-reduced-motion: reduce)",
	dark: "(prefers-color-scheme: dark)"
};
/**
* Subscribes to a CSS media query. `serverValue` is what it reports where there is no window
* (SSR, prerender), so the first client render can match it.
*/
function useMediaQuery(query, serverValue = false) {
	const subscribe = useCallback((onChange) => {
		if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
		const list = window.matchMedia(query);
		list.addEventListener("change", onChange);
		return () => list.removeEventListener("change", onChange);
	}, [query]);
	const getSnapshot = () => typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query).matches : serverValue;
	return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
var Container_module_default = {
	container: "_container_c999d_1",
	narrow: "_narrow_c999d_7",
	wide: "_wide_c999d_11",
	full: "_full_c999d_15"
};
// ../../design-system/src/components/Container/Container.tsx
/** Centres content with the page gutter: 16 px on phones, 24 px from 600 px. */
function Container({ as: Tag = "div", size = "wide", className, ...rest }) {
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(Container_module_default.container, Container_module_default[size], className),
		...rest
	});
}
var VisuallyHidden_module_default = {
	hidden: "_hidden_xiux3_1",
	focusable: "_focusable_xiux3_13"
};
// ../../design-system/src/components/VisuallyHidden/VisuallyHidden.tsx
/** Text for screen readers only. */
function VisuallyHidden({ as: Tag = "span", focusable = false, className, ...rest }) {
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(VisuallyHidden_module_default.hidden, focusable && VisuallyHidden_module_default.focusable, className),
		...rest
	});
}
var Logo_module_default = {
	logo: "_logo_10umm_1",
	sm: "_sm_10umm_12",
	md: "_md_10umm_16",
	lg: "_lg_10umm_20",
	mark: "_mark_10umm_24",
	word: "_word_10umm_32"
};
// ../../design-system/src/components/Logo/Logo.tsx
/** The Kobza wordmark: the lute drawn in brand red beside the name set in the display serif. */
function Logo({ markOnly = false, name = "Kobza", size = "md", className }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx(Logo_module_default.logo, Logo_module_default[size], className),
		children: [/* @__PURE__ */ jsx(KobzaIcon, {
			className: Logo_module_default.mark,
			title: markOnly ? name : void 0
		}), !markOnly && /* @__PURE__ */ jsx("span", {
			className: Logo_module_default.word,
			children: name
		})]
	});
}
var Ornament_module_default = {
	ornament: "_ornament_3r8tz_1",
	stitch: "_stitch_3r8tz_6 _band_1ful0_5",
	diamonds: "_diamonds_3r8tz_10",
	threadA: "_threadA_3r8tz_14",
	threadB: "_threadB_3r8tz_18"
};
// ../../design-system/src/components/Ornament/Ornament.tsx
/** Kobza's signature: a strip of vyshyvanka embroidery. Decorative, hidden from assistive tech. */
function Ornament({ variant = "stitch", className }) {
	const patternId = `ornament-${useId().replace(/:/g, "")}`;
	if (variant === "stitch") return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: clsx(Ornament_module_default.ornament, Ornament_module_default.stitch, className)
	});
	return /* @__PURE__ */ jsxs("svg", {
		"aria-hidden": "true",
		focusable: "false",
		className: clsx(Ornament_module_default.ornament, Ornament_module_default.diamonds, className),
		children: [/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsxs("pattern", {
			id: patternId,
			width: "24",
			height: "12",
			patternUnits: "userSpaceOnUse",
			children: [/* @__PURE__ */ jsx("path", {
				d: "M6 0l6 6-6 6-6-6z",
				className: Ornament_module_default.threadA
			}), /* @__PURE__ */ jsx("path", {
				d: "M18 2l4 4-4 4-4-4z",
				className: Ornament_module_default.threadB
			})]
		}) }), /* @__PURE__ */ jsx("rect", {
			width: "100%",
			height: "12",
			fill: `url(#${patternId})`
		})]
	});
}
var FormField_module_default = {
	field: "_field_l9bwu_1",
	label: "_label_l9bwu_8",
	required: "_required_l9bwu_14",
	hint: "_hint_l9bwu_18",
	error: "_error_l9bwu_23",
	errorIcon: "_errorIcon_l9bwu_32",
	disabled: "_disabled_l9bwu_38",
	visuallyHidden: "_visuallyHidden_l9bwu_43 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/FormField/FormField.tsx
/** Label, hint and error around one control, wired for assistive technology. */
function FormField({ label, hint, error, required = false, disabled = false, hideLabel = false, id, className, children }) {
	const generated = useId();
	const controlId = id ?? `field-${generated}`;
	const hintId = hint ? `${controlId}-hint` : void 0;
	const errorId = error ? `${controlId}-error` : void 0;
	const value = useMemo(() => ({
		id: controlId,
		describedBy: [hintId, errorId].filter(Boolean).join(" ") || void 0,
		invalid: Boolean(error),
		required,
		disabled
	}), [
		controlId,
		hintId,
		errorId,
		error,
		required,
		disabled
	]);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(FormField_module_default.field, disabled && FormField_module_default.disabled, className),
		children: [
			/* @__PURE__ */ jsxs("label", {
				htmlFor: controlId,
				className: clsx(FormField_module_default.label, hideLabel && FormField_module_default.visuallyHidden),
				children: [label, required && /* @__PURE__ */ jsx("span", {
					className: FormField_module_default.required,
					"aria-hidden": "true",
					children: " *"
				})]
			}),
			hint && /* @__PURE__ */ jsx("p", {
				id: hintId,
				className: FormField_module_default.hint,
				children: hint
			}),
			/* @__PURE__ */ jsx(FormFieldContext.Provider, {
				value,
				children
			}),
			error && /* @__PURE__ */ jsxs("p", {
				id: errorId,
				className: FormField_module_default.error,
				children: [/* @__PURE__ */ jsx(AlertIcon, { className: FormField_module_default.errorIcon }), /* @__PURE__ */ jsx("span", { children: error })]
			})
		]
	});
}
// ../../design-system/src/internal/CharCounter.tsx
var CounterFormat = createContext(messages.maxChars);
/** Sets the counter text of every Input and TextArea below it (the app's language). */
function CharCounterProvider({ format, children }) {
	return /* @__PURE__ */ jsx(CounterFormat, {
		value: format,
		children
	});
}
/** Tracks the length of a text control, controlled or not. */
function useCharCount(value, defaultValue) {
	const [uncontrolled, setUncontrolled] = useState(() => String(defaultValue ?? "").length);
	return {
		length: value !== void 0 && value !== null ? String(value).length : uncontrolled,
		track: (next) => setUncontrolled(next.length)
	};
}
/**
* The spec's counter, 'Maximum number of characters - 12/50'. It is soft: typing past the
* maximum is allowed and flagged, so pasted text is not silently cut. Only going over the limit
* is announced; a live counter would speak on every keystroke.
*/
function CharCounter({ id, length, max, format: given }) {
	const inherited = useContext(CounterFormat);
	const format = given ?? inherited;
	const over = length > max;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		id,
		className: field_module_default.counter,
		"data-over": over,
		children: format(length, max)
	}), /* @__PURE__ */ jsx("span", {
		role: "status",
		className: field_module_default.visuallyHidden,
		children: over ? format(length, max) : ""
	})] });
}
var Select_module_default = {
	control: "_control_1r3gg_1",
	select: "_select_1r3gg_5",
	chevron: "_chevron_1r3gg_17"
};
// ../../design-system/src/components/Select/Select.tsx
/**
* A native select, styled. Native keeps the platform picker on phones, type-ahead and full
* screen-reader support for free.
*/
function Select({ options, placeholder, invalid, wrapperClassName, className, id, required, disabled, value, defaultValue, "aria-describedby": describedBy, ...rest }) {
	const field = useFormField();
	const isDisabled = disabled ?? field?.disabled;
	const isInvalid = Boolean(invalid ?? field?.invalid);
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(field_module_default.control, Select_module_default.control, wrapperClassName),
		"data-invalid": isInvalid,
		"data-disabled": Boolean(isDisabled),
		children: [/* @__PURE__ */ jsxs("select", {
			id: id ?? field?.id,
			className: clsx(field_module_default.input, Select_module_default.select, className),
			required: required ?? field?.required,
			disabled: isDisabled,
			value,
			defaultValue: value === void 0 ? defaultValue ?? (placeholder ? "" : void 0) : void 0,
			"aria-invalid": isInvalid || void 0,
			"aria-describedby": joinIds(field?.describedBy, describedBy),
			...rest,
			children: [placeholder !== void 0 && /* @__PURE__ */ jsx("option", {
				value: "",
				disabled: true,
				children: placeholder
			}), options.map((option) => /* @__PURE__ */ jsx("option", {
				value: option.value,
				disabled: option.disabled,
				children: option.label
			}, option.value))]
		}), /* @__PURE__ */ jsx(ChevronDownIcon, { className: Select_module_default.chevron })]
	});
}
var Tabs_module_default = {
	tabs: "_tabs_ju1l3_1",
	list: "_list_ju1l3_8",
	fullWidth: "_fullWidth_ju1l3_17",
	tab: "_tab_ju1l3_1",
	count: "_count_ju1l3_67",
	panel: "_panel_ju1l3_78"
};
// ../../design-system/src/components/Tabs/Tabs.tsx
/** WAI-ARIA tabs: one Tab stop, arrow keys move between tabs, Home/End jump to the ends. */
function Tabs({ items, value, onChange, label, children, activation = "auto", fullWidth = false, className }) {
	const base = useId();
	const tabId = (v) => `${base}-tab-${v}`;
	const panelId = `${base}-panel`;
	const refs = useRef(/* @__PURE__ */ new Map());
	const hasPanel = children !== void 0 && children !== null && children !== false;
	const onKeyDown = (event, index) => {
		const enabled = items.map((item, i) => item.disabled ? -1 : i).filter((i) => i >= 0);
		const position = enabled.indexOf(index);
		let next;
		if (event.key === "ArrowRight") next = enabled[(position + 1) % enabled.length];
		else if (event.key === "ArrowLeft") next = enabled[(position - 1 + enabled.length) % enabled.length];
		else if (event.key === "Home") next = enabled[0];
		else if (event.key === "End") next = enabled[enabled.length - 1];
		if (next === void 0) return;
		event.preventDefault();
		const item = items[next];
		if (!item) return;
		refs.current.get(item.value)?.focus();
		if (activation === "auto") onChange(item.value);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Tabs_module_default.tabs, className),
		children: [/* @__PURE__ */ jsx("div", {
			role: "tablist",
			"aria-label": label,
			className: clsx(Tabs_module_default.list, fullWidth && Tabs_module_default.fullWidth),
			children: items.map((item, index) => {
				const selected = item.value === value;
				return /* @__PURE__ */ jsxs("button", {
					ref: (node) => {
						if (node) refs.current.set(item.value, node);
						else refs.current.delete(item.value);
					},
					type: "button",
					role: "tab",
					id: tabId(item.value),
					"aria-selected": selected,
					"aria-controls": selected && hasPanel ? panelId : void 0,
					tabIndex: selected ? 0 : -1,
					disabled: item.disabled,
					className: Tabs_module_default.tab,
					onClick: () => onChange(item.value),
					onKeyDown: (event) => onKeyDown(event, index),
					children: [/* @__PURE__ */ jsx("span", {
						className: Tabs_module_default.tabLabel,
						children: item.label
					}), item.count !== void 0 && /* @__PURE__ */ jsx("span", {
						className: Tabs_module_default.count,
						children: item.count
					})]
				}, item.value);
			})
		}), hasPanel && /* @__PURE__ */ jsx("div", {
			role: "tabpanel",
			id: panelId,
			"aria-labelledby": tabId(value),
			tabIndex: 0,
			className: Tabs_module_default.panel,
			children
		})]
	});
}
// ../../design-system/src/internal/nav.tsx
var defaultRenderLink = ({ href, children, ...props }) => /* @__PURE__ */ jsx("a", {
	href,
	...props,
	children
});
/** A link when the item has an href, otherwise a button. */
function NavEntry({ item, className, renderLink = defaultRenderLink, hideLabel = false, labelClassName, hiddenLabelClassName, iconClassName, badgeClassName, onNavigate }) {
	const onClick = (event) => {
		item.onClick?.(event);
		onNavigate?.();
	};
	const content = /* @__PURE__ */ jsxs(Fragment, { children: [
		item.icon && /* @__PURE__ */ jsx("span", {
			className: iconClassName,
			"aria-hidden": "true",
			children: item.icon
		}),
		/* @__PURE__ */ jsx("span", {
			className: hideLabel ? hiddenLabelClassName : labelClassName,
			children: item.label
		}),
		item.badge !== void 0 && " ",
		item.badge !== void 0 && /* @__PURE__ */ jsxs("span", {
			className: badgeClassName,
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": item.badgeLabel ? true : void 0,
				children: item.badge
			}), item.badgeLabel && /* @__PURE__ */ jsx("span", {
				className: hiddenLabelClassName,
				children: item.badgeLabel
			})]
		})
	] });
	if (item.href !== void 0) return renderLink({
		href: item.href,
		className,
		"aria-current": item.active ? "page" : void 0,
		onClick,
		children: content
	});
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className,
		"aria-current": item.active ? "page" : void 0,
		onClick,
		children: content
	});
}
/** The list of entries SideNav, BottomBar and MobileMenu each draw, styled by their own CSS module. */
function NavList({ items, classes, renderLink, hideLabel, onNavigate }) {
	return /* @__PURE__ */ jsx("ul", {
		className: classes.list,
		children: items.map((item) => /* @__PURE__ */ jsx("li", {
			className: classes.cell,
			children: /* @__PURE__ */ jsx(NavEntry, {
				item,
				renderLink,
				hideLabel,
				className: classes.item,
				labelClassName: classes.label,
				hiddenLabelClassName: classes.visuallyHidden,
				iconClassName: classes.icon,
				badgeClassName: classes.badge,
				onNavigate
			})
		}, item.key))
	});
}
var SideNav_module_default = {
	sideNav: "_sideNav_zxymy_1",
	header: "_header_zxymy_13",
	list: "_list_zxymy_17 _list_i4ltf_2",
	item: "_item_zxymy_21 _item_i4ltf_10",
	icon: "_icon_zxymy_37 _icon_i4ltf_37",
	label: "_label_zxymy_42 _label_i4ltf_42",
	badge: "_badge_zxymy_50 _badge_i4ltf_46",
	bottom: "_bottom_zxymy_54",
	collapsed: "_collapsed_zxymy_65",
	visuallyHidden: "_visuallyHidden_zxymy_84 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/SideNav/SideNav.tsx
/** Desktop navigation: a column of icon + label links with the current section marked. */
function SideNav({ items, header, bottom, label = "Main", collapsed = false, renderLink, className }) {
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": label,
		className: clsx(SideNav_module_default.sideNav, collapsed && SideNav_module_default.collapsed, className),
		children: [
			header && /* @__PURE__ */ jsx("div", {
				className: SideNav_module_default.header,
				children: header
			}),
			/* @__PURE__ */ jsx(NavList, {
				items,
				classes: SideNav_module_default,
				renderLink,
				hideLabel: collapsed
			}),
			bottom && /* @__PURE__ */ jsx("div", {
				className: SideNav_module_default.bottom,
				children: bottom
			})
		]
	});
}
var BottomBar_module_default = {
	bar: "_bar_tvqfz_1",
	fixed: "_fixed_tvqfz_8",
	list: "_list_tvqfz_13",
	cell: "_cell_tvqfz_20",
	item: "_item_tvqfz_25",
	icon: "_icon_tvqfz_61",
	label: "_label_tvqfz_70",
	badge: "_badge_tvqfz_77",
	visuallyHidden: "_visuallyHidden_tvqfz_92 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/BottomBar/BottomBar.tsx
/** Phone navigation (below 600 px): icons with short labels along the bottom edge. */
function BottomBar({ items, label = "Main", position = "fixed", renderLink, className }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": label,
		className: clsx(BottomBar_module_default.bar, BottomBar_module_default[position], className),
		children: /* @__PURE__ */ jsx(NavList, {
			items,
			classes: BottomBar_module_default,
			renderLink
		})
	});
}
var DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#F1E9D8"/>
<circle cx="32" cy="25" r="11" fill="#776A5F"/>
<path d="M11 64c1.5-14 10-22 21-22s19.5 8 21 22z" fill="#776A5F"/>
<path d="M32 47l3.5 5-3.5 5-3.5-5z" fill="#A8231F"/>
</svg>`)}`;
var Avatar_module_default = {
	avatar: "_avatar_180su_1",
	ring: "_ring_180su_10"
};
// ../../design-system/src/components/Avatar/Avatar.tsx
var sizes = {
	xs: 24,
	sm: 32,
	md: 40,
	lg: 64,
	xl: 96
};
function Avatar({ src, name, size = "md", decorative = false, ring = false, className }) {
	const [failed, setFailed] = useState(null);
	const usable = src && src !== failed ? src : DEFAULT_AVATAR;
	const px = typeof size === "number" ? size : sizes[size];
	return /* @__PURE__ */ jsx("img", {
		src: usable,
		alt: decorative ? "" : name,
		width: px,
		height: px,
		loading: "lazy",
		decoding: "async",
		onError: () => setFailed(src ?? null),
		className: clsx(Avatar_module_default.avatar, ring && Avatar_module_default.ring, className),
		style: { "--avatar-size": `${px}px` }
	});
}
var MobileMenu_module_default = {
	sheet: "_sheet_1uohd_1",
	top: "_top_1uohd_7",
	user: "_user_1uohd_15",
	names: "_names_1uohd_22",
	publicName: "_publicName_1uohd_26",
	nickname: "_nickname_1uohd_35",
	ornament: "_ornament_1uohd_43",
	list: "_list_1uohd_47 _list_i4ltf_2",
	item: "_item_1uohd_51 _item_i4ltf_10",
	icon: "_icon_1uohd_55 _icon_i4ltf_37",
	label: "_label_1uohd_59 _label_i4ltf_42",
	badge: "_badge_1uohd_63 _badge_i4ltf_46",
	footer: "_footer_1uohd_67",
	visuallyHidden: "_visuallyHidden_1uohd_76 _visuallyHidden_1fr3g_2"
};
// ../../design-system/src/components/MobileMenu/MobileMenu.tsx
/** The phone menu: a sheet from the right edge with the user and the rest of the navigation. */
function MobileMenu({ open, onClose, user, items, footer, label = "Menu", closeLabel = "Close menu", closeOnItemClick = true, renderLink }) {
	const titleId = `${useId()}-title`;
	return /* @__PURE__ */ jsxs(ModalLayer, {
		open,
		onClose,
		placement: "end",
		"aria-labelledby": titleId,
		panelClassName: MobileMenu_module_default.sheet,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: MobileMenu_module_default.top,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: titleId,
						className: MobileMenu_module_default.visuallyHidden,
						children: label
					}),
					user ? /* @__PURE__ */ jsxs("div", {
						className: MobileMenu_module_default.user,
						children: [/* @__PURE__ */ jsx(Avatar, {
							src: user.avatarSrc,
							name: user.publicName,
							size: "lg",
							decorative: true
						}), /* @__PURE__ */ jsxs("div", {
							className: MobileMenu_module_default.names,
							children: [/* @__PURE__ */ jsx("p", {
								className: MobileMenu_module_default.publicName,
								children: user.publicName
							}), /* @__PURE__ */ jsxs("p", {
								className: MobileMenu_module_default.nickname,
								children: ["@", user.nickname]
							})]
						})]
					}) : /* @__PURE__ */ jsx("span", {}),
					/* @__PURE__ */ jsx(IconButton, {
						label: closeLabel,
						icon: /* @__PURE__ */ jsx(CloseIcon, {}),
						onClick: onClose
					})
				]
			}),
			/* @__PURE__ */ jsx(Ornament, { className: MobileMenu_module_default.ornament }),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": label,
				className: MobileMenu_module_default.nav,
				children: /* @__PURE__ */ jsx(NavList, {
					items,
					classes: MobileMenu_module_default,
					renderLink,
					onNavigate: closeOnItemClick ? onClose : void 0
				})
			}),
			footer && /* @__PURE__ */ jsx("div", {
				className: MobileMenu_module_default.footer,
				children: footer
			})
		]
	});
}
var Footer_module_default = {
	footer: "_footer_3d495_1",
	ornament: "_ornament_3d495_7",
	inner: "_inner_3d495_11",
	brand: "_brand_3d495_19",
	links: "_links_3d495_23",
	contact: "_contact_3d495_31",
	contactLabel: "_contactLabel_3d495_38",
	link: "_link_3d495_23",
	copyright: "_copyright_3d495_55"
};
// ../../design-system/src/components/Footer/Footer.tsx
/** The site footer: legal links and how to reach the team. */
function Footer({ termsHref, privacyHref, email, phone, termsLabel = "Terms of use", privacyLabel = "Privacy policy", contactLabel = "Contact us", copyright, children, renderLink = defaultRenderLink, className }) {
	return /* @__PURE__ */ jsxs("footer", {
		className: clsx(Footer_module_default.footer, className),
		children: [/* @__PURE__ */ jsx(Ornament, {
			variant: "diamonds",
			className: Footer_module_default.ornament
		}), /* @__PURE__ */ jsxs("div", {
			className: Footer_module_default.inner,
			children: [
				children && /* @__PURE__ */ jsx("div", {
					className: Footer_module_default.brand,
					children
				}),
				/* @__PURE__ */ jsxs("ul", {
					className: Footer_module_default.links,
					children: [/* @__PURE__ */ jsx("li", { children: renderLink({
						href: termsHref,
						className: Footer_module_default.link,
						children: termsLabel
					}) }), /* @__PURE__ */ jsx("li", { children: renderLink({
						href: privacyHref,
						className: Footer_module_default.link,
						children: privacyLabel
					}) })]
				}),
				/* @__PURE__ */ jsxs("address", {
					className: Footer_module_default.contact,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: Footer_module_default.contactLabel,
							children: contactLabel
						}),
						/* @__PURE__ */ jsx("a", {
							className: Footer_module_default.link,
							href: `mailto:${email}`,
							children: email
						}),
						/* @__PURE__ */ jsx("a", {
							className: Footer_module_default.link,
							href: `tel:${phone.replace(/[^\d+]/g, "")}`,
							children: phone
						})
					]
				}),
				copyright && /* @__PURE__ */ jsx("p", {
					className: Footer_module_default.copyright,
					children: copyright
				})
			]
		})]
	});
}
var PageHeader_module_default = {
	header: "_header_hyxmk_1",
	back: "_back_hyxmk_10",
	titles: "_titles_hyxmk_15",
	title: "_title_hyxmk_15",
	subtitle: "_subtitle_hyxmk_36",
	actions: "_actions_hyxmk_41"
};
// ../../design-system/src/components/PageHeader/PageHeader.tsx
/** The top of a page: optional back button, the title in the display serif, and actions. */
function PageHeader({ title, subtitle, onBack, backLabel = "Back", actions, as: Heading = "h1", className }) {
	return /* @__PURE__ */ jsxs("header", {
		className: clsx(PageHeader_module_default.header, className),
		children: [
			onBack && /* @__PURE__ */ jsx(IconButton, {
				label: backLabel,
				icon: /* @__PURE__ */ jsx(ArrowLeftIcon, {}),
				onClick: onBack,
				className: PageHeader_module_default.back
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PageHeader_module_default.titles,
				children: [/* @__PURE__ */ jsx(Heading, {
					className: PageHeader_module_default.title,
					children: title
				}), subtitle && /* @__PURE__ */ jsx("p", {
					className: PageHeader_module_default.subtitle,
					children: subtitle
				})]
			}),
			actions && /* @__PURE__ */ jsx("div", {
				className: PageHeader_module_default.actions,
				children: actions
			})
		]
	});
}
var ErrorPopup_module_default = {
	title: "_title_7jr2y_1",
	icon: "_icon_7jr2y_7"
};
// ../../design-system/src/components/ErrorPopup/ErrorPopup.tsx
/** Tells the user something failed and offers one way out: Close. */
function ErrorPopup({ open, onClose, message, title = "Error", closeLabel = "Close" }) {
	const closeRef = useRef(null);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		role: "alertdialog",
		size: "sm",
		title: /* @__PURE__ */ jsxs("span", {
			className: ErrorPopup_module_default.title,
			children: [/* @__PURE__ */ jsx(AlertIcon, { className: ErrorPopup_module_default.icon }), title]
		}),
		description: message,
		hideCloseButton: true,
		initialFocusRef: closeRef,
		actions: /* @__PURE__ */ jsx(Button, {
			ref: closeRef,
			variant: "primary",
			onClick: onClose,
			children: closeLabel
		})
	});
}
// ../../design-system/src/components/ConfirmPopup/ConfirmPopup.tsx
/** Asks before an action that cannot be undone. Focus starts on Cancel, the safe choice. */
function ConfirmPopup({ open, title, message, onConfirm, onCancel, confirmLabel = "Confirm", cancelLabel = "Cancel", danger = false, loading = false }) {
	const cancelRef = useRef(null);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: onCancel,
		role: "alertdialog",
		size: "sm",
		title,
		description: message,
		hideCloseButton: true,
		closeOnBackdrop: !loading,
		initialFocusRef: cancelRef,
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			ref: cancelRef,
			variant: "secondary",
			onClick: onCancel,
			disabled: loading,
			children: cancelLabel
		}), /* @__PURE__ */ jsx(Button, {
			variant: danger ? "danger" : "primary",
			onClick: onConfirm,
			loading,
			children: confirmLabel
		})] })
	});
}
// ../../design-system/src/components/SignInPrompt/SignInPrompt.tsx
/** Shown when a guest reaches for something that needs an account. */
function SignInPrompt({ open, onClose, onSignIn, title = "Sign in", message = "Sign in or create account to view content", signInLabel = "Sign in", closeLabel = "Close" }) {
	const signInRef = useRef(null);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		size: "sm",
		title,
		hideTitle: true,
		description: message,
		closeLabel,
		initialFocusRef: signInRef,
		actions: /* @__PURE__ */ jsx(Button, {
			ref: signInRef,
			iconStart: /* @__PURE__ */ jsx(SignInIcon, {}),
			onClick: onSignIn,
			fullWidth: true,
			children: signInLabel
		})
	});
}
var Toast_module_default = {
	region: "_region_1cqeo_1",
	toast: "_toast_1cqeo_18",
	enter: "_enter_1cqeo_1",
	info: "_info_1cqeo_35",
	success: "_success_1cqeo_39",
	error: "_error_1cqeo_43",
	icon: "_icon_1cqeo_47",
	message: "_message_1cqeo_57",
	action: "_action_1cqeo_63",
	dismiss: "_dismiss_1cqeo_64"
};
// ../../design-system/src/components/Toast/Toast.tsx
var toneIcon = {
	info: InfoIcon,
	success: CheckIcon,
	error: AlertIcon
};
/** A short message that does not interrupt. Errors are announced assertively, the rest politely. */
function Toast({ message, tone = "info", action, onDismiss, dismissLabel = "Dismiss", duration = null, className }) {
	const ToneIcon = toneIcon[tone];
	const ref = useRef(null);
	const onDismissRef = useRef(onDismiss);
	useEffect(() => {
		onDismissRef.current = onDismiss;
	}, [onDismiss]);
	useEffect(() => {
		const node = ref.current;
		if (duration === null || !node) return;
		let remaining = duration;
		let started = Date.now();
		let timer = setTimeout(() => onDismissRef.current?.(), remaining);
		const pause = () => {
			if (timer === void 0) return;
			clearTimeout(timer);
			timer = void 0;
			remaining -= Date.now() - started;
		};
		const resume = () => {
			if (timer !== void 0 || node.matches(":hover, :focus-within")) return;
			started = Date.now();
			timer = setTimeout(() => onDismissRef.current?.(), remaining);
		};
		node.addEventListener("mouseenter", pause);
		node.addEventListener("focusin", pause);
		node.addEventListener("mouseleave", resume);
		node.addEventListener("focusout", resume);
		return () => {
			clearTimeout(timer);
			node.removeEventListener("mouseenter", pause);
			node.removeEventListener("focusin", pause);
			node.removeEventListener("mouseleave", resume);
			node.removeEventListener("focusout", resume);
		};
	}, [duration]);
	return /* @__PURE__ */ jsxs("div", {
		ref,
		role: tone === "error" ? "alert" : "status",
		className: clsx(Toast_module_default.toast, Toast_module_default[tone], className),
		children: [
			/* @__PURE__ */ jsx(ToneIcon, { className: Toast_module_default.icon }),
			/* @__PURE__ */ jsx("div", {
				className: Toast_module_default.message,
				children: message
			}),
			action && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: Toast_module_default.action,
				onClick: action.onClick,
				children: action.label
			}),
			onDismiss && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: Toast_module_default.dismiss,
				"aria-label": dismissLabel,
				onClick: onDismiss,
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})
		]
	});
}
// ../../design-system/src/components/Toast/ToastProvider.tsx
var ToastContext = createContext(null);
/** Holds the toast queue and renders it in a fixed region above the page (and the bottom bar). */
function ToastProvider({ children, label = "Notifications", dismissLabel = "Dismiss", max = 3 }) {
	const [toasts, setToasts] = useState([]);
	const nextId = useRef(0);
	const dismiss = useCallback((id) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
	const show = useCallback((toast) => {
		const options = typeof toast === "string" ? { message: toast } : toast;
		nextId.current += 1;
		const id = `toast-${nextId.current}`;
		setToasts((list) => [...list, {
			...options,
			id
		}].slice(-max));
		return id;
	}, [max]);
	const api = useMemo(() => ({
		show,
		dismiss
	}), [show, dismiss]);
	return /* @__PURE__ */ jsxs(ToastContext.Provider, {
		value: api,
		children: [children, typeof document !== "undefined" && createPortal(/* @__PURE__ */ jsx("section", {
			"aria-label": label,
			className: Toast_module_default.region,
			children: toasts.map(({ id, duration, ...toast }) => /* @__PURE__ */ jsx(Toast, {
				...toast,
				duration: duration === void 0 ? toast.tone === "error" ? 8e3 : 5e3 : duration,
				dismissLabel,
				onDismiss: () => dismiss(id)
			}, id))
		}), document.body)]
	});
}
/** `const toast = useToast(); toast.show({ message: 'Post published', tone: 'success' })` */
function useToast() {
	const api = useContext(ToastContext);
	if (!api) throw new Error("useToast must be used inside <ToastProvider>");
	return api;
}
var Preloader_module_default = {
	preloader: "_preloader_rbul3_1",
	sm: "_sm_rbul3_14",
	lg: "_lg_rbul3_18",
	centered: "_centered_rbul3_22",
	star: "_star_rbul3_29",
	turn: "_turn_rbul3_1",
	threadA: "_threadA_rbul3_35",
	threadB: "_threadB_rbul3_36"
};
// ../../design-system/src/components/Preloader/Preloader.tsx
/**
* An embroidered eight-point star whose red and dark threads swap colours every 1400 ms,
* the way a stitcher alternates threads.
*/
function Preloader({ label = "Loading", size = "md", centered = false, swapMs = timings.preloaderSwapMs, className }) {
	const [phase, setPhase] = useState(0);
	useEffect(() => {
		const timer = setInterval(() => setPhase((current) => (current + 1) % 2), swapMs);
		return () => clearInterval(timer);
	}, [swapMs]);
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-label": label,
		"data-phase": phase,
		className: clsx(Preloader_module_default.preloader, Preloader_module_default[size], centered && Preloader_module_default.centered, className),
		children: /* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 48 48",
			"aria-hidden": "true",
			focusable: "false",
			className: Preloader_module_default.star,
			children: [/* @__PURE__ */ jsx("g", {
				className: Preloader_module_default.threadA,
				children: /* @__PURE__ */ jsx("path", { d: "M24 3l5 9-5 9-5-9zM24 27l5 9-5 9-5-9zM3 24l9-5 9 5-9 5zM27 24l9-5 9 5-9 5z" })
			}), /* @__PURE__ */ jsx("g", {
				className: Preloader_module_default.threadB,
				children: /* @__PURE__ */ jsx("path", { d: "M9 9l9 3 3 9-9-3zM39 9l-3 9-9 3 3-9zM9 39l3-9 9-3-3 9zM39 39l-9-3-3-9 9 3z" })
			})]
		})
	});
}
var EmptyState_module_default = {
	empty: "_empty_13u5s_1",
	compact: "_compact_13u5s_10",
	icon: "_icon_13u5s_14",
	ornament: "_ornament_13u5s_25",
	title: "_title_13u5s_29",
	description: "_description_13u5s_33",
	action: "_action_13u5s_38"
};
// ../../design-system/src/components/EmptyState/EmptyState.tsx
/** What a list shows when it has nothing yet — no results, no posts, no chats. */
function EmptyState({ title, description, icon, action, headingLevel: Heading = "h2", compact = false, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(EmptyState_module_default.empty, compact && EmptyState_module_default.compact, className),
		children: [
			icon ? /* @__PURE__ */ jsx("span", {
				className: EmptyState_module_default.icon,
				"aria-hidden": "true",
				children: icon
			}) : /* @__PURE__ */ jsx(Ornament, {
				variant: "diamonds",
				className: EmptyState_module_default.ornament
			}),
			/* @__PURE__ */ jsx(Heading, {
				className: EmptyState_module_default.title,
				children: title
			}),
			description && /* @__PURE__ */ jsx("p", {
				className: EmptyState_module_default.description,
				children: description
			}),
			action && /* @__PURE__ */ jsx("div", {
				className: EmptyState_module_default.action,
				children: action
			})
		]
	});
}
var DEFAULT_COVER = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" preserveAspectRatio="xMidYMid slice">
<defs>
<pattern id="k" width="40" height="40" patternUnits="userSpaceOnUse">
<path d="M20 8l7 12-7 12-7-12z" fill="#C8312B"/>
<path d="M20 15l3 5-3 5-3-5z" fill="#16223D"/>
<path d="M0 0l4 6-4 6zM40 0l-4 6 4 6zM0 28l4 6-4 6zM40 28l-4 6 4 6z" fill="#E9B949"/>
<circle cx="20" cy="2" r="1.5" fill="#E9B949"/><circle cx="20" cy="38" r="1.5" fill="#E9B949"/>
</pattern>
</defs>
<rect width="240" height="160" fill="#101A30"/>
<rect width="240" height="160" fill="url(#k)" opacity="0.55"/>
</svg>`)}`;
var Cover_module_default = {
	cover: "_cover_a13mm_1",
	rounded: "_rounded_a13mm_9",
	image: "_image_a13mm_13",
	overlay: "_overlay_a13mm_19"
};
// ../../design-system/src/components/Cover/Cover.tsx
/** An image in a fixed crop ratio that falls back to the embroidered default when missing or broken. */
function Cover({ src, alt, ratio = cropRatios.postCover, rounded = true, children, className }) {
	const [failed, setFailed] = useState(null);
	const usable = src && src !== failed ? src : DEFAULT_COVER;
	return /* @__PURE__ */ jsxs("div", {
		className: clsx(Cover_module_default.cover, rounded && Cover_module_default.rounded, className),
		style: { "--cover-ratio": ratio },
		children: [/* @__PURE__ */ jsx("img", {
			src: usable,
			alt,
			loading: "lazy",
			decoding: "async",
			onError: () => setFailed(src ?? null),
			className: Cover_module_default.image
		}), children && /* @__PURE__ */ jsx("div", {
			className: Cover_module_default.overlay,
			children
		})]
	});
}
var Card_module_default = {
	card: "_card_xxemb_1",
	outlined: "_outlined_xxemb_12",
	raised: "_raised_xxemb_16",
	sunken: "_sunken_xxemb_21",
	"padding-none": "_padding-none_xxemb_25",
	"padding-sm": "_padding-sm_xxemb_30",
	"padding-md": "_padding-md_xxemb_34",
	"padding-lg": "_padding-lg_xxemb_38",
	interactive: "_interactive_xxemb_42",
	stitched: "_stitched_xxemb_54 _edge_1ful0_6"
};
// ../../design-system/src/components/Card/Card.tsx
/** A surface for one thing: a post, a song, an auction lot. */
function Card({ as: Tag = "div", variant = "outlined", padding = "md", interactive = false, stitched = false, className, ...rest }) {
	return /* @__PURE__ */ jsx(Tag, {
		className: clsx(Card_module_default.card, Card_module_default[variant], Card_module_default[`padding-${padding}`], interactive && Card_module_default.interactive, stitched && Card_module_default.stitched, className),
		...rest
	});
}
var Badge_module_default = {
	badge: "_badge_jd2fw_1",
	md: "_md_jd2fw_15",
	sm: "_sm_jd2fw_20",
	icon: "_icon_jd2fw_25",
	neutral: "_neutral_jd2fw_29",
	brand: "_brand_jd2fw_35",
	premium: "_premium_jd2fw_40",
	judge: "_judge_jd2fw_46",
	success: "_success_jd2fw_51",
	danger: "_danger_jd2fw_56",
	info: "_info_jd2fw_61"
};
// ../../design-system/src/components/Badge/Badge.tsx
/** A short label on a post, profile or lot. Not interactive. */
function Badge({ tone = "neutral", icon, size = "md", className, children, ...rest }) {
	return /* @__PURE__ */ jsxs("span", {
		className: clsx(Badge_module_default.badge, Badge_module_default[tone], Badge_module_default[size], className),
		...rest,
		children: [icon && /* @__PURE__ */ jsx("span", {
			className: Badge_module_default.icon,
			"aria-hidden": "true",
			children: icon
		}), children]
	});
}
var Waveform_module_default = {
	root: "_root_fqprz_1",
	svg: "_svg_fqprz_20",
	rest: "_rest_fqprz_26",
	played: "_played_fqprz_30",
	"kz-waveform-pulse": "_kz-waveform-pulse_fqprz_1"
};
// ../../design-system/src/components/Waveform/Waveform.tsx
/** Seconds a key moves: arrows by a little, Page Up/Down by a lot (WAI-ARIA slider practice). */
var waveformSteps = {
	small: 5,
	large: 30
};
function clock$1(seconds) {
	const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
/** The loudest peak of each of `count` equal slices, so a short spike is never averaged away. */
function reducePeaks(peaks, count) {
	if (peaks.length <= count) return peaks.map((peak) => Math.min(1, Math.max(0, peak)));
	const bars = [];
	for (let bar = 0; bar < count; bar++) {
		const from = Math.floor(bar * peaks.length / count);
		const to = Math.max(from + 1, Math.floor((bar + 1) * peaks.length / count));
		let loudest = 0;
		for (let index = from; index < to; index++) loudest = Math.max(loudest, peaks[index] ?? 0);
		bars.push(Math.min(1, loudest));
	}
	return bars;
}
/** One SVG path of centred bars in a 0…count × 0…100 box (one element, however many bars). */
function barsPath(bars) {
	return bars.map((peak, index) => {
		const height = Math.max(4, peak * 100);
		return `M${index + .15} ${(100 - height) / 2}h0.7v${height}h-0.7z`;
	}).join("");
}
/**
* A song's waveform that is also its seek bar: the played part in the accent colour, a click or
* a drag moves to that point (committed when the pointer is released, so a drag does not fetch
* every point it crosses), and the keyboard seeks like any slider (←/→ 5 s, Page Up/Down 30 s,
* Home/End).
*/
function Waveform({ peaks, position, duration, onSeek, label, valueText = (at, length) => `${clock$1(at)} / ${clock$1(length)}`, loading = false, disabled = false, bars = 160, className }) {
	const clipId = `kz-waveform-${useId().replace(/:/g, "")}`;
	const rootRef = useRef(null);
	const [dragging, setDragging] = useState(null);
	const max = duration > 0 ? duration : 0;
	const inert = disabled || loading || max === 0;
	const shown = Math.min(Math.max(dragging ?? position, 0), max);
	const drawn = useMemo(() => reducePeaks(peaks ?? new Array(bars).fill(0), bars), [peaks, bars]);
	const path = useMemo(() => barsPath(drawn), [drawn]);
	const played = max > 0 ? shown / max * drawn.length : 0;
	const secondsAt = (clientX) => {
		const box = rootRef.current?.getBoundingClientRect();
		if (!box || box.width <= 0) return 0;
		return Math.min(Math.max((clientX - box.left) / box.width, 0), 1) * max;
	};
	const seekTo = (seconds) => onSeek(Math.min(Math.max(seconds, 0), max));
	const onPointerDown = (event) => {
		if (inert || event.button !== 0) return;
		event.currentTarget.setPointerCapture?.(event.pointerId);
		event.currentTarget.focus();
		setDragging(secondsAt(event.clientX));
	};
	const onPointerMove = (event) => {
		if (dragging !== null) setDragging(secondsAt(event.clientX));
	};
	const onPointerUp = (event) => {
		if (dragging === null) return;
		setDragging(null);
		seekTo(secondsAt(event.clientX));
	};
	const onKeyDown = (event) => {
		if (inert) return;
		const target = {
			ArrowLeft: position - waveformSteps.small,
			ArrowDown: position - waveformSteps.small,
			ArrowRight: position + waveformSteps.small,
			ArrowUp: position + waveformSteps.small,
			PageDown: position - waveformSteps.large,
			PageUp: position + waveformSteps.large,
			Home: 0,
			End: max
		}[event.key];
		if (target === void 0) return;
		event.preventDefault();
		seekTo(target);
	};
	return /* @__PURE__ */ jsx("div", {
		ref: rootRef,
		role: "slider",
		tabIndex: disabled ? -1 : 0,
		"aria-label": label,
		"aria-valuemin": 0,
		"aria-valuemax": Math.round(max),
		"aria-valuenow": Math.round(shown),
		"aria-valuetext": valueText(shown, max),
		"aria-disabled": inert || void 0,
		"aria-busy": loading || void 0,
		className: clsx(Waveform_module_default.root, className),
		"data-state": loading ? "loading" : disabled ? "disabled" : peaks ? "ready" : "flat",
		onPointerDown,
		onPointerMove,
		onPointerUp,
		onPointerCancel: () => setDragging(null),
		onKeyDown,
		children: /* @__PURE__ */ jsxs("svg", {
			className: Waveform_module_default.svg,
			viewBox: `0 0 ${drawn.length} 100`,
			preserveAspectRatio: "none",
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ jsx("defs", { children: /* @__PURE__ */ jsx("clipPath", {
					id: clipId,
					children: /* @__PURE__ */ jsx("rect", {
						x: 0,
						y: 0,
						width: played,
						height: 100
					})
				}) }),
				/* @__PURE__ */ jsx("path", {
					className: Waveform_module_default.rest,
					d: path
				}),
				/* @__PURE__ */ jsx("path", {
					className: Waveform_module_default.played,
					d: path,
					clipPath: `url(#${clipId})`
				})
			]
		})
	});
}
var AudioPlayer_module_default = {
	bar: "_bar_um9ud_1",
	track: "_track_um9ud_13",
	cover: "_cover_um9ud_20",
	names: "_names_um9ud_25",
	title: "_title_um9ud_29",
	artist: "_artist_um9ud_30",
	error: "_error_um9ud_31",
	empty: "_empty_um9ud_32",
	controls: "_controls_um9ud_61",
	progress: "_progress_um9ud_67",
	time: "_time_um9ud_74",
	slider: "_slider_um9ud_82"
};
// ../../design-system/src/components/AudioPlayer/AudioPlayer.tsx
var defaultLabels = {
	region: "Player",
	play: "Play",
	pause: "Pause",
	next: "Next song",
	previous: "Previous song",
	seek: "Position in the song",
	empty: "Choose a song to listen"
};
/** mm:ss, as the spec shows song lengths (000 §3). */
function formatSeconds(seconds) {
	const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
/**
* The app-wide player bar: the song playing anywhere in the app with play/pause, a seek slider
* and previous/next through its queue. Presentational — the app wires it to its one audio element.
*/
function AudioPlayer({ track, playing, position, duration, onToggle, onSeek, onNext, onPrevious, error, buffering = false, waveform, labels: labelOverrides, className }) {
	const labels = {
		...defaultLabels,
		...labelOverrides
	};
	const max = duration > 0 ? duration : 0;
	const value = Math.min(position, max);
	const seek = (event) => onSeek(Number(event.target.value));
	return /* @__PURE__ */ jsx("section", {
		className: clsx(AudioPlayer_module_default.bar, className),
		"aria-label": labels.region,
		"data-state": error ? "error" : track ? playing ? "playing" : "paused" : "empty",
		children: track ? /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsxs("div", {
				className: AudioPlayer_module_default.track,
				children: [/* @__PURE__ */ jsx(Cover, {
					src: track.cover,
					alt: "",
					ratio: 1,
					className: AudioPlayer_module_default.cover
				}), /* @__PURE__ */ jsxs("div", {
					className: AudioPlayer_module_default.names,
					children: [/* @__PURE__ */ jsx("p", {
						className: AudioPlayer_module_default.title,
						children: track.title
					}), error ? /* @__PURE__ */ jsx("p", {
						className: AudioPlayer_module_default.error,
						role: "alert",
						children: error
					}) : track.artist && /* @__PURE__ */ jsx("p", {
						className: AudioPlayer_module_default.artist,
						children: track.artist
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: AudioPlayer_module_default.controls,
				children: [
					onPrevious && /* @__PURE__ */ jsx(IconButton, {
						size: "sm",
						label: labels.previous,
						icon: /* @__PURE__ */ jsx(SkipBackIcon, {}),
						onClick: onPrevious
					}),
					/* @__PURE__ */ jsx(IconButton, {
						variant: "primary",
						label: playing ? labels.pause : labels.play,
						icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
						loading: buffering && playing,
						loadingLabel: labels.play,
						disabled: Boolean(error),
						onClick: onToggle
					}),
					onNext && /* @__PURE__ */ jsx(IconButton, {
						size: "sm",
						label: labels.next,
						icon: /* @__PURE__ */ jsx(SkipForwardIcon, {}),
						onClick: onNext
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: AudioPlayer_module_default.progress,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: AudioPlayer_module_default.time,
						children: formatSeconds(value)
					}),
					waveform && waveform.length > 0 ? /* @__PURE__ */ jsx(Waveform, {
						peaks: waveform,
						position: value,
						duration: max,
						onSeek,
						label: labels.seek,
						disabled: Boolean(error)
					}) : /* @__PURE__ */ jsx("input", {
						type: "range",
						className: AudioPlayer_module_default.slider,
						min: 0,
						max,
						step: 1,
						value,
						disabled: max === 0 || Boolean(error),
						onChange: seek,
						"aria-label": labels.seek,
						"aria-valuetext": `${formatSeconds(value)} / ${formatSeconds(max)}`,
						style: { "--progress": max > 0 ? `${value / max * 100}%` : "0%" }
					}),
					/* @__PURE__ */ jsx("span", {
						className: AudioPlayer_module_default.time,
						children: formatSeconds(max)
					})
				]
			})
		] }) : /* @__PURE__ */ jsx("p", {
			className: AudioPlayer_module_default.empty,
			children: labels.empty
		})
	});
}
// src/shared/services.ts
var ServicesContext = createContext(null);
function useServices() {
	const services = use(ServicesContext);
	if (!services) throw new Error("useServices needs <AppProviders>");
	return services;
}
// src/shared/player/gain.ts
function playbackGain(loudness, normalise) {
	const db = normalise ? normalisationGainDb(loudness) : 0;
	const factor = gainFactor(db);
	return {
		db,
		volume: Math.min(1, factor),
		boost: Math.max(1, factor)
	};
}
// src/shared/player/mediaSession.ts
var seekOffsetSeconds = 10;
function session() {
	return typeof navigator !== "undefined" && "mediaSession" in navigator ? navigator.mediaSession : void 0;
}
function showInMediaSession(track) {
	const media = session();
	if (!media || typeof MediaMetadata === "undefined") return;
	media.metadata = new MediaMetadata({
		title: track.title,
		artist: track.artist ?? "",
		artwork: track.cover ? [{ src: new URL(track.cover, location.href).href }] : []
	});
}
/** Wires the system's buttons to the player; returns what unwires them. */
function bindMediaSession(controls) {
	const media = session();
	if (!media) return () => {};
	const handlers = [
		["play", () => controls.play()],
		["pause", () => controls.pause()],
		["nexttrack", () => controls.next()],
		["previoustrack", () => controls.previous()],
		["seekto", (details) => details.seekTime !== void 0 && controls.seek(details.seekTime)],
		["seekbackward", (details) => controls.seek(controls.position() - (details.seekOffset ?? seekOffsetSeconds))],
		["seekforward", (details) => controls.seek(controls.position() + (details.seekOffset ?? seekOffsetSeconds))]
	];
	for (const [action, handler] of handlers) try {
		media.setActionHandler(action, handler);
	} catch {}
	return () => {
		for (const [action] of handlers) try {
			media.setActionHandler(action, null);
		} catch {}
	};
}
/** The lock screen's progress: the browser extrapolates from this, so it is sent on changes only. */
function updatePositionState(element) {
	const media = session();
	if (!media) return;
	media.playbackState = element.paused ? "paused" : "playing";
	if (!media.setPositionState || !Number.isFinite(element.duration) || element.duration <= 0) return;
	try {
		media.setPositionState({
			duration: element.duration,
			playbackRate: element.playbackRate || 1,
			position: Math.min(Math.max(element.currentTime, 0), element.duration)
		});
	} catch {}
}
// src/shared/player/source.ts
/**
* The URL to play: the low rendition under data saver, the high one otherwise, and the song's
* original URL while it has no renditions (songs uploaded before transcoding, or an older server).
*/
function trackSource(fallback, media, dataSaver) {
	const renditions = media?.renditions;
	if (!renditions) return fallback;
	if (dataSaver) return renditions.low || renditions.high || fallback;
	return renditions.high || renditions.low || fallback;
}
var slowConnections = /* @__PURE__ */ new Set([
	"slow-2g",
	"2g",
	"3g"
]);
/** The browser asks for less data, or the connection is slow: data saver turns on by itself. */
function connectionWantsDataSaver(connection) {
	if (!connection) return false;
	return connection.saveData === true || slowConnections.has(connection.effectiveType ?? "");
}
// src/shared/player/preferences.ts
var playbackPreferenceKeys = {
	normaliseLoudness: "kobza.player.normaliseLoudness",
	dataSaver: "kobza.player.dataSaver"
};
var defaults = {
	normaliseLoudness: true,
	dataSaver: false
};
function storage() {
	try {
		return globalThis.localStorage;
	} catch {
		return;
	}
}
function readPlaybackPreferences(store = storage()) {
	const read = (key) => {
		try {
			const stored = store?.getItem(playbackPreferenceKeys[key]);
			return stored === "true" ? true : stored === "false" ? false : defaults[key];
		} catch {
			return defaults[key];
		}
	};
	return {
		normaliseLoudness: read("normaliseLoudness"),
		dataSaver: read("dataSaver")
	};
}
var listeners = /* @__PURE__ */ new Set();
var snapshot = null;
function current() {
	snapshot ??= readPlaybackPreferences();
	return snapshot;
}
function setPlaybackPreference(key, value) {
	try {
		storage()?.setItem(playbackPreferenceKeys[key], String(value));
	} catch {}
	snapshot = {
		...current(),
		[key]: value
	};
	for (const listener of listeners) listener();
}
function subscribe(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key && !Object.values(playbackPreferenceKeys).includes(event.key)) return;
		snapshot = readPlaybackPreferences();
		listener();
	};
	globalThis.addEventListener?.("storage", onStorage);
	return () => {
		listeners.delete(listener);
		globalThis.removeEventListener?.("storage", onStorage);
	};
}
function usePlaybackPreferences() {
	return useSyncExternalStore(subscribe, current, () => defaults);
}
function connection() {
	return globalThis.navigator?.connection;
}
var slow$1 = connectionWantsDataSaver(connection());
function subscribeConnection(listener) {
	const network = connection();
	if (!network?.addEventListener) return () => {};
	const onChange = () => {
		slow$1 = connectionWantsDataSaver(network);
		listener();
	};
	network.addEventListener("change", onChange);
	return () => network.removeEventListener("change", onChange);
}
/** Whether the network asks for less data now (saveData, or a 2g/3g effective type). */
function useSlowConnection() {
	return useSyncExternalStore(subscribeConnection, () => slow$1, () => false);
}
var emptyQueue = () => ({
	tracks: [],
	index: -1
});
var currentOf = (state) => state.tracks[state.index] ?? null;
/** Plays `tracks` from `start` (a playlist, an artist's songs, the Legends playlist, a post's songs). */
function playList(tracks, start = 0) {
	if (tracks.length === 0) return emptyQueue();
	return {
		tracks: [...tracks],
		index: Math.min(Math.max(start, 0), tracks.length - 1)
	};
}
var hasNext = (state) => state.index >= 0 && state.index < state.tracks.length - 1;
var hasPrevious = (state) => state.index > 0;
/** The next entry, or null at the end (the queue stays where it is). */
function next(state) {
	return hasNext(state) ? {
		...state,
		index: state.index + 1
	} : null;
}
/** What 'previous' does at `positionSeconds` into the current song. */
function previous(state, positionSeconds) {
	if (positionSeconds > 3 || !hasPrevious(state)) return { restart: true };
	return {
		restart: false,
		state: {
			...state,
			index: state.index - 1
		}
	};
}
/** Takes `track` out of the queue unless it is the current entry, keeping the current one current. */
function without(state, id) {
	const tracks = [];
	let index = state.index;
	state.tracks.forEach((track, at) => {
		if (track.id === id && at !== state.index) {
			if (at < state.index) index -= 1;
		} else tracks.push(track);
	});
	return {
		tracks,
		index
	};
}
/**
* 'Play next': right after the current song (moved there if it was queued later). With nothing
* chosen, the queue is just this song (the provider starts it).
*/
function playNext(state, track) {
	if (state.index < 0) return playList([track]);
	if (currentOf(state)?.id === track.id) return state;
	const rest = without(state, track.id);
	const tracks = [...rest.tracks];
	tracks.splice(rest.index + 1, 0, track);
	return {
		tracks,
		index: rest.index
	};
}
/** 'Add to queue': at the end (moved there if it was queued already). */
function addToQueue(state, track) {
	if (state.index < 0) return playList([track]);
	if (currentOf(state)?.id === track.id) return state;
	const rest = without(state, track.id);
	return {
		tracks: [...rest.tracks, track],
		index: rest.index
	};
}
/** The songs still to come after the current one. */
var upcoming = (state) => state.tracks.slice(state.index + 1);
// src/shared/player/PlayerContext.tsx
var PlayerContext = createContext(null);
var sameOrigin = (url) => {
	try {
		return new URL(url, globalThis.location?.href).origin === globalThis.location?.origin;
	} catch {
		return false;
	}
};
/**
* One audio element for the whole app, above the router so playback continues across navigation:
* a queue, next/previous, loudness normalisation, data saver, the Media Session (lock screen and
* media keys), and starting a song pauses any other audio or video on the page (spec 000 §4).
*/
function PlayerProvider({ children }) {
	const audioRef = useRef(null);
	const [audio, setAudio] = useState(null);
	const [queue, setQueueState] = useState(emptyQueue);
	const queueRef = useRef(queue);
	const [playing, setPlaying] = useState(false);
	const preferences = usePlaybackPreferences();
	const slowConnection = useSlowConnection();
	const dataSaver = preferences.dataSaver || slowConnection;
	const settingsRef = useRef({
		dataSaver,
		normalise: preferences.normaliseLoudness
	});
	useLayoutEffect(() => {
		settingsRef.current = {
			dataSaver,
			normalise: preferences.normaliseLoudness
		};
	}, [dataSaver, preferences.normaliseLoudness]);
	const boostRef = useRef(null);
	const attachAudio = useCallback((element) => {
		audioRef.current = element;
		setAudio(element);
	}, []);
	const setQueue = useCallback((next) => {
		queueRef.current = next;
		setQueueState(next);
	}, []);
	/** Volume down for a loud song; a GainNode up for a quiet one (when one may be made or exists). */
	const applyGain = useCallback((track, userGesture) => {
		const element = audioRef.current;
		if (!element) return;
		const gain = playbackGain(track?.media?.loudness, settingsRef.current.normalise);
		element.volume = gain.volume;
		let boost = boostRef.current;
		const Context = globalThis.AudioContext;
		if (!boost && gain.boost > 1 && userGesture && Context && sameOrigin(element.currentSrc || element.src)) {
			const context = new Context();
			const node = context.createGain();
			context.createMediaElementSource(element).connect(node).connect(context.destination);
			boost = boostRef.current = {
				context,
				gain: node
			};
		}
		if (!boost) return;
		boost.gain.gain.value = gain.boost;
		if (userGesture && boost.context.state === "suspended") boost.context.resume();
	}, []);
	/** Loads the queue's current entry and plays it. */
	const start = useCallback((state, userGesture) => {
		setQueue(state);
		const element = audioRef.current;
		const track = currentOf(state);
		if (!element || !track) return;
		const src = trackSource(track.src, track.media, settingsRef.current.dataSaver);
		if (element.dataset.trackSrc !== src) {
			element.src = src;
			element.dataset.trackSrc = src;
		} else element.currentTime = 0;
		applyGain(track, userGesture);
		showInMediaSession(track);
		element.play().catch(() => setPlaying(false));
	}, [applyGain, setQueue]);
	const playList$1 = useCallback((tracks, startAt = 0) => start(playList(tracks, startAt), true), [start]);
	const play = useCallback((track, list) => {
		const tracks = list?.length ? list : [track];
		const at = tracks.findIndex((entry) => entry.id === track.id);
		start(at >= 0 ? playList(tracks, at) : playList([track]), true);
	}, [start]);
	const toggle = useCallback(() => {
		const element = audioRef.current;
		const track = currentOf(queueRef.current);
		if (!element || !track) return;
		if (element.paused) {
			applyGain(track, true);
			element.play().catch(() => setPlaying(false));
		} else element.pause();
	}, [applyGain]);
	const next$1 = useCallback((userGesture = true) => {
		const target = next(queueRef.current);
		if (target) start(target, userGesture);
	}, [start]);
	const previous$1 = useCallback(() => {
		const element = audioRef.current;
		if (!element) return;
		const step = previous(queueRef.current, element.currentTime);
		if (step.restart) element.currentTime = 0;
		else start(step.state, true);
	}, [start]);
	const seek = useCallback((seconds) => {
		const element = audioRef.current;
		if (!element || !Number.isFinite(seconds)) return;
		element.currentTime = Math.max(0, seconds);
	}, []);
	const enqueue = useCallback((rule, track) => {
		const before = queueRef.current;
		const after = rule(before, track);
		if (before.index < 0) start(after, true);
		else setQueue(after);
	}, [setQueue, start]);
	useEffect(() => {
		const element = audio;
		if (!element) return;
		const onPlay = () => setPlaying(true);
		const onPause = () => setPlaying(false);
		const onEnded = () => next$1(false);
		const onPosition = () => updatePositionState(element);
		const events = [
			["play", onPlay],
			["pause", onPause],
			["ended", onEnded],
			["loadedmetadata", onPosition],
			["durationchange", onPosition],
			["seeked", onPosition],
			["ratechange", onPosition],
			["play", onPosition],
			["pause", onPosition]
		];
		for (const [name, listener] of events) element.addEventListener(name, listener);
		return () => {
			for (const [name, listener] of events) element.removeEventListener(name, listener);
		};
	}, [audio, next$1]);
	useEffect(() => {
		const onAnyPlay = (event) => {
			const started = event.target;
			if (!(started instanceof HTMLMediaElement)) return;
			for (const media of document.querySelectorAll("audio, video")) if (media !== started && !media.paused) media.pause();
		};
		document.addEventListener("play", onAnyPlay, true);
		return () => document.removeEventListener("play", onAnyPlay, true);
	}, []);
	useEffect(() => {
		if (!audio) return;
		return bindMediaSession({
			play: () => toggle(),
			pause: () => audio.pause(),
			next: () => next$1(true),
			previous: previous$1,
			seek,
			position: () => audio.currentTime
		});
	}, [
		audio,
		toggle,
		next$1,
		previous$1,
		seek
	]);
	const current = currentOf(queue);
	useEffect(() => {
		applyGain(current, false);
	}, [
		applyGain,
		current,
		preferences.normaliseLoudness
	]);
	const value = useMemo(() => ({
		current,
		playing,
		play,
		playList: playList$1,
		playNext: (track) => enqueue(playNext, track),
		addToQueue: (track) => enqueue(addToQueue, track),
		upcoming: upcoming(queue),
		toggle,
		pause: () => audioRef.current?.pause(),
		seek,
		next: () => next$1(true),
		previous: previous$1,
		isCurrent: (id) => current?.id === id,
		hasNext: hasNext(queue),
		hasPrevious: hasPrevious(queue),
		audio
	}), [
		current,
		playing,
		play,
		playList$1,
		enqueue,
		queue,
		toggle,
		seek,
		next$1,
		previous$1,
		audio
	]);
	return /* @__PURE__ */ jsxs(PlayerContext, {
		value,
		children: [children, /* @__PURE__ */ jsx("audio", {
			ref: attachAudio,
			preload: "none",
			hidden: true
		})]
	});
}
function usePlayer() {
	const player = use(PlayerContext);
	if (!player) throw new Error("usePlayer needs <PlayerProvider>");
	return player;
}
// src/app/AppProviders.tsx
function AppProviders({ services, children }) {
	return /* @__PURE__ */ jsx(ServicesContext, {
		value: services,
		children: /* @__PURE__ */ jsx(I18nextProvider, {
			i18n: services.i18n,
			children: /* @__PURE__ */ jsx(QueryClientProvider, {
				client: services.queryClient,
				children: /* @__PURE__ */ jsx(SessionProvider, {
					client: services.client,
					children: /* @__PURE__ */ jsx(ToastProvider, {
						label: services.i18n.t("app.name"),
						children: /* @__PURE__ */ jsx(TranslatedCounters, { children: /* @__PURE__ */ jsx(PlayerProvider, { children }) })
					})
				})
			})
		})
	});
}
/** Every field's character counter speaks the app's language and follows a switch of it. */
function TranslatedCounters({ children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(CharCounterProvider, {
		format: (length, max) => t("common.maxChars", {
			length,
			max
		}),
		children
	});
}
// src/shared/errors.ts
function createErrorStore() {
	let current = null;
	const listeners = /* @__PURE__ */ new Set();
	const set = (next) => {
		current = next;
		for (const listener of [...listeners]) listener();
	};
	return {
		report(error) {
			if (error instanceof SessionExpiredError) return;
			if (error instanceof NetworkError && typeof navigator !== "undefined" && !navigator.onLine) return;
			set(error);
		},
		dismiss: () => set(null),
		getSnapshot: () => current,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
/** The server's first message when it sent one (spec 000 §8), otherwise a translated fallback. */
function errorMessage(error, t) {
	if (error instanceof ApiError) return error.serverMessage ?? t("common.somethingWentWrong");
	if (error instanceof NetworkError) return t("common.networkFailure");
	return t("common.somethingWentWrong");
}
// src/shared/network/activity.ts
/** How long a request may run before the app says the network is slow. */
var slowRequestMs = 5e3;
function createRequestActivity(thresholdMs = slowRequestMs) {
	const slow = /* @__PURE__ */ new Set();
	const listeners = /* @__PURE__ */ new Set();
	let nextId = 0;
	const notify = () => {
		for (const listener of [...listeners]) listener();
	};
	return {
		async track(work) {
			const id = nextId++;
			const timer = setTimeout(() => {
				slow.add(id);
				if (slow.size === 1) notify();
			}, thresholdMs);
			try {
				return await work;
			} finally {
				clearTimeout(timer);
				if (slow.delete(id) && slow.size === 0) notify();
			}
		},
		getSnapshot: () => slow.size > 0,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
// src/app/queryClient.ts
/** Client errors are answers, not accidents: asking again gives the same 4xx. */
function shouldRetry(failureCount, error) {
	if (error instanceof SessionExpiredError) return false;
	if (error instanceof ApiError && error.status < 500 && error.status !== 429) return false;
	return failureCount < 2;
}
function createQueryClient(reportError) {
	return new QueryClient({
		queryCache: new QueryCache({ onError: (error, query) => {
			if (!query.meta?.handlesErrors) reportError(error);
		} }),
		mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => {
			if (!mutation.meta?.handlesErrors) reportError(error);
		} }),
		defaultOptions: {
			queries: {
				retry: shouldRetry,
				staleTime: 6e4,
				refetchOnWindowFocus: false
			},
			mutations: { retry: false }
		}
	});
}
// src/app/createServices.ts
/** Wires the services together; the browser and the tests differ only in the client and i18n they pass. */
function createServices(options) {
	const errors = createErrorStore();
	return {
		client: options.client,
		i18n: options.i18n,
		errors,
		activity: options.activity ?? createRequestActivity(),
		queryClient: createQueryClient(errors.report)
	};
}
// src/app/GlobalErrorPopup.tsx
/** The one popup for API failures no screen handles itself (spec 000 §8: a message and Close). */
function GlobalErrorPopup() {
	const { errors } = useServices();
	const { t } = useTranslation();
	const error = useSyncExternalStore(errors.subscribe, errors.getSnapshot, errors.getSnapshot);
	return /* @__PURE__ */ jsx(ErrorPopup, {
		open: error !== null,
		onClose: errors.dismiss,
		title: t("common.error"),
		closeLabel: t("common.close"),
		message: error === null ? "" : errorMessage(error, t)
	});
}
// src/shared/env.ts
/** Contact details shown in the footer and the legal pages; set per deployment through Vite env. */
var contact = {
	email: "support@kobza.ua",
	phone: "+380 44 000 00 00"
};
// src/shared/i18n/LanguageSwitcher.tsx
/** Ukrainian / English; the choice is remembered in localStorage and sets <html lang>. */
function LanguageSwitcher({ hideLabel = false, hint, className }) {
	const { t } = useTranslation();
	const [language, setLanguage] = useLanguage();
	return /* @__PURE__ */ jsx(FormField, {
		label: t("language.label"),
		hideLabel,
		hint,
		className,
		children: /* @__PURE__ */ jsx(Select, {
			value: language,
			options: languages.map((value) => ({
				value,
				label: t(`language.${value}`)
			})),
			onChange: (event) => {
				if (isLanguage(event.target.value)) setLanguage(event.target.value);
			}
		})
	});
}
// src/shared/network/useNetworkStatus.ts
function subscribeOnline(onChange) {
	window.addEventListener("online", onChange);
	window.addEventListener("offline", onChange);
	return () => {
		window.removeEventListener("online", onChange);
		window.removeEventListener("offline", onChange);
	};
}
function useOnline() {
	return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}
function useSlowNetwork(activity) {
	return useSyncExternalStore(activity.subscribe, activity.getSnapshot, () => false);
}
var NetworkBanner_module_default = {
	region: "_region_19e2s_1",
	banner: "_banner_19e2s_7",
	offline: "_offline_19e2s_18",
	slow: "_slow_19e2s_23",
	dot: "_dot_19e2s_28"
};
// src/shared/network/NetworkBanner.tsx
/** Says when the browser is offline, or when a request has been waiting for more than 5 s. */
function NetworkBanner() {
	const { t } = useTranslation();
	const { activity } = useServices();
	const online = useOnline();
	const slow = useSlowNetwork(activity);
	const message = !online ? t("network.offline") : slow ? t("network.slow") : null;
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-live": "polite",
		className: NetworkBanner_module_default.region,
		children: message && /* @__PURE__ */ jsxs("p", {
			className: `${NetworkBanner_module_default.banner} ${online ? NetworkBanner_module_default.slow : NetworkBanner_module_default.offline}`,
			children: [/* @__PURE__ */ jsx("span", {
				className: NetworkBanner_module_default.dot,
				"aria-hidden": "true"
			}), message]
		})
	});
}
// src/shared/player/PlayerBar.tsx
/** Follows the one audio element: position, length, waiting and failures. */
function useAudioState(audio, trackId) {
	const [state, setState] = useState({
		trackId,
		position: 0,
		duration: 0,
		buffering: false,
		failed: false
	});
	useEffect(() => {
		if (!audio) return;
		const read = () => setState((before) => ({
			...before,
			trackId,
			position: audio.currentTime,
			duration: Number.isFinite(audio.duration) ? audio.duration : 0
		}));
		const waiting = () => setState((before) => ({
			...before,
			trackId,
			buffering: true
		}));
		const ready = () => setState((before) => ({
			...before,
			trackId,
			buffering: false,
			failed: false
		}));
		const failed = () => setState((before) => ({
			...before,
			trackId,
			buffering: false,
			failed: Boolean(audio.getAttribute("src"))
		}));
		const events = [
			["timeupdate", read],
			["durationchange", read],
			["loadedmetadata", read],
			["seeked", read],
			["waiting", waiting],
			["playing", ready],
			["canplay", ready],
			["error", failed]
		];
		for (const [name, listener] of events) audio.addEventListener(name, listener);
		return () => {
			for (const [name, listener] of events) audio.removeEventListener(name, listener);
		};
	}, [audio, trackId]);
	return state.trackId === trackId ? state : {
		trackId,
		position: 0,
		duration: 0,
		buffering: false,
		failed: false
	};
}
/**
* The visible player (above the phone's bottom bar): whatever `usePlayer()` plays anywhere in
* the app, with play/pause, seek (on the song's waveform when the server sent one) and the
* queue's previous/next. Hidden until a song is chosen.
*/
function PlayerBar({ className }) {
	const { t } = useTranslation();
	const player = usePlayer();
	const { current, audio } = player;
	const state = useAudioState(audio, current?.id);
	if (!current) return null;
	return /* @__PURE__ */ jsx(AudioPlayer, {
		className,
		track: {
			title: current.title,
			artist: current.artist,
			cover: current.cover
		},
		playing: player.playing,
		position: state.position,
		duration: state.duration || current.media?.durationSeconds || 0,
		buffering: state.buffering,
		waveform: current.media?.waveform,
		error: state.failed ? t("player.error") : null,
		onToggle: player.toggle,
		onSeek: player.seek,
		onNext: player.hasNext ? player.next : void 0,
		onPrevious: player.hasPrevious ? player.previous : void 0,
		labels: {
			region: t("player.region"),
			play: t("player.play"),
			pause: t("player.pause"),
			next: t("player.next"),
			previous: t("player.previous"),
			seek: t("player.seek"),
			empty: t("player.empty")
		}
	});
}
// src/shared/feature.ts
/**
* Declares a feature with its namespace's English strings as the type of its title keys, so a
* route can only name a title the feature translates.
*/
function defineFeature(feature) {
	return feature;
}
/**
* A feature folder's declarations from its namespace and strings, named once: `screen` makes its
* lazy screens (see `featureScreens`) and `define` declares it (see `defineFeature`).
*/
function featureOf(namespace, strings, alsoNeeds = {}) {
	return {
		screen: featureScreens(namespace, strings, alsoNeeds),
		define: (declaration) => defineFeature({
			namespace,
			strings,
			...declaration
		})
	};
}
/** A navigation entry; every entry's key is its label. */
function navEntry(label, icon, href, places) {
	return {
		key: label,
		label,
		icon,
		href,
		...places
	};
}
/**
* Lazy screens of a feature: each screen's chunk and the feature's strings load side by side,
* and the screen renders once both are there. `alsoNeeds` names other features' namespaces the
* screens render parts of (the profile shows the catalogue's content box, and the other way round).
*/
function featureScreens(namespace, strings, alsoNeeds = {}) {
	return (load) => lazy(async () => {
		const [component] = await Promise.all([
			load(),
			loadNamespace(namespace, strings),
			...Object.entries(alsoNeeds).map(([other, otherStrings]) => loadNamespace(other, otherStrings))
		]);
		return { default: component };
	});
}
// src/shared/paths.ts
/** Paths the app links to (spec 002 §2). Path builders encode their parameters. */
var paths = {
	home: "/",
	signIn: "/sign-in",
	signUp: "/sign-up",
	resetPassword: "/reset-password",
	passwordReset: "/password/reset",
	search: "/search?page=1",
	video: "/video",
	settings: "/settings",
	profile: (nickName) => `/profile/${encodeURIComponent(nickName)}`,
	/** The artist's incoming video congratulation orders (spec 001 §2). */
	profileVideo: (nickName) => `/profile/${encodeURIComponent(nickName)}/video`,
	/** The artist's balance, withdrawals and payments received (issue 13). */
	earnings: (nickName) => `/profile/${encodeURIComponent(nickName)}/earnings`,
	chat: "/chat",
	notifications: "/notifications",
	hallOfFame: "/hall-of-fame",
	legendsPlaylist: "/playlist/hall-of-fame",
	induct: "/induct-a-legend",
	auctions: "/auctions",
	addInitialSale: "/add-initial-sale",
	secondarySale: "/secondary-sale",
	sellTokens: "/sell-tokens",
	createPlaylist: "/create-playlist",
	privacy: "/privacy-policy",
	terms: "/terms-and-conditions"
};
// src/features/accounts/feature.tsx
var { screen: screen$10, define: define$9 } = featureOf("accounts", () => import("./assets/i18n-DHyfoTYg.js").then((m) => m.strings));
var SignInScreen = screen$10(() => import("./assets/SignInScreen-I1g7bjp3.js").then((m) => m.SignInScreen));
var SignUpScreen = screen$10(() => import("./assets/SignUpScreen-tYd-kVUH.js").then((m) => m.SignUpScreen));
var ResetPasswordScreen = screen$10(() => import("./assets/ResetPasswordScreen-BeXBA1D1.js").then((m) => m.ResetPasswordScreen));
var SettingsScreen = screen$10(() => import("./assets/SettingsScreen-ackwe4pl.js").then((m) => m.SettingsScreen));
/** Signing in and up, resetting the password, and the account settings (specs 000, 001). */
var accountsFeature = define$9({
	routes: [
		{
			path: "/sign-in",
			title: "signIn",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(SignInScreen, {})
		},
		{
			path: "/sign-up",
			title: "signUp",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(SignUpScreen, {})
		},
		{
			path: "/reset-password",
			title: "resetPassword",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(ResetPasswordScreen, {})
		},
		{
			path: "/password/reset",
			title: "resetPassword",
			chrome: "bare",
			element: /* @__PURE__ */ jsx(ResetPasswordScreen, {})
		},
		{
			path: "/settings",
			title: "settings",
			guarded: true,
			element: /* @__PURE__ */ jsx(SettingsScreen, {})
		}
	],
	nav: [navEntry("settings", "settings", paths.settings, { menu: { order: 40 } })]
});
// src/features/catalogue/feature.tsx
var profileStrings = () => import("./assets/public-DE6D2h93.js").then((n) => n.t).then((m) => m.profileStrings());
var { screen: screen$9, define: define$8 } = featureOf("catalogue", () => import("./assets/i18n-CWdb0q4f.js").then((m) => m.strings), { profile: profileStrings });
var SongsScreen = screen$9(() => import("./assets/SongsScreen-CzgyOQvC.js").then((m) => m.SongsScreen));
var PlaylistScreen = screen$9(() => import("./assets/PlaylistScreen-D1WnsTqK.js").then((m) => m.PlaylistScreen));
var CreatePlaylistScreen = screen$9(() => import("./assets/CreatePlaylistScreen-DvPspoVL.js").then((m) => m.CreatePlaylistScreen));
var EventsScreen = screen$9(() => import("./assets/EventsScreen-C7ZrXav2.js").then((m) => m.EventsScreen));
var EventScreen = screen$9(() => import("./assets/EventScreen-C6rV6UB1.js").then((m) => m.EventScreen));
/** An artist's songs, playlists and events (spec 001 §2). */
var catalogueFeature = define$8({ routes: [
	{
		path: "/profile/:nickName/songs",
		title: "profileSongs",
		guarded: true,
		element: /* @__PURE__ */ jsx(SongsScreen, {})
	},
	{
		path: "/profile/:nickName/playlist/:id",
		title: "playlist",
		element: /* @__PURE__ */ jsx(PlaylistScreen, {})
	},
	{
		path: "/create-playlist",
		title: "createPlaylist",
		element: /* @__PURE__ */ jsx(CreatePlaylistScreen, {})
	},
	{
		path: "/profile/:nickName/events",
		title: "profileEvents",
		guarded: true,
		element: /* @__PURE__ */ jsx(EventsScreen, {})
	},
	{
		path: "/profile/:nickName/events/:id",
		title: "event",
		element: /* @__PURE__ */ jsx(EventScreen, {})
	}
] });
// src/features/chat/feature.tsx
var { screen: screen$8, define: define$7 } = featureOf("chat", () => import("./assets/i18n-CMbQb0Oy.js").then((m) => m.strings));
var ChatScreen = screen$8(() => import("./assets/ChatScreen--9tZaTju.js").then((m) => m.ChatScreen));
/** Private conversations of subscribers with their artists (spec 000 §2, §4, §9). */
var chatFeature = define$7({
	routes: [{
		path: "/chat",
		title: "chat",
		guarded: true,
		chrome: "wide",
		element: /* @__PURE__ */ jsx(ChatScreen, {})
	}],
	nav: [navEntry("chat", "chat", paths.chat, {
		side: {
			order: 50,
			when: (state) => state.loggedIn
		},
		bottom: { order: 30 }
	})]
});
// src/features/feed/i18n/index.ts
/** The feature's namespace in both languages: one chunk, loaded with its first screen. */
var strings$3 = {
	en: {
		titles: { home: "Home" },
		home: {
			feedTitle: "Feed",
			recommendations: "Recommendations",
			premium: "Premium subscription",
			premiumEmpty: "You haven't subscribed to anyone yet. Subscribe to an artist to see their premium content",
			publicEmpty: "No posts yet",
			addPost: "Add post"
		},
		wall: {
			title: "Posts",
			premiumEmptyOwner: "In order to enable premium subscription function you have to create at least 5 posts.",
			premiumEmptyOther: "In order to enable the premium subscription feature you need to subscribe to the artist"
		},
		list: {
			errorTitle: "Posts could not be loaded",
			errorText: "The server did not answer. Check your connection and try again.",
			loadMore: "Show more posts",
			end: "You have seen every post",
			pullToRefresh: "Pull to refresh",
			releaseToRefresh: "Release to refresh",
			refreshing: "Refreshing…"
		},
		/** Content moderators hid, as its author sees it. */
		hidden: {
			badge: "Hidden by moderators",
			reason: "Only you see it. Reason: {{reason}}"
		},
		post: {
			premium: "Premium post",
			publishedAt: "Published {{date}}",
			menu: "Post actions",
			delete: "Delete post",
			deleteTitle: "Delete this post?",
			deleteText: "The post, its files, likes and comments will be removed for everyone.",
			deleteConfirm: "Delete",
			cancel: "Cancel",
			image: "Image of the post",
			openImage: "Open the image in full size",
			imageTitle: "Image",
			like: "Like",
			unlike: "Remove like",
			likes_one: "{{count}} like",
			likes_other: "{{count}} likes",
			likes_few: "{{count}} likes",
			likes_many: "{{count}} likes",
			comments: "Comments",
			commentsCount_one: "{{count}} comment",
			commentsCount_other: "{{count}} comments",
			commentsCount_few: "{{count}} comments",
			commentsCount_many: "{{count}} comments"
		},
		song: {
			play: "Play {{name}}",
			pause: "Pause {{name}}",
			length: "Length {{length}}"
		},
		poll: {
			vote: "Vote",
			withdraw: "Withdraw vote",
			voters_one: "{{count}} vote",
			voters_other: "{{count}} votes",
			voters_few: "{{count}} votes",
			voters_many: "{{count}} votes",
			anonymous: "Anonymous poll",
			multi: "Choose one or more",
			single: "Choose one",
			yourChoice: "Your choice",
			percent: "{{percent}}%"
		},
		comments: {
			title: "Comments",
			empty: "No comments yet. Be the first.",
			errorText: "Comments could not be loaded.",
			retry: "Try again",
			placeholder: "Write a comment",
			label: "Your comment",
			send: "Send",
			reply: "Reply",
			replyLabel: "Your reply to {{name}}",
			replyPlaceholder: "Write a reply",
			showReplies_one: "Show {{count}} reply",
			showReplies_other: "Show {{count}} replies",
			showReplies_few: "Show {{count}} replies",
			showReplies_many: "Show {{count}} replies",
			hideReplies: "Hide replies",
			showMore: "Show more",
			moreComments: "Show more comments"
		},
		rules: {
			descriptionTooLong: "Maximum number of characters - {{length}}/{{max}}",
			tooManyAttachments: "A post has at most 2 attachments",
			onePollOnly: "A post has at most one poll",
			emptyPost: "Write something or attach an image, a song or a poll",
			imageType: "The cover must be a PNG or JPEG image",
			imageTooLarge: "The cover is larger than 6 MB",
			songType: "The song must be an MP3 or WAV file",
			songTooLarge: "The song is larger than 200 MB",
			songFileRequired: "Choose a song file",
			songNameRequired: "Song name is required",
			genreRequired: "Genre is required",
			pollTitleRequired: "Title is required",
			pollOptionEmpty: "Option can't be empty string",
			pollOptionsMin: "Should be at least 2 options",
			pollOptionsMax: "At most 10 options"
		},
		composer: {
			title: "New post",
			text: "What would you like to tell your listeners?",
			textLabel: "Text of the post",
			attachImage: "Attach an image",
			attachSong: "Attach a song",
			attachPoll: "Attach a poll",
			attachments: "Attachments",
			remove: "Remove {{name}}",
			postType: "Who sees the post",
			public: "Everyone (public)",
			premium: "Subscribers only (premium)",
			publish: "Publish",
			publishing: "Publishing…",
			progress: "Uploading {{percent}}%",
			attach: "Attach",
			imageFile: "Image (PNG or JPEG)",
			imageHint: "Cropped to 3:2 for the post. Up to {{size}} MB.",
			cropTitle: "Crop the cover (3:2)",
			imagePreview: "Preview of the cropped image",
			songFile: "Song file (MP3 or WAV)",
			songHint: "Up to {{size}} MB. The length is read from the file.",
			songName: "Song name",
			genre: "Genre",
			chooseGenre: "Choose a genre",
			pollTitle: "Question",
			option: "Option {{number}}",
			removeOption: "Remove option {{number}}",
			addOption: "Add option",
			isAnonymous: "Anonymous voting",
			isCanCancelOwnVote: "Voters may withdraw their vote",
			isMultiAnswer: "Several answers allowed",
			imageAttachment: "Image: {{name}}",
			songAttachment: "Song: {{name}}",
			pollAttachment: "Poll: {{name}}",
			errorTitle: "The post was not published",
			published: "Post published",
			publishedPUBLIC: "Post published: it is in Recommendations",
			publishedPREMIUM: "Premium post published: it is under Premium subscription, for your subscribers"
		}
	},
	uk: {
		titles: { home: "Головна" },
		home: {
			feedTitle: "Стрічка",
			recommendations: "Рекомендації",
			premium: "Преміум-підписка",
			premiumEmpty: "Ви ще ні на кого не підписалися. Підпишіться на артиста, щоб бачити його преміум-контент",
			publicEmpty: "Дописів поки немає",
			addPost: "Новий допис"
		},
		wall: {
			title: "Дописи",
			premiumEmptyOwner: "Щоб увімкнути преміум-підписку, створіть щонайменше 5 дописів.",
			premiumEmptyOther: "Щоб бачити преміум-дописи, підпишіться на артиста"
		},
		list: {
			errorTitle: "Не вдалося завантажити дописи",
			errorText: "Сервер не відповів. Перевірте зʼєднання і спробуйте ще раз.",
			loadMore: "Показати ще дописи",
			end: "Ви переглянули всі дописи",
			pullToRefresh: "Потягніть, щоб оновити",
			releaseToRefresh: "Відпустіть, щоб оновити",
			refreshing: "Оновлення…"
		},
		/** Content moderators hid, as its author sees it. */
		hidden: {
			badge: "Приховано модераторами",
			reason: "Бачите лише ви. Причина: {{reason}}"
		},
		post: {
			premium: "Преміум-допис",
			publishedAt: "Опубліковано {{date}}",
			menu: "Дії з дописом",
			delete: "Видалити допис",
			deleteTitle: "Видалити цей допис?",
			deleteText: "Допис, його файли, вподобання та коментарі зникнуть для всіх.",
			deleteConfirm: "Видалити",
			cancel: "Скасувати",
			image: "Зображення допису",
			openImage: "Відкрити зображення в повному розмірі",
			imageTitle: "Зображення",
			like: "Вподобати",
			unlike: "Прибрати вподобання",
			likes_one: "{{count}} вподобання",
			likes_few: "{{count}} вподобання",
			likes_many: "{{count}} вподобань",
			likes_other: "{{count}} вподобання",
			comments: "Коментарі",
			commentsCount_one: "{{count}} коментар",
			commentsCount_few: "{{count}} коментарі",
			commentsCount_many: "{{count}} коментарів",
			commentsCount_other: "{{count}} коментаря"
		},
		song: {
			play: "Відтворити «{{name}}»",
			pause: "Призупинити «{{name}}»",
			length: "Тривалість {{length}}"
		},
		poll: {
			vote: "Проголосувати",
			withdraw: "Скасувати голос",
			voters_one: "{{count}} голос",
			voters_few: "{{count}} голоси",
			voters_many: "{{count}} голосів",
			voters_other: "{{count}} голосу",
			anonymous: "Анонімне опитування",
			multi: "Оберіть один або кілька варіантів",
			single: "Оберіть один варіант",
			yourChoice: "Ваш вибір",
			percent: "{{percent}}%"
		},
		comments: {
			title: "Коментарі",
			empty: "Коментарів ще немає. Будьте першими.",
			errorText: "Не вдалося завантажити коментарі.",
			retry: "Спробувати ще раз",
			placeholder: "Напишіть коментар",
			label: "Ваш коментар",
			send: "Надіслати",
			reply: "Відповісти",
			replyLabel: "Ваша відповідь на коментар: {{name}}",
			replyPlaceholder: "Напишіть відповідь",
			showReplies_one: "Показати {{count}} відповідь",
			showReplies_few: "Показати {{count}} відповіді",
			showReplies_many: "Показати {{count}} відповідей",
			showReplies_other: "Показати {{count}} відповіді",
			hideReplies: "Сховати відповіді",
			showMore: "Показати ще",
			moreComments: "Показати ще коментарі"
		},
		rules: {
			descriptionTooLong: "Максимальна кількість символів - {{length}}/{{max}}",
			tooManyAttachments: "У дописі щонайбільше 2 вкладення",
			onePollOnly: "У дописі щонайбільше одне опитування",
			emptyPost: "Напишіть щось або додайте зображення, пісню чи опитування",
			imageType: "Обкладинка має бути зображенням PNG або JPEG",
			imageTooLarge: "Обкладинка більша за 6 МБ",
			songType: "Пісня має бути файлом MP3 або WAV",
			songTooLarge: "Пісня більша за 200 МБ",
			songFileRequired: "Оберіть файл пісні",
			songNameRequired: "Назва пісні обовʼязкова",
			genreRequired: "Жанр обовʼязковий",
			pollTitleRequired: "Питання обовʼязкове",
			pollOptionEmpty: "Варіант не може бути порожнім",
			pollOptionsMin: "Потрібно щонайменше 2 варіанти",
			pollOptionsMax: "Щонайбільше 10 варіантів"
		},
		composer: {
			title: "Новий допис",
			text: "Що ви хочете розповісти слухачам?",
			textLabel: "Текст допису",
			attachImage: "Додати зображення",
			attachSong: "Додати пісню",
			attachPoll: "Додати опитування",
			attachments: "Вкладення",
			remove: "Прибрати {{name}}",
			postType: "Хто бачить допис",
			public: "Усі (публічний)",
			premium: "Лише підписники (преміум)",
			publish: "Опублікувати",
			publishing: "Публікуємо…",
			progress: "Завантаження {{percent}}%",
			attach: "Додати",
			imageFile: "Зображення (PNG або JPEG)",
			imageHint: "Обрізається до 3:2 для допису. До {{size}} МБ.",
			cropTitle: "Обріжте обкладинку (3:2)",
			imagePreview: "Попередній перегляд обрізаного зображення",
			songFile: "Файл пісні (MP3 або WAV)",
			songHint: "До {{size}} МБ. Тривалість читається з файлу.",
			songName: "Назва пісні",
			genre: "Жанр",
			chooseGenre: "Оберіть жанр",
			pollTitle: "Питання",
			option: "Варіант {{number}}",
			removeOption: "Прибрати варіант {{number}}",
			addOption: "Додати варіант",
			isAnonymous: "Анонімне голосування",
			isCanCancelOwnVote: "Можна скасувати свій голос",
			isMultiAnswer: "Можна обрати кілька відповідей",
			imageAttachment: "Зображення: {{name}}",
			songAttachment: "Пісня: {{name}}",
			pollAttachment: "Опитування: {{name}}",
			errorTitle: "Допис не опубліковано",
			published: "Допис опубліковано",
			publishedPUBLIC: "Допис опубліковано: він на вкладці «Рекомендації»",
			publishedPREMIUM: "Преміум-допис опубліковано: він на вкладці «Преміум-підписка», для ваших підписників"
		}
	}
};
var LinkButton_module_default = {
	link: "_link_1pdqc_5",
	secondary: "_secondary_1pdqc_37",
	ghost: "_ghost_1pdqc_45",
	sm: "_sm_1pdqc_52",
	fullWidth: "_fullWidth_1pdqc_58"
};
// src/shared/ui/LinkButton.tsx
/** Navigation that looks like a button but stays a link (middle-click, "open in new tab", role=link). */
function LinkButton({ variant = "primary", size = "md", iconStart, fullWidth, className, children, ...rest }) {
	const classes = [
		LinkButton_module_default.link,
		variant !== "primary" && LinkButton_module_default[variant],
		size === "sm" && LinkButton_module_default.sm,
		fullWidth && LinkButton_module_default.fullWidth,
		className
	];
	return /* @__PURE__ */ jsxs(Link, {
		className: classes.filter(Boolean).join(" "),
		...rest,
		children: [iconStart, children]
	});
}
var Screen_module_default = {
	page: "_page_7pwks_1",
	title: "_title_7pwks_5",
	sectionTitle: "_sectionTitle_7pwks_9",
	lead: "_lead_7pwks_14",
	pageHeader: "_pageHeader_7pwks_19",
	section: "_section_7pwks_9",
	plainList: "_plainList_7pwks_37"
};
// src/features/feed/api/feedApi.ts
var feedEndpoints = async () => (await contractEndpoints()).feed;
var feedKeys = {
	all: ["feed"],
	posts: (source) => source.kind === "feed" ? [
		"feed",
		"posts",
		source.tab
	] : [
		"feed",
		"wall",
		source.uuid,
		source.tab
	],
	/** Outside the 'feed' root on purpose: updates to cached posts walk that root and must not meet comments. */
	comments: (postId) => ["post-comments", postId]
};
/**
* The server's clock in epoch seconds (spec 000 §4): the feed's `initialTimeStamp`, so pages stay
* stable. Known from an earlier answer when there was one (a wall opens after its profile's
* answer), asked of GET /getServerTime otherwise.
*/
async function serverEpochSeconds(client, signal) {
	const known = client.serverEpochSecondsNow();
	if (known !== void 0) return known;
	try {
		return (await client.getServerTime({ signal })).epochSeconds;
	} catch (error) {
		if (signal?.aborted) throw error;
		return Math.floor(Date.now() / 1e3);
	}
}
/**
* A feed tab's page 0 as the server put it into the page (`/`, see @kobza/api-client's
* `prime`), with the clock it was pinned to: Home then renders its first posts in its first
* render, without a call. Undefined when the page brought none (other pages, a signed-in reader).
*/
function primedFirstPage(client, source) {
	if (source.kind !== "feed") return void 0;
	const clock = client.primedAnswer(routes.health.serverTime.path, void 0, { keep: true });
	if (!clock) return void 0;
	const param = {
		page: 0,
		initialTimeStamp: clock.epochSeconds
	};
	const page = client.primedAnswer(routes.feed.feed.path, {
		...param,
		postType: source.tab
	});
	if (!page) return void 0;
	client.primedAnswer(routes.health.serverTime.path);
	return {
		pages: [{
			...page,
			...param
		}],
		pageParams: [null]
	};
}
/**
* Pages of posts, 20 at a time, 0-based (spec 000 §4). The first page asks the server's time and
* every later page carries it, so new posts do not shift what the reader is scrolling through.
*/
var postsQueryOptions = (client, source) => infiniteQueryOptions({
	queryKey: feedKeys.posts(source),
	initialPageParam: null,
	queryFn: async ({ pageParam, signal }) => {
		const param = pageParam ?? {
			page: 0,
			initialTimeStamp: await serverEpochSeconds(client, signal)
		};
		const query = {
			page: param.page,
			postType: source.tab,
			initialTimeStamp: param.initialTimeStamp
		};
		const route = source.kind === "feed" ? routes.feed.feed : routes.feed.wall;
		const path = source.kind === "feed" ? route.path : fillPath(route.path, { uuid: source.uuid });
		return {
			...await client.request(route.method, path, void 0, {
				query,
				signal,
				schema: async () => (await feedEndpoints())[source.kind].responses[200]
			}),
			...param
		};
	},
	initialData: () => primedFirstPage(client, source),
	getNextPageParam: (last) => last.page + 1 < last.totalPages ? {
		page: last.page + 1,
		initialTimeStamp: last.initialTimeStamp
	} : void 0
});
/** Applies `change` to a post wherever it is cached (feed tabs and walls), e.g. after a like. */
function updateCachedPost(queryClient, postId, change) {
	queryClient.setQueriesData({ queryKey: feedKeys.all }, (data) => {
		if (!data || !Array.isArray(data.pages)) return data;
		return {
			...data,
			pages: data.pages.map((page) => Array.isArray(page.elements) ? {
				...page,
				elements: page.elements.map((post) => post.id === postId ? change(post) : post)
			} : page)
		};
	});
}
/** Drops a deleted post from every cached list. */
function removeCachedPost(queryClient, postId) {
	queryClient.setQueriesData({ queryKey: feedKeys.all }, (data) => {
		if (!data || !Array.isArray(data.pages)) return data;
		return {
			...data,
			pages: data.pages.map((page) => Array.isArray(page.elements) ? {
				...page,
				elements: page.elements.filter((post) => post.id !== postId)
			} : page)
		};
	});
}
/** Puts a new post on top of the lists it belongs to (the author's wall and the matching feed tab). */
function prependCachedPost(queryClient, post) {
	const keys = [feedKeys.posts({
		kind: "feed",
		tab: post.postType
	}), feedKeys.posts({
		kind: "wall",
		uuid: post.eventOwner.uuid,
		tab: post.postType
	})];
	for (const queryKey of keys) queryClient.setQueryData(queryKey, (data) => {
		if (!data?.pages.length) return data;
		const [first, ...rest] = data.pages;
		if (!first || first.elements.some((existing) => existing.id === post.id)) return data;
		return {
			...data,
			pages: [{
				...first,
				elements: [post, ...first.elements]
			}, ...rest]
		};
	});
}
async function likePost(client, postId, liked) {
	const feed = await feedEndpoints();
	return client.call(liked ? feed.like : feed.unlike, { params: { id: String(postId) } });
}
async function votePoll(client, pollId, optionIds) {
	return client.call((await feedEndpoints()).vote, {
		params: { pollId: String(pollId) },
		body: optionIds
	});
}
async function withdrawVote(client, pollId) {
	return client.call((await feedEndpoints()).withdrawVote, { params: { pollId: String(pollId) } });
}
async function deletePost(client, uuid, postId) {
	return client.call((await feedEndpoints()).deletePost, { params: {
		uuid,
		postId: String(postId)
	} });
}
/** The comments adapter of a post (spec 000 §7): 10 comments and 2 replies a page. */
function postCommentsCalls(client, postId) {
	return {
		key: feedKeys.comments(postId),
		list: async (page, initialTimeStamp) => client.call((await feedEndpoints()).comments, {
			params: { postId: String(postId) },
			query: {
				page,
				initialTimeStamp
			}
		}),
		replies: async (commentId, page, initialTimeStamp) => client.call((await feedEndpoints()).replies, {
			params: {
				postId: String(postId),
				commentId: String(commentId)
			},
			query: {
				page,
				initialTimeStamp
			}
		}),
		add: async (comment) => client.call((await feedEndpoints()).addComment, {
			params: { postId: String(postId) },
			body: { comment }
		}),
		reply: async (commentId, comment) => client.call((await feedEndpoints()).reply, {
			params: {
				postId: String(postId),
				commentId: String(commentId)
			},
			body: { comment }
		})
	};
}
/**
* POST /contents/{uuid} with the spec's multipart body, reporting the share of it sent (the
* client sends through XMLHttpRequest for that, refreshes once on a 401 and checks the answer).
*/
async function uploadPost(client, uuid, body, onProgress) {
	return client.post(fillPath(routes.feed.createPost.path, { uuid }), body, {
		schema: async () => (await feedEndpoints()).createPost.responses[201],
		onUploadProgress: ({ loaded, total }) => {
			if (total > 0) onProgress(loaded / total);
		}
	});
}
// src/shared/format/format.ts
var locales = {
	uk: "uk-UA",
	en: "en-GB"
};
var intlLocale = (language) => locales[language];
/**
* The API sends times as 'YYYY-MM-DD HH:MM[:SS]' with no zone (spec 001 §3, 002 §3: read as UTC),
* or as ISO strings. Both become a Date; anything unreadable becomes null.
*/
function parseApiDate(value) {
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
	if (typeof value === "number") return new Date(value);
	const trimmed = value.trim();
	const zoneless = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(trimmed);
	const date = zoneless ? /* @__PURE__ */ new Date(`${zoneless[1]}T${zoneless[2] ?? "00:00"}Z`) : new Date(trimmed);
	return Number.isNaN(date.getTime()) ? null : date;
}
var cache = /* @__PURE__ */ new Map();
function memo(key, create) {
	let formatter = cache.get(key);
	if (!formatter) {
		formatter = create();
		cache.set(key, formatter);
	}
	return formatter;
}
function dateTimeFormat(language, options) {
	return memo(`dt|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(language), options));
}
/** A formatter for API dates with the given fields; an unreadable date formats as ''. */
function dateFormatter(fields) {
	return (value, language, options = {}) => {
		const date = parseApiDate(value);
		if (!date) return "";
		return dateTimeFormat(language, {
			...fields,
			timeZone: options.timeZone
		}).format(date);
	};
}
var longDate = {
	day: "numeric",
	month: "long",
	year: "numeric"
};
var clock = {
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23"
};
/** 22 листопада 2026 р. / 22 November 2026 */
var formatDate = dateFormatter(longDate);
/** 22.11.2026 / 22/11/2026 — for lists where the long form would crowd. */
var formatShortDate = dateFormatter({
	day: "2-digit",
	month: "2-digit",
	year: "numeric"
});
/** HH:MM on a 24-hour clock (chat messages show only this, spec 000 §3). */
var formatTime = dateFormatter(clock);
var formatDateTime = dateFormatter({
	...longDate,
	...clock
});
/** The calendar day of `date` in the zone, as a day number (so days can be subtracted). */
function dayNumber(date, timeZone) {
	const parts = dateTimeFormat("en", {
		year: "numeric",
		month: "numeric",
		day: "numeric",
		timeZone
	}).formatToParts(date);
	const part = (type) => Number(parts.find((item) => item.type === type)?.value);
	return Date.UTC(part("year"), part("month") - 1, part("day")) / 864e5;
}
/**
* A conversation's last message as messengers stamp it: the time today, the weekday within the
* past week, the day and month this year, the full short date before that.
*/
function formatChatStamp(value, language, now = /* @__PURE__ */ new Date(), options = {}) {
	const date = parseApiDate(value);
	if (!date) return "";
	const { timeZone } = options;
	const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
	if (daysAgo <= 0) return dateTimeFormat(language, {
		...clock,
		timeZone
	}).format(date);
	if (daysAgo < 7) return dateTimeFormat(language, {
		weekday: "short",
		timeZone
	}).format(date);
	const sameYear = dateTimeFormat("en", {
		year: "numeric",
		timeZone
	});
	if (sameYear.format(date) === sameYear.format(now)) return dateTimeFormat(language, {
		day: "numeric",
		month: "short",
		timeZone
	}).format(date);
	return dateTimeFormat(language, {
		day: "2-digit",
		month: "2-digit",
		year: "numeric",
		timeZone
	}).format(date);
}
/** Song lengths arrive in seconds and show as m:ss (spec 000 §3); an hour or more as h:mm:ss. */
function formatDuration(totalSeconds) {
	const seconds = Math.max(0, Math.floor(totalSeconds));
	const hours = Math.floor(seconds / 3600);
	const minutes = Math.floor(seconds % 3600 / 60);
	const rest = String(seconds % 60).padStart(2, "0");
	return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
// src/shared/ui/ReportButton.tsx
var ReportPopup = lazy(() => import("./assets/ReportPopup-B0-YDMDV.js").then((m) => ({ default: m.ReportPopup })));
/**
* The 'Report' entry on a post, a comment, a profile or a legend; its form (./ReportPopup)
* loads when it is first opened. Only signed-in users who are not its author see it (the API
* refuses the others anyway).
*/
function ReportButton({ targetKind, targetId, authorUuid }) {
	const { t } = useTranslation("shared");
	const { user } = useSession();
	const [open, setOpen] = useState(false);
	if (!user || authorUuid !== void 0 && user.uuid === authorUuid) return null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(IconButton, {
		size: "sm",
		label: t("report.action"),
		icon: /* @__PURE__ */ jsx(AlertIcon, {}),
		onClick: () => setOpen(true)
	}), open && /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(ReportPopup, {
			targetKind,
			targetId,
			onClose: () => setOpen(false)
		})
	})] });
}
var PostCard_module_default = {
	card: "_card_t89ke_1",
	header: "_header_t89ke_7",
	badge: "_badge_t89ke_16",
	byline: "_byline_t89ke_22",
	author: "_author_t89ke_29",
	muted: "_muted_t89ke_39",
	contents: "_contents_t89ke_44",
	text: "_text_t89ke_50",
	imageButton: "_imageButton_t89ke_56",
	fullImage: "_fullImage_t89ke_71",
	song: "_song_t89ke_78",
	songNames: "_songNames_t89ke_87",
	songName: "_songName_t89ke_87",
	poll: "_poll_t89ke_103",
	pollTitle: "_pollTitle_t89ke_116",
	pollHint: "_pollHint_t89ke_123",
	options: "_options_t89ke_129",
	option: "_option_t89ke_129",
	results: "_results_t89ke_149",
	resultText: "_resultText_t89ke_158",
	yourChoice: "_yourChoice_t89ke_164",
	resultBar: "_resultBar_t89ke_169",
	result: "_result_t89ke_149",
	pollFooter: "_pollFooter_t89ke_186",
	footer: "_footer_t89ke_193",
	like: "_like_t89ke_199"
};
// src/features/feed/components/PollView.tsx
/** The poll replaced by the server's answer inside its post, wherever the post is cached. */
function replacePoll(post, poll) {
	return {
		...post,
		contents: post.contents.map((content) => content.type === "VOTE" && content.vote.id === poll.id ? {
			...content,
			vote: poll
		} : content)
	};
}
/**
* A poll (spec 000 §4): radio buttons or checkboxes until the reader votes, Vote enabled only
* when something is chosen; then each option's share from the server. Guests get the sign-in popup.
*/
function PollView({ poll, postId, guard }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const name = useId();
	const titleId = useId();
	const [chosen, setChosen] = useState([]);
	const apply = (answer) => updateCachedPost(queryClient, postId, (post) => replacePoll(post, answer));
	const vote = useMutation({
		mutationFn: (optionIds) => votePoll(client, poll.id, optionIds),
		onSuccess: (answer) => {
			setChosen([]);
			apply(answer);
		}
	});
	const withdraw = useMutation({
		mutationFn: () => withdrawVote(client, poll.id),
		onSuccess: apply
	});
	const toggle = (id, checked) => setChosen((before) => poll.isMultiAnswer ? checked ? [...before, id] : before.filter((option) => option !== id) : [id]);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: PostCard_module_default.poll,
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ jsx("legend", {
				id: titleId,
				className: PostCard_module_default.pollTitle,
				children: poll.title
			}),
			poll.isVoted ? /* @__PURE__ */ jsx("ul", {
				className: PostCard_module_default.results,
				children: poll.options.map((option) => /* @__PURE__ */ jsxs("li", {
					className: PostCard_module_default.result,
					"data-chosen": option.isChosen,
					children: [/* @__PURE__ */ jsxs("div", {
						className: PostCard_module_default.resultText,
						children: [/* @__PURE__ */ jsxs("span", { children: [option.description, option.isChosen && /* @__PURE__ */ jsxs("span", {
							className: PostCard_module_default.yourChoice,
							children: [" · ", t("poll.yourChoice")]
						})] }), /* @__PURE__ */ jsx("strong", { children: t("poll.percent", { percent: option.percentVoted }) })]
					}), /* @__PURE__ */ jsx("div", {
						className: PostCard_module_default.resultBar,
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("span", { style: { width: `${Math.min(100, option.percentVoted)}%` } })
					})]
				}, option.id))
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: PostCard_module_default.pollHint,
				children: poll.isMultiAnswer ? t("poll.multi") : t("poll.single")
			}), /* @__PURE__ */ jsx("div", {
				className: PostCard_module_default.options,
				children: poll.options.map((option) => /* @__PURE__ */ jsxs("label", {
					className: PostCard_module_default.option,
					children: [/* @__PURE__ */ jsx("input", {
						type: poll.isMultiAnswer ? "checkbox" : "radio",
						name,
						value: option.id,
						checked: chosen.includes(option.id),
						onChange: (event) => toggle(option.id, event.target.checked)
					}), /* @__PURE__ */ jsx("span", { children: option.description })]
				}, option.id))
			})] }),
			/* @__PURE__ */ jsxs("div", {
				className: PostCard_module_default.pollFooter,
				children: [/* @__PURE__ */ jsxs("span", {
					className: PostCard_module_default.muted,
					children: [t("poll.voters", { count: poll.countVoters }), poll.isAnonymous && ` · ${t("poll.anonymous")}`]
				}), !poll.isVoted ? /* @__PURE__ */ jsx(Button, {
					size: "sm",
					disabled: chosen.length === 0,
					loading: vote.isPending,
					onClick: () => guard(() => vote.mutate(chosen)),
					children: t("poll.vote")
				}) : poll.isCanCancelOwnVote && /* @__PURE__ */ jsx(Button, {
					size: "sm",
					variant: "ghost",
					loading: withdraw.isPending,
					onClick: () => withdraw.mutate(),
					children: t("poll.withdraw")
				})]
			})
		]
	});
}
// src/shared/i18n/referenceLabels.ts
var referenceStaleTime = 36e5;
var genreListQuery = (client) => queryOptions({
	queryKey: ["genres"],
	queryFn: ({ signal }) => client.getGenres({ signal }),
	staleTime: referenceStaleTime
});
var eraListQuery = (client) => queryOptions({
	queryKey: ["eras"],
	queryFn: ({ signal }) => client.getEras({ signal }),
	staleTime: referenceStaleTime
});
/** uk: nameUk, else the static string, else name; en: name, else the static string; the code last. */
function pickLabel(ukrainian, entry, fallback, code) {
	return (ukrainian ? entry?.nameUk || fallback || entry?.name : entry?.name || fallback) || code;
}
/**
* The label of an era code in the current language from GET /api/v1/eras, so a console edit
* reaches users; `namespace` holds the feature's static `eras.<CODE>` strings, shown while the
* list loads or if it fails.
*/
function useEraLabel(namespace, { fetch = true } = {}) {
	const { client } = useSession();
	const { t } = useTranslation(namespace);
	const ukrainian = useLanguage()[0] === "uk";
	const list = useQuery({
		...eraListQuery(client),
		enabled: fetch,
		meta: { handlesErrors: true }
	}).data;
	return useCallback((code) => pickLabel(ukrainian, list?.find((entry) => entry.value === code), t(`eras.${code}`, { defaultValue: "" }), code), [
		list,
		t,
		ukrainian
	]);
}
/**
* The label of a genre code (a song's, a legend's) in the current language from GET
* /api/v1/genres; the shared static strings while the list loads or if it fails.
*/
function useGenreCodeLabel({ fetch = true } = {}) {
	const { client } = useSession();
	const { t } = useTranslation("shared");
	const ukrainian = useLanguage()[0] === "uk";
	const list = useQuery({
		...genreListQuery(client),
		enabled: fetch,
		meta: { handlesErrors: true }
	}).data;
	return useCallback((code) => pickLabel(ukrainian, list?.find((entry) => entry.value === code), t(`genres.${code}`, { defaultValue: "" }), code), [
		list,
		t,
		ukrainian
	]);
}
var RowMenu_module_default = {
	menu: "_menu_183vv_1",
	list: "_list_183vv_5",
	item: "_item_183vv_20",
	danger: "_danger_183vv_38"
};
// src/shared/ui/RowMenu.tsx
/**
* A list row's small menu (a song's queue, share and delete actions): opens from one icon button,
* closes on a choice, Escape or a click outside, and focuses its first item so keyboards can use it.
*/
function RowMenu({ label, icon, items, className }) {
	const [open, setOpen] = useState(false);
	const rootRef = useRef(null);
	useEffect(() => {
		if (!open) return;
		const close = (event) => {
			if (!rootRef.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener("mousedown", close);
		return () => document.removeEventListener("mousedown", close);
	}, [open]);
	const onKeyDown = (event) => {
		if (event.key === "Escape") setOpen(false);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: `${RowMenu_module_default.menu} ${className ?? ""}`,
		ref: rootRef,
		children: [/* @__PURE__ */ jsx(IconButton, {
			label,
			icon,
			size: "sm",
			"aria-expanded": open,
			"aria-haspopup": "menu",
			onClick: () => setOpen((value) => !value),
			onKeyDown
		}), open && /* @__PURE__ */ jsx("ul", {
			className: RowMenu_module_default.list,
			role: "menu",
			children: items.map((item, index) => /* @__PURE__ */ jsx("li", {
				role: "none",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					role: "menuitem",
					className: item.danger ? `${RowMenu_module_default.item} ${RowMenu_module_default.danger}` : RowMenu_module_default.item,
					autoFocus: index === 0,
					onClick: () => {
						setOpen(false);
						item.onSelect();
					},
					onKeyDown,
					children: item.label
				})
			}, item.label))
		})]
	});
}
// src/shared/player/QueueMenu.tsx
/** A song row's 'Play next' and 'Add to queue', in a small menu so the row keeps its one Play button. */
function QueueMenu({ track, className }) {
	const { t } = useTranslation();
	const player = usePlayer();
	const toast = useToast();
	if (!track) return null;
	const choose = (action) => {
		player[action](track);
		toast.show({ message: t(action === "playNext" ? "player.queuedNext" : "player.queued", { name: track.title }) });
	};
	return /* @__PURE__ */ jsx(RowMenu, {
		className,
		label: t("player.queueMenu", { name: track.title }),
		icon: /* @__PURE__ */ jsx(Icon, { name: "plus" }),
		items: [{
			label: t("player.playNext"),
			onSelect: () => choose("playNext")
		}, {
			label: t("player.addToQueue"),
			onSelect: () => choose("addToQueue")
		}]
	});
}
// src/features/feed/components/SongRow.tsx
var songTrack = (song) => ({
	id: `post-song:${song.id}`,
	title: song.songName,
	artist: song.authorName,
	src: song.fileUrl,
	media: song.media
});
/** A post's song: play/pause through the app's one player, so starting it stops any other. */
function SongRow({ song, queue }) {
	const { t } = useTranslation(["feed", "shared"]);
	const genreLabel = useGenreCodeLabel({ fetch: false });
	const player = usePlayer();
	const track = songTrack(song);
	const current = player.isCurrent(track.id);
	const playing = current && player.playing;
	return /* @__PURE__ */ jsxs("div", {
		className: PostCard_module_default.song,
		"data-current": current,
		children: [
			/* @__PURE__ */ jsx(IconButton, {
				variant: current ? "primary" : "secondary",
				label: playing ? t("song.pause", { name: song.songName }) : t("song.play", { name: song.songName }),
				icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
				pressed: playing,
				onClick: () => current ? player.toggle() : player.play(track, queue?.length ? queue : [track])
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PostCard_module_default.songNames,
				children: [/* @__PURE__ */ jsx("p", {
					className: PostCard_module_default.songName,
					children: song.songName
				}), /* @__PURE__ */ jsxs("p", {
					className: PostCard_module_default.muted,
					children: [
						song.authorName,
						" · ",
						genreLabel(song.genre)
					]
				})]
			}),
			/* @__PURE__ */ jsx("span", {
				className: PostCard_module_default.muted,
				"aria-label": t("song.length", { length: formatDuration(song.lengthOfSong) }),
				children: formatDuration(song.lengthOfSong)
			}),
			/* @__PURE__ */ jsx(QueueMenu, { track })
		]
	});
}
// src/features/feed/components/useSignInGate.tsx
/**
* Guests who like, vote, comment or reply get the sign-in popup (spec 000 §6). `guard(action)`
* runs the action for a signed-in user and opens the popup for a guest; the popup belongs to the
* page it was opened on, so any navigation closes it.
*/
function useSignInGate() {
	const { t } = useTranslation(["feed", "shared"]);
	const { loggedIn } = useSession();
	const location = useLocation();
	const navigate = useNavigate();
	const [openedAt, setOpenedAt] = useState(null);
	const open = openedAt === location.key;
	const guard = (action) => {
		if (loggedIn) action();
		else setOpenedAt(location.key);
	};
	return {
		guard,
		prompt: open ? /* @__PURE__ */ jsx(SignInPrompt, {
			open: true,
			onClose: () => setOpenedAt(null),
			onSignIn: () => {
				const state = { from: `${location.pathname}${location.search}` };
				navigate(paths.signIn, { state });
			},
			title: t("shared:nav.signIn"),
			message: t("shared:session.signInPrompt"),
			signInLabel: t("shared:nav.signIn"),
			closeLabel: t("shared:common.close")
		}) : null,
		loggedIn
	};
}
// src/features/feed/components/PostCard.tsx
var CommentsArea$1 = lazy(() => import("./assets/CommentsArea-CyriRki8.js").then((m) => ({ default: m.CommentsArea })));
/** The thumbnail in the card; the full-size image in a popup on click. */
function PostImage({ image }) {
	const { t } = useTranslation(["feed", "shared"]);
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		className: PostCard_module_default.imageButton,
		onClick: () => setOpen(true),
		"aria-label": t("post.openImage"),
		children: /* @__PURE__ */ jsx(Cover, {
			src: image.thumbnailUrl,
			alt: t("post.image"),
			ratio: cropRatios.postCover
		})
	}), open && /* @__PURE__ */ jsx(Popup, {
		open: true,
		size: "lg",
		title: t("post.imageTitle"),
		hideTitle: true,
		onClose: () => setOpen(false),
		closeLabel: t("shared:common.close"),
		children: /* @__PURE__ */ jsx("img", {
			src: image.imageUrl,
			alt: t("post.image"),
			width: image.width,
			height: image.height,
			className: PostCard_module_default.fullImage
		})
	})] });
}
/** Like toggle (spec 000 §4): the count moves at once and rolls back if the server refuses. */
function LikeButton({ post, guard }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const like = useMutation({
		mutationFn: (liked) => likePost(client, post.id, liked),
		onMutate: (liked) => {
			const before = {
				countLike: post.countLike,
				isUserLiked: post.isUserLiked
			};
			updateCachedPost(queryClient, post.id, (cached) => ({
				...cached,
				isUserLiked: liked,
				countLike: Math.max(0, cached.countLike + (liked ? 1 : -1))
			}));
			return before;
		},
		onError: (_error, _liked, before) => {
			if (before) updateCachedPost(queryClient, post.id, (cached) => ({
				...cached,
				...before
			}));
		},
		onSuccess: (answer) => updateCachedPost(queryClient, post.id, (cached) => ({
			...cached,
			countLike: answer.countLike,
			isUserLiked: answer.isUserLiked
		}))
	});
	return /* @__PURE__ */ jsx(Button, {
		variant: "ghost",
		size: "sm",
		className: PostCard_module_default.like,
		"data-liked": post.isUserLiked,
		"aria-pressed": post.isUserLiked,
		"aria-label": `${post.isUserLiked ? t("post.unlike") : t("post.like")} · ${t("post.likes", { count: post.countLike })}`,
		iconStart: /* @__PURE__ */ jsx(HeartIcon, {}),
		onClick: () => guard(() => like.mutate(!post.isUserLiked)),
		children: post.countLike
	});
}
function DeletePost({ post }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const [asking, setAsking] = useState(false);
	const remove = useMutation({
		mutationFn: () => deletePost(client, post.eventOwner.uuid, post.id),
		onSuccess: () => {
			setAsking(false);
			removeCachedPost(queryClient, post.id);
		}
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(IconButton, {
		size: "sm",
		label: t("post.delete"),
		icon: /* @__PURE__ */ jsx(TrashIcon, {}),
		onClick: () => setAsking(true)
	}), /* @__PURE__ */ jsx(ConfirmPopup, {
		open: asking,
		danger: true,
		title: t("post.deleteTitle"),
		message: t("post.deleteText"),
		confirmLabel: t("post.deleteConfirm"),
		cancelLabel: t("post.cancel"),
		loading: remove.isPending,
		onConfirm: () => remove.mutate(),
		onCancel: () => setAsking(false)
	})] });
}
/**
* One post (spec 000 §3–4): author and time, text, image, song, poll, like and comments.
* `queue` is the list's songs, so the player's next/previous walk the feed.
*/
function PostCard({ post, queue }) {
	const { t } = useTranslation(["feed", "shared"]);
	const [language] = useLanguage();
	const { user } = useSession();
	const { guard, prompt } = useSignInGate();
	const [commentsOpen, setCommentsOpen] = useState(false);
	const author = post.eventOwner;
	const isAuthor = user?.uuid === author.uuid;
	const titleId = `post-${post.id}-author`;
	return /* @__PURE__ */ jsxs(Card, {
		as: "article",
		className: PostCard_module_default.card,
		"aria-labelledby": titleId,
		"data-post-id": post.id,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: PostCard_module_default.header,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: author.avatar,
						name: author.publicName,
						decorative: true,
						ring: true
					}),
					/* @__PURE__ */ jsxs("div", {
						className: PostCard_module_default.byline,
						children: [/* @__PURE__ */ jsx(Link, {
							id: titleId,
							to: paths.profile(author.nickName),
							className: PostCard_module_default.author,
							children: author.publicName
						}), /* @__PURE__ */ jsxs("time", {
							dateTime: post.createAt,
							className: PostCard_module_default.muted,
							children: [
								"@",
								author.nickName,
								" · ",
								formatDateTime(post.createAt, language)
							]
						})]
					}),
					post.postType === "PREMIUM" && /* @__PURE__ */ jsx("div", {
						className: PostCard_module_default.badge,
						children: /* @__PURE__ */ jsx(Badge, {
							tone: "premium",
							children: t("post.premium")
						})
					}),
					isAuthor ? /* @__PURE__ */ jsx(DeletePost, { post }) : /* @__PURE__ */ jsx(ReportButton, {
						targetKind: "POST",
						targetId: post.id
					})
				]
			}),
			post.hidden && /* @__PURE__ */ jsxs("p", {
				className: PostCard_module_default.muted,
				role: "note",
				"data-hidden-post": true,
				children: [
					/* @__PURE__ */ jsx(Badge, {
						tone: "danger",
						children: t("hidden.badge")
					}),
					" ",
					t("hidden.reason", { reason: post.hidden.reason })
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: PostCard_module_default.contents,
				children: post.contents.map((content) => {
					switch (content.type) {
						case "MESSAGE": return content.context ? /* @__PURE__ */ jsx("p", {
							className: PostCard_module_default.text,
							children: content.context
						}, content.id) : null;
						case "IMAGE": return /* @__PURE__ */ jsx(PostImage, { image: content }, content.id);
						case "SONG": return /* @__PURE__ */ jsx(SongRow, {
							song: content.song,
							queue
						}, content.id);
						case "VOTE": return /* @__PURE__ */ jsx(PollView, {
							poll: content.vote,
							postId: post.id,
							guard
						}, content.id);
						default: return null;
					}
				})
			}),
			/* @__PURE__ */ jsxs("footer", {
				className: PostCard_module_default.footer,
				children: [/* @__PURE__ */ jsx(LikeButton, {
					post,
					guard
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					iconStart: /* @__PURE__ */ jsx(CommentIcon, {}),
					"aria-expanded": commentsOpen,
					"aria-label": `${t("post.comments")} · ${t("post.commentsCount", { count: post.countComments })}`,
					onClick: () => setCommentsOpen(!commentsOpen),
					children: post.countComments
				})]
			}),
			commentsOpen && /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(Preloader, {
					size: "sm",
					label: t("shared:common.loading")
				}),
				children: /* @__PURE__ */ jsx(CommentsArea$1, {
					parent: {
						kind: "POST",
						id: post.id
					},
					count: post.countComments
				})
			}),
			prompt
		]
	});
}
var PostList_module_default = {
	list: "_list_1eu7a_1",
	posts: "_posts_1eu7a_7",
	sentinel: "_sentinel_1eu7a_16",
	end: "_end_1eu7a_22",
	pull: "_pull_1eu7a_23"
};
// src/features/feed/components/PostList.tsx
/** How far below the viewport the next page starts loading, and the visibility check's debounce (spec 000 §9). */
var loadMoreOffset = timings.loadMoreOffsetPx;
var visibilityDebounceMs = timings.scrollCheckDebounceMs;
/**
* Cards the first list of a page load renders before the rest of its page: the first paint of
* `/` then waits for a screenful of posts instead of twenty (each costs a slow phone render and
* layout time), and the others follow in a background render at once. Lists shown again (Back
* to the feed) render whole, so the place a reader returns to exists.
*/
var firstPaintPosts = 3;
var firstListOfDocument = true;
/** How far a finger pulls down at the top of the page before releasing refreshes. */
var pullThreshold = 70;
/** Pull-to-refresh on touch screens (spec 000 §2): a pull from the very top reloads from page 0. */
function usePullToRefresh(onRefresh) {
	const [pull, setPull] = useState(0);
	const [refreshing, setRefreshing] = useState(false);
	const start = useRef(null);
	const distance = useRef(0);
	useEffect(() => {
		const onStart = (event) => {
			start.current = window.scrollY <= 0 ? event.touches[0]?.clientY ?? null : null;
		};
		const onMove = (event) => {
			if (start.current === null) return;
			distance.current = Math.max(0, (event.touches[0]?.clientY ?? 0) - start.current);
			setPull(Math.min(distance.current, pullThreshold * 1.5));
		};
		const onEnd = () => {
			if (start.current !== null && distance.current >= pullThreshold) {
				setRefreshing(true);
				onRefresh().finally(() => setRefreshing(false));
			}
			start.current = null;
			distance.current = 0;
			setPull(0);
		};
		window.addEventListener("touchstart", onStart, { passive: true });
		window.addEventListener("touchmove", onMove, { passive: true });
		window.addEventListener("touchend", onEnd);
		return () => {
			window.removeEventListener("touchstart", onStart);
			window.removeEventListener("touchmove", onMove);
			window.removeEventListener("touchend", onEnd);
		};
	}, [onRefresh]);
	return {
		pull,
		refreshing
	};
}
/**
* Posts of the feed or a wall, 20 a page, loading the next page as the reader nears the end
* (infinite loading, spec 000 §4), with pull-to-refresh on touch.
*/
function PostList({ source, emptyText }) {
	const { t } = useTranslation(["feed", "shared"]);
	const { client } = useSession();
	const queryClient = useQueryClient();
	const posts = useInfiniteQuery({
		...postsQueryOptions(client, source),
		meta: { handlesErrors: true }
	});
	const sentinel = useRef(null);
	const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;
	useEffect(() => {
		const element = sentinel.current;
		if (!element || !hasNextPage || typeof IntersectionObserver === "undefined") return;
		let timer;
		const observer = new IntersectionObserver(([entry]) => {
			clearTimeout(timer);
			if (entry?.isIntersecting) timer = setTimeout(() => {
				if (!isFetchingNextPage) fetchNextPage();
			}, visibilityDebounceMs);
		}, { rootMargin: `0px 0px ${loadMoreOffset}px 0px` });
		observer.observe(element);
		return () => {
			clearTimeout(timer);
			observer.disconnect();
		};
	}, [
		hasNextPage,
		isFetchingNextPage,
		fetchNextPage
	]);
	const { pull, refreshing } = usePullToRefresh(useMemo(() => () => queryClient.resetQueries({ queryKey: feedKeys.posts(source) }), [queryClient, source]));
	const elements = useMemo(() => posts.data?.pages.flatMap((page) => page.elements) ?? [], [posts.data]);
	const [firstPaintLimit] = useState(() => {
		const limit = firstListOfDocument ? firstPaintPosts : Infinity;
		firstListOfDocument = false;
		return limit;
	});
	const shownCount = useDeferredValue(elements.length, Math.min(elements.length, firstPaintLimit));
	const shown = shownCount >= elements.length ? elements : elements.slice(0, shownCount);
	const queue = useMemo(() => elements.flatMap((post) => post.contents.flatMap((content) => content.type === "SONG" ? [songTrack(content.song)] : [])), [elements]);
	return /* @__PURE__ */ jsxs("div", {
		className: PostList_module_default.list,
		children: [(pull > 0 || refreshing) && /* @__PURE__ */ jsx("p", {
			className: PostList_module_default.pull,
			style: { height: refreshing ? void 0 : pull },
			"aria-live": "polite",
			children: refreshing ? t("list.refreshing") : pull >= pullThreshold ? t("list.releaseToRefresh") : t("list.pullToRefresh")
		}), posts.isPending ? /* @__PURE__ */ jsx(Preloader, {
			centered: true,
			label: t("shared:common.loading")
		}) : posts.isError && elements.length === 0 ? /* @__PURE__ */ jsx("div", {
			role: "alert",
			children: /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				headingLevel: "h3",
				title: t("list.errorTitle"),
				description: t("list.errorText"),
				action: /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					loading: posts.isFetching,
					onClick: () => void posts.refetch(),
					children: t("shared:common.retry")
				})
			})
		}) : elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			compact: true,
			headingLevel: "h3",
			title: emptyText
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
			className: PostList_module_default.posts,
			children: shown.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PostCard, {
				post,
				queue
			}) }, post.id))
		}), /* @__PURE__ */ jsx("div", {
			ref: sentinel,
			className: PostList_module_default.sentinel,
			hidden: shown !== elements,
			children: hasNextPage ? /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				loading: isFetchingNextPage,
				onClick: () => void fetchNextPage(),
				children: t("list.loadMore")
			}) : /* @__PURE__ */ jsx("p", {
				className: PostList_module_default.end,
				children: t("list.end")
			})
		})] })]
	});
}
// src/features/feed/doors.tsx
var lazyFeed = featureScreens("feed", () => Promise.resolve(strings$3));
var loadPostWall = () => import("./assets/PostWall-NzEjcDeE.js");
var LazyPostWall = lazyFeed(() => loadPostWall().then((m) => m.PostWall));
/** Starts downloading the wall, for a screen that will show one once its own data is in. */
function preloadPostWall() {
	loadPostWall().catch(() => void 0);
}
var LazyCommentsArea = lazyFeed(() => import("./assets/CommentsArea-CyriRki8.js").then((m) => m.CommentsArea));
var LazyPostComposer = lazyFeed(() => import("./assets/PostComposer-DAiiN-dO.js").then((n) => n.n).then((m) => m.PostComposer));
var LazyComposerPopup = lazyFeed(() => import("./assets/ComposerPopup-CGsp5K2H.js").then((m) => m.ComposerPopup));
/** A door: the lazy component behind a preloader of the given look while its chunk loads. */
function door(Lazy, look) {
	return function Door(props) {
		const { t } = useTranslation();
		return /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(Preloader, {
				...look,
				label: t("common.loading")
			}),
			children: /* @__PURE__ */ jsx(Lazy, { ...props })
		});
	};
}
var PostWall = door(LazyPostWall, { centered: true });
var CommentsArea = door(LazyCommentsArea, { size: "sm" });
/** The composer Home shows artists on desktop: its own chunk, as most readers of `/` never post. */
var PostComposer = door(LazyPostComposer, { centered: true });
/** The add-post popup; nothing is downloaded until it first opens. */
function ComposerPopup(props) {
	if (!props.open) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(LazyComposerPopup, { ...props })
	});
}
var HomeScreen_module_default = { composer: "_composer_1spxb_1" };
// src/features/feed/screens/HomeScreen.tsx
/**
* Home (spec 000 §2): the 'Home' title, the composer for artists on desktop (phones open it from
* the bottom bar's add-post), and the feed's two tabs with infinite loading. Switching a tab starts its list
* again from page 0.
*/
function HomeScreen() {
	const { t } = useTranslation(["feed", "shared"]);
	const { loggedIn, isArtist } = useSession();
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const [tab, setTab] = useState("PUBLIC");
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		size: "narrow",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.home"),
				actions: isMobile && !loggedIn ? /* @__PURE__ */ jsx(LinkButton, {
					to: paths.signIn,
					children: t("shared:nav.signIn")
				}) : void 0
			}),
			isArtist && !isMobile && /* @__PURE__ */ jsx(Card, {
				as: "section",
				className: HomeScreen_module_default.composer,
				"aria-label": t("composer.title"),
				children: /* @__PURE__ */ jsx(PostComposer, { onPublished: (post) => setTab(post.postType) })
			}),
			/* @__PURE__ */ jsxs("section", {
				className: Screen_module_default.section,
				"aria-labelledby": "feed-title",
				children: [/* @__PURE__ */ jsx(VisuallyHidden, {
					as: "h2",
					id: "feed-title",
					children: t("home.feedTitle")
				}), /* @__PURE__ */ jsx(Tabs, {
					label: t("home.feedTitle"),
					value: tab,
					onChange: setTab,
					activation: "manual",
					fullWidth: isMobile,
					items: [{
						value: "PUBLIC",
						label: t("home.recommendations")
					}, {
						value: "PREMIUM",
						label: t("home.premium")
					}],
					children: /* @__PURE__ */ jsx(PostList, {
						source: {
							kind: "feed",
							tab
						},
						emptyText: tab === "PREMIUM" ? t("home.premiumEmpty") : t("home.publicEmpty")
					}, tab)
				})]
			})
		]
	});
}
// src/features/feed/feature.tsx
provideNamespace("feed", strings$3);
var strings$2 = () => Promise.resolve(strings$3);
/** The home screen (spec 000 §2): genres and, to come, the feed of posts. */
var feedFeature = defineFeature({
	namespace: "feed",
	strings: strings$2,
	routes: [{
		path: "/",
		title: "home",
		element: /* @__PURE__ */ jsx(HomeScreen, {})
	}],
	nav: [navEntry("home", "home", paths.home, {
		side: { order: 20 },
		bottom: { order: 10 }
	})]
});
// src/features/greetings/feature.tsx
var { screen: screen$7, define: define$6 } = featureOf("greetings", () => import("./assets/i18n-CxIPvWW-.js").then((m) => m.strings));
var FanVideosScreen = screen$7(() => import("./assets/FanVideosScreen-CFR24QbQ.js").then((m) => m.FanVideosScreen));
var ArtistVideosScreen = screen$7(() => import("./assets/ArtistVideosScreen-CAKWd8RI.js").then((m) => m.ArtistVideosScreen));
/** Video greetings (spec 001 §2–§4): a fan's orders and an artist's incoming ones. */
var greetingsFeature = define$6({
	routes: [{
		path: "/video",
		title: "video",
		guarded: true,
		element: /* @__PURE__ */ jsx(FanVideosScreen, {})
	}, {
		path: "/profile/:nickName/video",
		title: "profileVideo",
		guarded: true,
		element: /* @__PURE__ */ jsx(ArtistVideosScreen, {})
	}],
	nav: [navEntry("video", "video", paths.video, {
		side: { order: 30 },
		menu: {
			order: 60,
			label: "videoCongratulations"
		}
	})]
});
// src/features/hall-of-fame/feature.tsx
var { screen: screen$6, define: define$5 } = featureOf("hallOfFame", () => import("./assets/i18n-DlWNu4dK.js").then((m) => m.strings));
var HallOfFameScreen = screen$6(() => import("./assets/HallOfFameScreen-NeENNqMG.js").then((m) => m.HallOfFameScreen));
var LegendScreen = screen$6(() => import("./assets/LegendScreen-BDhWH9yI.js").then((m) => m.LegendScreen));
var LegendsPlaylistScreen = screen$6(() => import("./assets/LegendsPlaylistScreen-ZIbjZbxb.js").then((m) => m.LegendsPlaylistScreen));
var InductScreen = screen$6(() => import("./assets/InductScreen-BWnKX4j1.js").then((m) => m.InductScreen));
/** The Hall of Fame (spec 001 §2): legends, votes, nominations and the Legends Playlist. */
var hallOfFameFeature = define$5({
	routes: [
		{
			path: "/hall-of-fame",
			title: "hallOfFame",
			element: /* @__PURE__ */ jsx(HallOfFameScreen, {})
		},
		{
			path: "/hall-of-fame/:uuid",
			title: "legend",
			element: /* @__PURE__ */ jsx(LegendScreen, {})
		},
		{
			path: "/playlist/hall-of-fame",
			title: "legendsPlaylist",
			element: /* @__PURE__ */ jsx(LegendsPlaylistScreen, {})
		},
		{
			path: "/induct-a-legend",
			title: "induct",
			guarded: true,
			element: /* @__PURE__ */ jsx(InductScreen, {})
		}
	],
	nav: [navEntry("hallOfFame", "trophy", paths.hallOfFame, {
		side: { order: 60 },
		menu: { order: 10 }
	})]
});
// src/features/legal/feature.tsx
var { screen: screen$5, define: define$4 } = featureOf("legal", () => import("./assets/i18n-6wjNZi2m.js").then((m) => m.strings));
var PrivacyScreen = screen$5(() => import("./assets/PrivacyScreen-BCC200Ff.js").then((m) => m.PrivacyScreen));
var TermsScreen = screen$5(() => import("./assets/TermsScreen-DzWVRxzv.js").then((m) => m.TermsScreen));
/** The privacy policy and the terms and conditions, in Ukrainian and English. */
var legalFeature = define$4({ routes: [{
	path: "/privacy-policy",
	title: "privacy",
	chrome: "bare",
	element: /* @__PURE__ */ jsx(PrivacyScreen, {})
}, {
	path: "/terms-and-conditions",
	title: "terms",
	chrome: "bare",
	element: /* @__PURE__ */ jsx(TermsScreen, {})
}] });
// src/features/markets/feature.tsx
var { screen: screen$4, define: define$3 } = featureOf("markets", () => import("./assets/i18n-DBmJ4dpn.js").then((m) => m.strings));
var AuctionsScreen = screen$4(() => import("./assets/AuctionsScreen-i5nBuKJc.js").then((m) => m.AuctionsScreen));
var AuctionScreen = screen$4(() => import("./assets/AuctionScreen--kEDMI7r.js").then((m) => m.AuctionScreen));
var AddInitialSaleScreen = screen$4(() => import("./assets/AddInitialSaleScreen-BVuy3zm4.js").then((m) => m.AddInitialSaleScreen));
var OffersScreen = screen$4(() => import("./assets/OffersScreen-CcxJUpUz.js").then((m) => m.OffersScreen));
var OfferScreen = screen$4(() => import("./assets/OfferScreen-ZSlmweHE.js").then((m) => m.OfferScreen));
var SellTokensScreen = screen$4(() => import("./assets/SellTokensScreen-Bmug4UTt.js").then((m) => m.SellTokensScreen));
/** Royalty token markets: auctions (initial sales) and the secondary market (spec 002 §2). */
var marketsFeature = define$3({
	routes: [
		{
			path: "/auctions",
			title: "auctions",
			element: /* @__PURE__ */ jsx(AuctionsScreen, {})
		},
		{
			path: "/auctions/:uuid",
			title: "auction",
			element: /* @__PURE__ */ jsx(AuctionScreen, {})
		},
		{
			path: "/add-initial-sale",
			title: "addInitialSale",
			element: /* @__PURE__ */ jsx(AddInitialSaleScreen, {})
		},
		{
			path: "/secondary-sale",
			title: "secondarySale",
			element: /* @__PURE__ */ jsx(OffersScreen, {})
		},
		{
			path: "/secondary-sale/:uuid",
			title: "secondaryOffer",
			element: /* @__PURE__ */ jsx(OfferScreen, {})
		},
		{
			path: "/sell-tokens",
			title: "sellTokens",
			element: /* @__PURE__ */ jsx(SellTokensScreen, {})
		}
	],
	nav: [navEntry("auctions", "gavel", paths.auctions, {
		side: { order: 70 },
		menu: { order: 20 }
	}), navEntry("secondaryMarket", "market", paths.secondarySale, {
		side: { order: 80 },
		menu: { order: 30 }
	})]
});
// src/features/notifications/feature.tsx
var strings$1 = () => import("./assets/i18n-C2f7IoT2.js").then((m) => m.strings);
var screen$3 = featureScreens("notifications", strings$1);
var NotificationsScreen = screen$3(() => import("./assets/NotificationsScreen-BiV2Tsj6.js").then((m) => m.NotificationsScreen));
var UnsubscribeScreen = screen$3(() => import("./assets/UnsubscribeScreen-ClMEG91S.js").then((m) => m.UnsubscribeScreen));
/**
* Notifications (issue 34): the page of them. The bell with the unread count is the shell's
* (app/layout, through public.ts), not a navigation entry: the spec's navigation lists stay as they are.
*/
var notificationsFeature = defineFeature({
	namespace: "notifications",
	strings: strings$1,
	routes: [{
		path: "/notifications",
		title: "notifications",
		guarded: true,
		element: /* @__PURE__ */ jsx(NotificationsScreen, {})
	}, {
		path: "/notifications/unsubscribe",
		title: "unsubscribe",
		element: /* @__PURE__ */ jsx(UnsubscribeScreen, {})
	}]
});
// src/features/payments/feature.tsx
var { screen: screen$2, define: define$2 } = featureOf("payments", () => import("./assets/i18n-CxlwUH-h.js").then((n) => n.t).then((m) => m.strings));
var EarningsScreen = screen$2(() => import("./assets/EarningsScreen-6HVVNQ5i.js").then((m) => m.EarningsScreen));
/**
* Money (issue 13): the artist's Earnings page. The profile's Subscribe, Donate and Video
* Congratulations buttons are this feature's too, rendered by the profile through public.ts.
*/
var paymentsFeature = define$2({ routes: [{
	path: "/profile/:nickName/earnings",
	title: "earnings",
	guarded: true,
	element: /* @__PURE__ */ jsx(EarningsScreen, {})
}] });
// src/features/profile/feature.tsx
var catalogueStrings = () => import("./assets/public-BSzwzPGr.js").then((m) => m.catalogueStrings());
var { screen: screen$1, define: define$1 } = featureOf("profile", () => import("./assets/i18n-CpRlmg1V.js").then((m) => m.strings), { catalogue: catalogueStrings });
var ProfileScreen = screen$1(() => import("./assets/ProfileScreen-Dy-_XBz0.js").then((m) => m.ProfileScreen));
var SubscribersScreen = screen$1(() => import("./assets/SubscribersScreen-U7fhzia3.js").then((m) => m.SubscribersScreen));
var InvitationScreen = screen$1(() => import("./assets/InvitationScreen-C2uVfYZ3.js").then((m) => m.InvitationScreen));
/** The profile link needs a nickname; guests are sent to sign in instead. */
var profileHref = (state) => state.loggedIn && state.user ? paths.profile(state.user.nickName) : paths.signIn;
/** Artist and fan profiles, the artist's subscribers and subscriber invitations (spec 000 §2, 001 §2). */
var profileFeature = define$1({
	routes: [
		{
			path: "/profile/:nickName",
			title: "profile",
			guarded: true,
			element: /* @__PURE__ */ jsx(ProfileScreen, {})
		},
		{
			path: "/profile/:nickName/subscribers",
			title: "subscribers",
			guarded: true,
			element: /* @__PURE__ */ jsx(SubscribersScreen, {})
		},
		{
			path: "/subscriptions/invitation",
			title: "invitation",
			guarded: true,
			element: /* @__PURE__ */ jsx(InvitationScreen, {})
		}
	],
	nav: [navEntry("profile", "profile", profileHref, {
		side: {
			order: 40,
			when: (state) => state.loggedIn
		},
		bottom: { order: 20 }
	})]
});
// src/features/search/feature.tsx
var { screen, define } = featureOf("search", () => import("./assets/i18n-DqjxhsxT.js").then((m) => m.strings));
var SearchScreen = screen(() => import("./assets/SearchScreen-DKBOuQuu.js").then((m) => m.SearchScreen));
// src/app/features.ts
/**
* Every feature of the app, one line each. A feature brings its routes, navigation entries and
* strings (see shared/feature.ts); its screens stay in their own chunks until visited.
*/
var features = [
	feedFeature,
	accountsFeature,
	legalFeature,
	define({
		routes: [{
			path: "/search",
			title: "search",
			guarded: true,
			element: /* @__PURE__ */ jsx(SearchScreen, {})
		}],
		nav: [navEntry("search", "search", paths.search, {
			side: { order: 10 },
			menu: { order: 50 }
		})]
	}),
	greetingsFeature,
	profileFeature,
	catalogueFeature,
	chatFeature,
	hallOfFameFeature,
	marketsFeature,
	paymentsFeature,
	notificationsFeature
];
var NotFound_module_default = {
	notFound: "_notFound_1563w_1",
	code: "_code_1563w_9"
};
// src/app/routing/NotFoundScreen.tsx
/** Any unknown route (spec 002 §2: a 'Page not found' heading). */
function NotFoundScreen() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Container, {
		size: "narrow",
		className: `${Screen_module_default.page} ${NotFound_module_default.notFound}`,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: NotFound_module_default.code,
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: Screen_module_default.title,
				children: t("titles.notFound")
			}),
			/* @__PURE__ */ jsx("p", {
				className: Screen_module_default.lead,
				children: t("notFound.text")
			}),
			/* @__PURE__ */ jsx(LinkButton, {
				to: "/",
				children: t("common.backHome")
			})
		]
	});
}
// src/app/routing/routeTable.tsx
/**
* The route table of spec 002 §2, collected from the features. Each screen is its own chunk,
* so `/` downloads only the shell and the home screen. Routes are declarative (<Routes>) rather
* than a data router: the data router adds ~19 KB gzip to the first download, and data loading
* lives in TanStack Query anyway.
*
* Guards: the 002 table flags profile, profile songs, profile events and chat; spec 000 §6 and
* 001 §2 also send guests from /search, /video and /settings to sign in, while the 002 table
* marks those three open. The stricter reading is applied: all seven need a signed-in user.
*/
var appRoutes = [...features.flatMap((feature) => feature.routes.map((route) => ({
	...route,
	namespace: feature.namespace
}))), {
	path: "*",
	title: "notFound",
	namespace: sharedNamespace,
	element: /* @__PURE__ */ jsx(NotFoundScreen, {})
}];
// src/app/routing/currentRoute.ts
/** The table entry of the current location: its title and chrome. */
function useCurrentRoute() {
	const { pathname } = useLocation();
	return useMemo(() => matchRoutes(appRoutes, pathname)?.at(-1)?.route, [pathname]);
}
// src/app/routing/RouteErrorScreen.tsx
/**
* A screen that failed to render or whose code failed to load — usually a deploy replaced the
* chunk this tab was about to fetch, so reloading picks up the new build.
*/
function RouteErrorScreen() {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Container, {
		size: "narrow",
		className: `${Screen_module_default.page} ${NotFound_module_default.notFound}`,
		role: "alert",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: Screen_module_default.title,
				children: t("routeError.title")
			}),
			/* @__PURE__ */ jsx("p", {
				className: Screen_module_default.lead,
				children: t("routeError.text")
			}),
			/* @__PURE__ */ jsx(Button, {
				onClick: () => window.location.reload(),
				children: t("routeError.reload")
			})
		]
	});
}
// src/app/routing/ScreenBoundary.tsx
/**
* Catches a screen that throws while rendering or whose chunk fails to load (typically after a
* deploy replaced it), and offers a reload instead of a blank page.
*/
var ScreenBoundary = class extends Component {
	state = {
		error: null,
		resetKey: this.props.resetKey
	};
	static getDerivedStateFromError(error) {
		return { error };
	}
	static getDerivedStateFromProps(props, state) {
		return props.resetKey === state.resetKey ? null : {
			error: null,
			resetKey: props.resetKey
		};
	}
	render() {
		return this.state.error ? /* @__PURE__ */ jsx(RouteErrorScreen, {}) : this.props.children;
	}
};
// src/features/notifications/api/notificationsApi.ts
var notificationKeys = {
	all: ["notifications"],
	unread: ["notifications", "unread"],
	settings: ["notifications", "settings"],
	pages: ["notifications", "page"],
	page: (page) => [
		"notifications",
		"page",
		page
	]
};
/** Failures show in place (the bell stays quiet); the global error dialog is for actions. */
var quiet = { meta: { handlesErrors: true } };
var unreadQueryOptions = (client) => ({
	queryKey: notificationKeys.unread,
	...quiet,
	queryFn: async ({ signal }) => (await client.callNamed("notifications", "list", {
		query: {
			page: 0,
			size: 1
		},
		signal
	})).unread,
	refetchInterval: 6e4
});
var pageQueryOptions = (client, page) => ({
	queryKey: notificationKeys.page(page),
	queryFn: ({ signal }) => client.callNamed("notifications", "list", {
		query: {
			page,
			size: 20
		},
		signal
	})
});
/** Marks `ids` (or all) as read and brings the bell and the pages up to date. */
async function markRead(client, queryClient, ids) {
	const { unread } = await client.callNamed("notifications", "read", { body: ids ? { ids } : {} });
	queryClient.setQueryData(notificationKeys.unread, unread);
	await queryClient.invalidateQueries({ queryKey: notificationKeys.pages });
}
/** A pushed notification: the bell shows the new count, the open page fetches again. */
function applyStreamEvent(queryClient, event) {
	queryClient.setQueryData(notificationKeys.unread, event.unread);
	queryClient.invalidateQueries({ queryKey: notificationKeys.pages });
}
// src/features/notifications/api/useUnreadNotifications.ts
/**
* The signed-in user's unread count, kept live: the user's notifications channel on the SSE
* stream (the chat's transport) pushes each new one. The stream's client and the contract's
* schemas load on demand, after the first paint. Null for guests.
*/
function useUnreadNotifications() {
	const { client, queryClient } = useServices();
	const session = useSession();
	const uuid = session.loggedIn ? session.user?.uuid : void 0;
	const unread = useQuery({
		...unreadQueryOptions(client),
		enabled: !!uuid
	});
	useEffect(() => {
		if (!uuid || typeof EventSource === "undefined") return;
		let closed = false;
		let stop = () => {};
		import("./assets/stream-CMwcXMXN.js").then(({ Transmit, notificationChannelOf, notificationStreamEvent }) => {
			if (closed) return;
			const catchUp = () => queryClient.invalidateQueries({ queryKey: unreadQueryOptions(client).queryKey });
			let failures = 0;
			const transmit = new Transmit({
				baseUrl: client.baseUrl || window.location.origin,
				beforeSubscribe: (request) => {
					const token = client.accessToken;
					if (token) request.headers.set("authorization", `Bearer ${token}`);
				},
				onSubscription: () => {
					failures = 0;
					catchUp();
				},
				onSubscribeFailed: () => {
					failures += 1;
					if (closed || failures > 5) return;
					setTimeout(() => {
						if (closed) return;
						catchUp().then(() => subscription.forceCreate());
					}, 500 * failures);
				}
			});
			const subscription = transmit.subscription(notificationChannelOf(uuid));
			subscription.onMessage((message) => {
				const parsed = notificationStreamEvent.safeParse(message);
				if (parsed.success) applyStreamEvent(queryClient, parsed.data);
			});
			subscription.create().catch(() => void 0);
			stop = () => {
				subscription.delete().catch(() => void 0);
				transmit.close();
			};
		});
		return () => {
			closed = true;
			stop();
		};
	}, [
		client,
		queryClient,
		uuid
	]);
	return uuid ? unread.data ?? 0 : null;
}
var NotificationsBell_module_default = {
	bell: "_bell_el9dk_1",
	label: "_label_el9dk_22",
	count: "_count_el9dk_26"
};
// src/features/notifications/components/NotificationsBell.tsx
/** The bell of the navigation: a link to the notifications page with the unread count. */
function NotificationsBell({ unread, compact = false, className }) {
	const { t } = useTranslation();
	const label = t("notifications.bell", { unread });
	return /* @__PURE__ */ jsxs(Link, {
		to: paths.notifications,
		className: [NotificationsBell_module_default.bell, className].filter(Boolean).join(" "),
		"aria-label": label,
		"data-testid": "notifications-bell",
		children: [
			/* @__PURE__ */ jsx(Icon, { name: "bell" }),
			!compact && /* @__PURE__ */ jsx("span", {
				className: NotificationsBell_module_default.label,
				children: t("notifications.title")
			}),
			unread > 0 && /* @__PURE__ */ jsx("span", {
				className: NotificationsBell_module_default.count,
				"aria-hidden": "true",
				"data-testid": "notifications-unread",
				children: unread > 99 ? "99+" : unread
			})
		]
	});
}
// src/features/notifications/public.ts
var strings = () => import("./assets/i18n-C2f7IoT2.js").then((m) => m.strings);
/** The Settings screen's panel of preferences: lazy, with the feature's strings. */
var NotificationPreferences = featureScreens("notifications", strings)(() => import("./assets/NotificationPreferences-SLYMODJG.js").then((m) => m.NotificationPreferences));
// src/app/layout/navItems.ts
var entries = features.flatMap((feature) => feature.nav ?? []);
function place(state, position) {
	return entries.flatMap((entry) => {
		const at = position(entry);
		if (!at || at.when && !at.when(state)) return [];
		const href = typeof entry.href === "string" ? entry.href : entry.href(state);
		return [{
			key: entry.key,
			label: at.label ?? entry.label,
			icon: entry.icon,
			href,
			order: at.order
		}];
	});
}
var inOrder = (items) => items.sort((a, b) => a.order - b.order).map(({ order: _order, ...spec }) => spec);
/**
* Desktop side navigation (spec 000 §2): search, home, video, profile and chat for signed-in
* users only, hall of fame, auctions, secondary market.
*/
function sideNavItems(state) {
	return inOrder(place(state, (entry) => entry.side));
}
/**
* Phone bottom bar (spec 000 §2): home, profile, chat, add-post for artists, menu toggle.
* Guests keep profile and chat; both lead to sign in.
*/
function bottomBarItems(state) {
	const items = inOrder(place(state, (entry) => entry.bottom));
	if (state.isArtist) items.push({
		key: "addPost",
		label: "addPost",
		icon: "plus",
		action: "addPost"
	});
	items.push({
		key: "menu",
		label: "menu",
		icon: "menu",
		action: "toggleMenu"
	});
	return items;
}
/** Phone menu (spec 000 §2): the rest of the navigation, then Sign out (or Sign In for guests) in its footer. */
function mobileMenuItems() {
	return inOrder(place({
		loggedIn: false,
		isArtist: false,
		user: null
	}, (entry) => entry.menu));
}
/** Whether `href` is the section the user is in; home only on exactly '/'. */
function isActive(href, pathname) {
	const path = href.split("?")[0] ?? href;
	if (path === paths.home) return pathname === paths.home;
	return pathname === path || pathname.startsWith(`${path}/`);
}
var AppNavigation_module_default = {
	sideArea: "_sideArea_rkqtd_1",
	logoLink: "_logoLink_rkqtd_10",
	bottom: "_bottom_rkqtd_17",
	account: "_account_rkqtd_28",
	language: "_language_rkqtd_39",
	menuFooter: "_menuFooter_rkqtd_43",
	mobileBell: "_mobileBell_rkqtd_48"
};
// src/app/layout/AppNavigation.tsx
var renderLink$1 = ({ href, children, ...props }) => /* @__PURE__ */ jsx(Link, {
	to: href,
	...props,
	children
});
/** The desktop add-post button needs more than 800 px of window height (spec 000 §2). */
var addPostHeightQuery = `(height > ${breakpoints$1.addPostMinHeight}px)`;
function useSignOut() {
	const { signOut } = useSession();
	const { queryClient } = useServices();
	const navigate = useNavigate();
	return async () => {
		await signOut();
		queryClient.clear();
		await navigate(paths.home);
	};
}
function useNavItems(specs, actions = {}) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	return specs.map((spec) => ({
		key: spec.key,
		label: t(`nav.${spec.label}`),
		icon: /* @__PURE__ */ jsx(Icon, { name: spec.icon }),
		href: spec.href,
		active: spec.href ? isActive(spec.href, pathname) : false,
		onClick: spec.action ? () => actions[spec.action]?.() : void 0
	}));
}
/** Side navigation for windows 600 px and wider; icons only below 1200 px. */
function DesktopNavigation() {
	const { t } = useTranslation();
	const session = useSession();
	const signOut = useSignOut();
	const collapsed = useMediaQuery(mediaQueries.below.desktop);
	const tallEnough = useMediaQuery(addPostHeightQuery, true);
	const [addPostOpen, setAddPostOpen] = useState(false);
	const items = useNavItems(sideNavItems(session));
	const unread = useUnreadNotifications();
	const bottom = /* @__PURE__ */ jsxs("div", {
		className: AppNavigation_module_default.bottom,
		children: [
			unread !== null && /* @__PURE__ */ jsx(NotificationsBell, {
				unread,
				compact: collapsed
			}),
			session.isArtist && tallEnough && (collapsed ? /* @__PURE__ */ jsx(IconButton, {
				variant: "primary",
				label: t("nav.addPost"),
				icon: /* @__PURE__ */ jsx(PlusIcon, {}),
				onClick: () => setAddPostOpen(true)
			}) : /* @__PURE__ */ jsx(Button, {
				iconStart: /* @__PURE__ */ jsx(PlusIcon, {}),
				fullWidth: true,
				onClick: () => setAddPostOpen(true),
				children: t("nav.addPost")
			})),
			session.loggedIn ? /* @__PURE__ */ jsxs("div", {
				className: AppNavigation_module_default.account,
				children: [/* @__PURE__ */ jsx(LinkButton, {
					to: paths.settings,
					variant: "ghost",
					size: "sm",
					"aria-label": collapsed ? t("nav.settings") : void 0,
					iconStart: /* @__PURE__ */ jsx(SettingsIcon, {}),
					children: !collapsed && t("nav.settings")
				}), /* @__PURE__ */ jsx(IconButton, {
					label: t("nav.signOut"),
					icon: /* @__PURE__ */ jsx(SignOutIcon, {}),
					onClick: () => void signOut()
				})]
			}) : collapsed ? /* @__PURE__ */ jsx(LinkButton, {
				to: paths.signIn,
				"aria-label": t("nav.signIn"),
				iconStart: /* @__PURE__ */ jsx(SignInIcon, {})
			}) : /* @__PURE__ */ jsx(LinkButton, {
				to: paths.signIn,
				fullWidth: true,
				iconStart: /* @__PURE__ */ jsx(SignInIcon, {}),
				children: t("nav.signIn")
			}),
			!collapsed && /* @__PURE__ */ jsx(LanguageSwitcher, {
				hideLabel: true,
				className: AppNavigation_module_default.language
			})
		]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: AppNavigation_module_default.sideArea,
		"data-collapsed": collapsed,
		children: [/* @__PURE__ */ jsx(SideNav, {
			label: t("nav.main"),
			items,
			collapsed,
			renderLink: renderLink$1,
			header: /* @__PURE__ */ jsx(Link, {
				to: paths.home,
				className: AppNavigation_module_default.logoLink,
				"aria-label": t("app.home"),
				children: /* @__PURE__ */ jsx(Logo, { markOnly: collapsed })
			}),
			bottom
		}), /* @__PURE__ */ jsx(ComposerPopup, {
			open: addPostOpen,
			onClose: () => setAddPostOpen(false)
		})]
	});
}
/** Phone navigation below 600 px: the bottom bar and the menu sheet it opens. */
function MobileNavigation() {
	const { t } = useTranslation();
	const session = useSession();
	const signOut = useSignOut();
	const location = useLocation();
	const [menuOpenedAt, setMenuOpenedAt] = useState(null);
	const menuOpen = menuOpenedAt === location.key;
	const [addPostOpen, setAddPostOpen] = useState(false);
	const unread = useUnreadNotifications();
	const barItems = useNavItems(bottomBarItems(session), {
		toggleMenu: () => setMenuOpenedAt(menuOpen ? null : location.key),
		addPost: () => setAddPostOpen(true)
	}).map((item) => item.key === "menu" ? {
		...item,
		label: menuOpen ? t("nav.closeMenu") : t("nav.menu"),
		active: menuOpen
	} : item);
	const menuItems = useNavItems(mobileMenuItems());
	const user = session.loggedIn && session.user ? session.user : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(BottomBar, {
			label: t("nav.main"),
			items: barItems,
			renderLink: renderLink$1
		}),
		unread !== null && /* @__PURE__ */ jsx(NotificationsBell, {
			unread,
			compact: true,
			className: AppNavigation_module_default.mobileBell
		}),
		/* @__PURE__ */ jsx(MobileMenu, {
			open: menuOpen,
			onClose: () => setMenuOpenedAt(null),
			label: t("nav.menu"),
			closeLabel: t("nav.closeMenu"),
			items: menuItems,
			renderLink: renderLink$1,
			user: user ? {
				publicName: user.publicName,
				nickname: user.nickName,
				avatarSrc: user.avatar
			} : void 0,
			footer: /* @__PURE__ */ jsxs("div", {
				className: AppNavigation_module_default.menuFooter,
				children: [user ? /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					fullWidth: true,
					iconStart: /* @__PURE__ */ jsx(SignOutIcon, {}),
					onClick: () => void signOut(),
					children: t("nav.signOut")
				}) : /* @__PURE__ */ jsx(LinkButton, {
					to: paths.signIn,
					fullWidth: true,
					iconStart: /* @__PURE__ */ jsx(SignInIcon, {}),
					children: t("nav.signIn")
				}), /* @__PURE__ */ jsx(LanguageSwitcher, {})]
			})
		}),
		/* @__PURE__ */ jsx(ComposerPopup, {
			open: addPostOpen,
			onClose: () => setAddPostOpen(false)
		})
	] });
}
// src/app/layout/useChromeEffects.ts
/** "{Title} · Kobza" for the current screen, in the current language; the title is in the route's namespace. */
function useDocumentTitle(route) {
	const { t } = useTranslation();
	useEffect(() => {
		const suffix = t("app.titleSuffix");
		document.title = `${t(`${route.namespace}:titles.${route.title}`)} · ${suffix}`;
	}, [t, route]);
}
/** A failed token refresh (api-client `sessionExpired`) sends the user to sign in (spec 000 §4). */
function useSessionExpiryRedirect() {
	const { client, queryClient } = useServices();
	const navigate = useNavigate();
	const location = useLocation();
	const onExpired = useEffectEvent(() => {
		queryClient.clear();
		const state = { from: `${location.pathname}${location.search}` };
		navigate(paths.signIn, {
			replace: true,
			state
		});
	});
	useEffect(() => client.on("sessionExpired", onExpired), [client]);
}
/** After a client-side navigation, focus moves to the main region so screen readers start there. */
function useFocusMainOnNavigation() {
	const { pathname } = useLocation();
	const initial = useRef(true);
	useEffect(() => {
		if (initial.current) {
			initial.current = false;
			return;
		}
		document.getElementById("main")?.focus({ preventScroll: true });
	}, [pathname]);
}
/** A new screen starts at the top; Back and Forward leave the scroll to the browser. */
function useScrollToTopOnNavigation() {
	const { pathname } = useLocation();
	const navigationType = useNavigationType();
	useEffect(() => {
		if (navigationType !== "POP") window.scrollTo?.({ top: 0 });
	}, [pathname, navigationType]);
}
var RootLayout_module_default = {
	shell: "_shell_964w1_1",
	column: "_column_964w1_13",
	main: "_main_964w1_27",
	slimHeader: "_slimHeader_964w1_49",
	slimLanguage: "_slimLanguage_964w1_59",
	logoLink: "_logoLink_964w1_63",
	tagline: "_tagline_964w1_70",
	skip: "_skip_964w1_75",
	player: "_player_964w1_102"
};
// src/app/layout/RootLayout.tsx
var renderLink = ({ href, children, ...props }) => /* @__PURE__ */ jsx(Link, {
	to: href,
	...props,
	children
});
/** The shell every screen renders in: navigation, the banner, the main region and the footer. */
function RootLayout() {
	const { t } = useTranslation();
	const route = useCurrentRoute();
	const { loggedIn } = useSession();
	const chrome = route?.guarded && !loggedIn ? "bare" : route?.chrome ?? "standard";
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const { pathname } = useLocation();
	useSessionExpiryRedirect();
	useFocusMainOnNavigation();
	useScrollToTopOnNavigation();
	const skipToMain = (event) => {
		event.preventDefault();
		document.getElementById("main")?.focus();
	};
	return /* @__PURE__ */ jsxs("div", {
		className: RootLayout_module_default.shell,
		"data-chrome": chrome,
		"data-mobile": isMobile,
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: RootLayout_module_default.skip,
				onClick: skipToMain,
				children: t("app.skipToContent")
			}),
			chrome !== "bare" && !isMobile && /* @__PURE__ */ jsx(DesktopNavigation, {}),
			/* @__PURE__ */ jsxs("div", {
				className: RootLayout_module_default.column,
				children: [
					/* @__PURE__ */ jsx(NetworkBanner, {}),
					chrome === "bare" && /* @__PURE__ */ jsxs("header", {
						className: RootLayout_module_default.slimHeader,
						children: [/* @__PURE__ */ jsx(Link, {
							to: paths.home,
							className: RootLayout_module_default.logoLink,
							"aria-label": t("app.home"),
							children: /* @__PURE__ */ jsx(Logo, { size: "sm" })
						}), /* @__PURE__ */ jsx(LanguageSwitcher, {
							hideLabel: true,
							className: RootLayout_module_default.slimLanguage
						})]
					}),
					/* @__PURE__ */ jsx("main", {
						id: "main",
						tabIndex: -1,
						className: RootLayout_module_default.main,
						children: /* @__PURE__ */ jsx(ScreenBoundary, {
							resetKey: pathname,
							children: /* @__PURE__ */ jsx(Suspense, {
								fallback: /* @__PURE__ */ jsx(Preloader, {
									centered: true,
									size: "lg",
									label: t("common.loading")
								}),
								children: /* @__PURE__ */ jsx(Outlet, {})
							})
						})
					}),
					chrome !== "bare" && /* @__PURE__ */ jsx(PlayerBar, { className: RootLayout_module_default.player }),
					chrome !== "wide" && /* @__PURE__ */ jsxs(Footer, {
						termsHref: paths.terms,
						privacyHref: paths.privacy,
						termsLabel: t("footer.terms"),
						privacyLabel: t("footer.privacy"),
						contactLabel: t("footer.contact"),
						email: contact.email,
						phone: contact.phone,
						copyright: t("footer.rights", { year: (/* @__PURE__ */ new Date()).getFullYear() }),
						renderLink,
						children: [/* @__PURE__ */ jsx(Logo, { size: "sm" }), /* @__PURE__ */ jsx("p", {
							className: RootLayout_module_default.tagline,
							children: t("app.tagline")
						})]
					})
				]
			}),
			chrome !== "bare" && isMobile && /* @__PURE__ */ jsx(MobileNavigation, {}),
			/* @__PURE__ */ jsx(GlobalErrorPopup, {})
		]
	});
}
// src/app/routing/RequireSignIn.tsx
/** Lets signed-in users through and sends everyone else to /sign-in (spec 002 §2 auth guard). */
function RequireSignIn() {
	const { loggedIn } = useSession();
	const location = useLocation();
	if (loggedIn) return /* @__PURE__ */ jsx(Outlet, {});
	const state = { from: `${location.pathname}${location.search}${location.hash}` };
	return /* @__PURE__ */ jsx(Navigate, {
		to: paths.signIn,
		replace: true,
		state
	});
}
// src/app/routing/RouteScreen.tsx
/**
* A route's screen and its document title. The title is set once the screen commits: by then
* the lazy screen has brought its feature's strings, which hold the title.
*/
function RouteScreen({ route }) {
	useDocumentTitle(route);
	return route.element;
}
// src/app/routing/AppRoutes.tsx
/** The route table inside the shell; guarded routes sit under the sign-in guard. */
function AppRoutes() {
	return /* @__PURE__ */ jsx(Routes, { children: /* @__PURE__ */ jsxs(Route, {
		element: /* @__PURE__ */ jsx(RootLayout, {}),
		children: [appRoutes.filter((route) => !route.guarded).map((route) => /* @__PURE__ */ jsx(Route, {
			path: route.path,
			element: /* @__PURE__ */ jsx(RouteScreen, { route })
		}, route.path)), /* @__PURE__ */ jsx(Route, {
			element: /* @__PURE__ */ jsx(RequireSignIn, {}),
			children: appRoutes.filter((route) => route.guarded).map((route) => /* @__PURE__ */ jsx(Route, {
				path: route.path,
				element: /* @__PURE__ */ jsx(RouteScreen, { route })
			}, route.path))
		})]
	}) });
}
// src/entry-server.tsx
/** How many times the tree is rendered to discover queries that depend on earlier answers (the clock, then the feed). */
var DISCOVERY_PASSES = 3;
/** A render that takes longer is abandoned: the server then sends the page as without a server render. */
var RENDER_TIMEOUT_MS = 5e3;
/**
* The app at `url` (path and query) for a visitor without a session, in `language`.
* Throws when rendering fails; the server then serves index.html as it would without this.
*/
async function renderPage(url, language, answers) {
	const client = createApiClient({
		baseUrl: "http://server-render.invalid",
		storage: memoryStorage(),
		fetch: () => Promise.reject(/* @__PURE__ */ new Error("a server render asks the API nothing: its data comes from the page primers"))
	});
	client.prime(answers);
	const i18n = createI18n(language);
	try {
		const services = createServices({
			client,
			i18n
		});
		const app = /* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(AppProviders, {
			services,
			children: /* @__PURE__ */ jsx(StaticRouter, {
				location: url,
				children: /* @__PURE__ */ jsx(AppRoutes, {})
			})
		}) });
		for (let pass = 0; pass < DISCOVERY_PASSES; pass++) {
			await renderToHtml(app);
			if (!await fillPendingQueries(services.queryClient)) break;
		}
		return {
			html: await renderToHtml(app),
			state: {
				language,
				state: dehydrate(services.queryClient)
			}
		};
	} finally {
		unregisterI18n(i18n);
	}
}
/**
* Runs every query the last render created and nothing has answered yet, with its own query
* function (against the primed answers). Those it could not answer are dropped, so the browser
* asks for them itself. True when one was answered: a next render may create queries that
* depend on it.
*/
async function fillPendingQueries(queryClient) {
	const pending = queryClient.getQueryCache().getAll().filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && !query.isDisabled());
	if (pending.length === 0) return false;
	let answered = false;
	await Promise.all(pending.map(async (query) => {
		try {
			await query.fetch({
				...query.options,
				retry: false
			});
			answered = true;
		} catch {
			queryClient.getQueryCache().remove(query);
		}
	}));
	return answered;
}
/** The whole tree as HTML, once every lazy screen has loaded (React's streaming renderer, read to its end). */
function renderToHtml(app) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let failed;
		const sink = new Writable({ write(chunk, _encoding, done) {
			chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
			done();
		} });
		sink.on("finish", () => {
			clearTimeout(timer);
			if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
			else resolve(Buffer.concat(chunks).toString("utf8"));
		});
		const stream = renderToPipeableStream(app, {
			onAllReady: () => stream.pipe(sink),
			onShellError: (error) => {
				clearTimeout(timer);
				reject(error instanceof Error ? error : new Error(String(error)));
			},
			onError: (error) => {
				failed ??= error;
			}
		});
		const timer = setTimeout(() => stream.abort(/* @__PURE__ */ new Error("server render timed out")), RENDER_TIMEOUT_MS);
	});
}
export { useCharCount as $, featureScreens as A, Card as B, serverEpochSeconds as C, LinkButton as D, Screen_module_default as E, setPlaybackPreference as F, SignInPrompt as G, EmptyState as H, usePlaybackPreferences as I, PageHeader as J, ConfirmPopup as K, useSlowConnection as L, contact as M, errorMessage as N, LinkButton_module_default as O, usePlayer as P, CharCounter as Q, useServices as R, prependCachedPost as S, uploadPost as T, Preloader as U, Cover as V, useToast as W, Tabs as X, Avatar as Y, Select as Z, formatDateTime as _, CommentsArea as a, space as at, formatTime as b, PostList as c, RowMenu as d, FormField as et, useEraLabel as f, formatDate as g, formatChatStamp as h, pageQueryOptions as i, useMediaQuery as it, LanguageSwitcher as j, paths as k, useSignInGate as l, ReportButton as m, markRead as n, Container as nt, PostWall as o, messages as ot, useGenreCodeLabel as p, ErrorPopup as q, notificationKeys as r, renderPage, mediaQueries as rt, preloadPostWall as s, NotificationPreferences as t, VisuallyHidden as tt, QueueMenu as u, formatDuration as v, updateCachedPost as w, postCommentsCalls as x, formatShortDate as y, Badge as z };

//# sourceMappingURL=entry-server.js.map