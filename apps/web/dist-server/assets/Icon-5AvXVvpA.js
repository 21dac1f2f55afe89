import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var Icon_module_default = { icon: "_icon_5z4i4_1" };
// ../../design-system/src/components/Icon/Icon.tsx
/**
* One drawing per name: 24×24 line art on a 1.75 stroke with round ends — the hand of a
* needle-and-thread sketch, never a filled glyph, except play/pause which must read at a glance.
*/
var drawings = {
	home: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M3.5 10.5 12 3.5l8.5 7" }), /* @__PURE__ */ jsx("path", { d: "M5.5 9v11.5h4.75v-6h3.5v6h4.75V9" })] }),
	search: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "10.75",
		cy: "10.75",
		r: "6.75"
	}), /* @__PURE__ */ jsx("path", { d: "m20.5 20.5-4.9-4.9" })] }),
	video: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
		x: "2.5",
		y: "5.5",
		width: "13.5",
		height: "13",
		rx: "2.5"
	}), /* @__PURE__ */ jsx("path", { d: "m16 10.25 5.5-3v9.5l-5.5-3z" })] }),
	profile: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "8",
		r: "4"
	}), /* @__PURE__ */ jsx("path", { d: "M4.5 20.5c.6-3.9 3.7-6.5 7.5-6.5s6.9 2.6 7.5 6.5" })] }),
	chat: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M4.5 4.5h15a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-5.5 4v-4a1.5 1.5 0 0 1-1.5-1.5V6a1.5 1.5 0 0 1 1.5-1.5z" }), /* @__PURE__ */ jsx("path", { d: "M8 9.25h8M8 12.5h5" })] }),
	trophy: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M7.5 3.5h9v6a4.5 4.5 0 0 1-9 0z" }),
		/* @__PURE__ */ jsx("path", { d: "M7.5 5.5h-3v1.25A3.75 3.75 0 0 0 8 10.5M16.5 5.5h3v1.25A3.75 3.75 0 0 1 16 10.5" }),
		/* @__PURE__ */ jsx("path", { d: "M12 14v3.5M8.5 20.5h7M9.5 17.5h5v3h-5z" })
	] }),
	gavel: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
		x: "10",
		y: "4",
		width: "10",
		height: "6",
		rx: "1.25",
		transform: "rotate(45 15 7)"
	}), /* @__PURE__ */ jsx("path", { d: "m12.9 9.1-8.4 8.4M3.5 20.5h9" })] }),
	market: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M3.5 9.5 5.25 4h13.5l1.75 5.5" }),
		/* @__PURE__ */ jsx("path", { d: "M3.5 9.5h17a2.83 2.83 0 0 1-5.67 0 2.83 2.83 0 0 1-5.66 0 2.83 2.83 0 0 1-5.67 0" }),
		/* @__PURE__ */ jsx("path", { d: "M5 12.25V20.5h14v-8.25" }),
		/* @__PURE__ */ jsx("path", { d: "M10 20.5v-5h4v5" })
	] }),
	signOut: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M10 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20H10" }), /* @__PURE__ */ jsx("path", { d: "m15 8 4 4-4 4M19 12H9.5" })] }),
	signIn: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14" }), /* @__PURE__ */ jsx("path", { d: "m10 8 4 4-4 4M14 12H3.5" })] }),
	plus: /* @__PURE__ */ jsx("path", { d: "M12 5v14M5 12h14" }),
	menu: /* @__PURE__ */ jsx("path", { d: "M4 6.5h16M4 12h16M4 17.5h16" }),
	close: /* @__PURE__ */ jsx("path", { d: "m6 6 12 12M18 6 6 18" }),
	play: /* @__PURE__ */ jsx("path", {
		d: "M7.5 4.75v14.5a.75.75 0 0 0 1.14.64l11.5-7.25a.75.75 0 0 0 0-1.28L8.64 4.11a.75.75 0 0 0-1.14.64z",
		fill: "currentColor"
	}),
	pause: /* @__PURE__ */ jsx("path", {
		d: "M6.5 4.5h3.25v15H6.5zM14.25 4.5h3.25v15h-3.25z",
		fill: "currentColor",
		strokeLinejoin: "round"
	}),
	settings: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M4 7h8.5M17.5 7H20M4 17h2.5M11.5 17H20" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "15",
			cy: "7",
			r: "2.5"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "9",
			cy: "17",
			r: "2.5"
		})
	] }),
	globe: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "8.75"
	}), /* @__PURE__ */ jsx("path", { d: "M3.5 12h17M12 3.25c2.4 2.4 3.6 5.3 3.6 8.75S14.4 18.35 12 20.75C9.6 18.35 8.4 15.45 8.4 12S9.6 5.65 12 3.25z" })] }),
	chevronLeft: /* @__PURE__ */ jsx("path", { d: "m14.5 5.5-6.5 6.5 6.5 6.5" }),
	chevronRight: /* @__PURE__ */ jsx("path", { d: "m9.5 5.5 6.5 6.5-6.5 6.5" }),
	chevronDown: /* @__PURE__ */ jsx("path", { d: "m5.5 9.5 6.5 6.5 6.5-6.5" }),
	arrowLeft: /* @__PURE__ */ jsx("path", { d: "M19.5 12h-15M10.5 6l-6 6 6 6" }),
	check: /* @__PURE__ */ jsx("path", { d: "m5 12.5 4.5 4.5L19 7.5" }),
	alert: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "8.75"
	}), /* @__PURE__ */ jsx("path", { d: "M12 7.5v5.25M12 16.25v.25" })] }),
	info: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "8.75"
	}), /* @__PURE__ */ jsx("path", { d: "M12 11v5.5M12 7.5v.25" })] }),
	bell: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("path", { d: "M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" }), /* @__PURE__ */ jsx("path", { d: "M10 20.5h4" })] }),
	heart: /* @__PURE__ */ jsx("path", { d: "M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.1a4.4 4.4 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" }),
	/** The kobza itself: a pear-shaped body, a rosette sound hole and a short neck with pegs. */
	kobza: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M12 9.25c3.6 0 6.25 2.9 6.25 6.3 0 3.6-2.8 5.95-6.25 5.95s-6.25-2.35-6.25-5.95c0-3.4 2.65-6.3 6.25-6.3z" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "15.25",
			r: "1.75"
		}),
		/* @__PURE__ */ jsx("path", { d: "M12 9.25V2.5M10.25 3.5h3.5M10.25 5.75h3.5M10 20.25h4" })
	] }),
	skipBack: /* @__PURE__ */ jsx("path", { d: "M6.5 5.5v13M18 6 9.5 12l8.5 6z" }),
	skipForward: /* @__PURE__ */ jsx("path", { d: "M17.5 5.5v13M6 6l8.5 6L6 18z" }),
	comment: /* @__PURE__ */ jsx("path", { d: "M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" }),
	image: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("rect", {
			x: "3.5",
			y: "4.5",
			width: "17",
			height: "15",
			rx: "2.5"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "9",
			cy: "10",
			r: "1.75"
		}),
		/* @__PURE__ */ jsx("path", { d: "m4 17.5 5-4.5 4 3.5 2.5-2 4.5 3.5" })
	] }),
	music: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("path", { d: "M9.5 17.5V5.5l10-2v12" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "7",
			cy: "17.5",
			r: "2.5"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "17",
			cy: "15.5",
			r: "2.5"
		})
	] }),
	poll: /* @__PURE__ */ jsx("path", { d: "M5 20V11M10 20V5M15 20v-7M20 20V8M3.5 20.5h17" }),
	trash: /* @__PURE__ */ jsx("path", { d: "M4.5 6.5h15M9.5 6.5V4h5v2.5M6.5 6.5l1 13.5h9l1-13.5M10.5 10v6.5M13.5 10v6.5" })
};
Object.keys(drawings);
function Icon({ name, size, title, className, ...rest }) {
	const dimension = size ?? "1.25em";
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 24 24",
		width: dimension,
		height: dimension,
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.75,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		focusable: "false",
		className: clsx(Icon_module_default.icon, className),
		...title ? {
			role: "img",
			"aria-label": title
		} : { "aria-hidden": true },
		...rest,
		children: [title ? /* @__PURE__ */ jsx("title", { children: title }) : null, drawings[name]]
	});
}
var named = (name) => {
	const Named = (props) => /* @__PURE__ */ jsx(Icon, {
		...props,
		name
	});
	Named.displayName = `${name[0]?.toUpperCase()}${name.slice(1)}Icon`;
	return Named;
};
named("home");
var SearchIcon = named("search");
named("video");
named("profile");
var ChatIcon = named("chat");
named("trophy");
named("gavel");
named("market");
var SignOutIcon = named("signOut");
var SignInIcon = named("signIn");
var PlusIcon = named("plus");
named("menu");
var CloseIcon = named("close");
var PlayIcon = named("play");
var PauseIcon = named("pause");
var SettingsIcon = named("settings");
named("globe");
var ChevronLeftIcon = named("chevronLeft");
var ChevronRightIcon = named("chevronRight");
var ChevronDownIcon = named("chevronDown");
var ArrowLeftIcon = named("arrowLeft");
var CheckIcon = named("check");
var AlertIcon = named("alert");
var InfoIcon = named("info");
var HeartIcon = named("heart");
var KobzaIcon = named("kobza");
var SkipBackIcon = named("skipBack");
var SkipForwardIcon = named("skipForward");
var CommentIcon = named("comment");
var ImageIcon = named("image");
var MusicIcon = named("music");
var PollIcon = named("poll");
var TrashIcon = named("trash");
export { SignOutIcon as C, TrashIcon as E, SignInIcon as S, SkipForwardIcon as T, PlayIcon as _, ChevronDownIcon as a, SearchIcon as b, CloseIcon as c, Icon as d, ImageIcon as f, PauseIcon as g, MusicIcon as h, CheckIcon as i, CommentIcon as l, KobzaIcon as m, ArrowLeftIcon as n, ChevronLeftIcon as o, InfoIcon as p, ChatIcon as r, ChevronRightIcon as s, AlertIcon as t, HeartIcon as u, PlusIcon as v, SkipBackIcon as w, SettingsIcon as x, PollIcon as y };

//# sourceMappingURL=Icon-5AvXVvpA.js.map