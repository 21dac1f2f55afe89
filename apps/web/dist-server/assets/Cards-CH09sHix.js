import { V as Cover, _ as formatDateTime, k as paths } from "../entry-server.js";
import { n as cropRatios } from "./limits-Bj0hKUrz.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var Cards_module_default = {
	grid: "_grid_1bpye_1",
	wide: "_wide_1bpye_10",
	card: "_card_1bpye_14",
	title: "_title_1bpye_21",
	meta: "_meta_1bpye_33"
};
// src/features/catalogue/components/Cards.tsx
var playlistPath = (nickName, id) => `${paths.profile(nickName)}/playlist/${id}`;
var eventPath = (nickName, id) => `${paths.profile(nickName)}/events/${id}`;
/** A playlist as a square cover with its name and song count (spec 001 §3 Playlist). */
function PlaylistCard({ playlist, nickName }) {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ jsxs(Link, {
		to: playlistPath(nickName, playlist.id),
		className: Cards_module_default.card,
		children: [
			/* @__PURE__ */ jsx(Cover, {
				src: playlist.playListCoverThumbnail,
				alt: "",
				ratio: cropRatios.square
			}),
			/* @__PURE__ */ jsx("span", {
				className: Cards_module_default.title,
				children: playlist.playListName
			}),
			/* @__PURE__ */ jsx("span", {
				className: Cards_module_default.meta,
				children: t("playlist.songCount", { count: playlist.totalSong })
			})
		]
	});
}
/** An event as its cover, title and start (spec 001 §3 Event). */
function EventCard({ event, nickName }) {
	const [language] = useLanguage();
	return /* @__PURE__ */ jsxs(Link, {
		to: eventPath(nickName, event.id),
		className: Cards_module_default.card,
		children: [
			/* @__PURE__ */ jsx(Cover, {
				src: event.eventCoverThumbnail,
				alt: "",
				ratio: cropRatios.postCover
			}),
			/* @__PURE__ */ jsx("span", {
				className: Cards_module_default.title,
				children: event.eventTitle
			}),
			/* @__PURE__ */ jsx("time", {
				className: Cards_module_default.meta,
				dateTime: event.eventStartAt.replace(" ", "T") + "Z",
				children: formatDateTime(event.eventStartAt, language)
			})
		]
	});
}
/** A responsive grid of cards. */
function CardGrid({ children, label, wide = false }) {
	return /* @__PURE__ */ jsx("ul", {
		className: `${Cards_module_default.grid} ${wide ? Cards_module_default.wide : ""}`,
		"aria-label": label,
		children
	});
}
export { EventCard as n, PlaylistCard as r, CardGrid as t };

//# sourceMappingURL=Cards-CH09sHix.js.map