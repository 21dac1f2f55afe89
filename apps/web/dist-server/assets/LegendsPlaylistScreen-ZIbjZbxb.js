import { t as Button } from "./Button-CPwj6nzH.js";
import { E as Screen_module_default, H as EmptyState, J as PageHeader, P as usePlayer, U as Preloader, nt as Container, u as QueueMenu } from "../entry-server.js";
import { d as Icon } from "./Icon-5AvXVvpA.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { t as SearchBox } from "./SearchBox-Ds3hTV3G.js";
import { o as timings } from "./limits-Bj0hKUrz.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { c as legendsPlaylistQuery, n as hallPath, r as legendPath, t as hall_module_default } from "./hall.module-BGkDrWpq.js";
import { r as trackIdOf } from "./voting-CecuUY9P.js";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/hall-of-fame/screens/LegendsPlaylistScreen.tsx
var trackOf = (song) => ({
	id: trackIdOf(song.legendUuid),
	title: song.name,
	artist: song.authorName ?? void 0,
	src: song.songUrl,
	cover: song.coverUrl,
	media: song.media
});
var length = (seconds) => seconds === null ? "" : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
/** /playlist/hall-of-fame (spec 001 §2): 'The Legends Playlist', its count, a search box, songs played in sequence. */
function LegendsPlaylistScreen() {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { client } = useSession();
	const navigate = useNavigate();
	const player = usePlayer();
	const playlist = useQuery(legendsPlaylistQuery(client));
	const [searchText, setSearchText] = useState("");
	const songs = useMemo(() => playlist.data?.elements ?? [], [playlist.data]);
	const shown = useMemo(() => {
		const needle = searchText.trim().toLowerCase();
		if (!needle) return songs;
		return songs.filter((song) => `${song.name} ${song.authorName ?? ""}`.toLowerCase().includes(needle));
	}, [songs, searchText]);
	const queue = useMemo(() => shown.map(trackOf), [shown]);
	const toggle = (song) => {
		const id = trackIdOf(song.legendUuid);
		if (player.isCurrent(id)) player.toggle();
		else player.play(trackOf(song), queue);
	};
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.legendsPlaylist"),
				subtitle: playlist.data ? t("playlist.count", { count: songs.length }) : void 0,
				onBack: () => void navigate(hallPath("SONG", "legends")),
				backLabel: t("playlist.back")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.playlistBar,
				children: [/* @__PURE__ */ jsx(SearchBox, {
					label: t("playlist.search"),
					placeholder: t("playlist.searchPlaceholder"),
					debounceMs: timings.searchDebounceMs,
					onSearch: setSearchText
				}), /* @__PURE__ */ jsx(Button, {
					iconStart: /* @__PURE__ */ jsx(Icon, { name: "play" }),
					disabled: queue.length === 0,
					onClick: () => player.playList(queue, 0),
					children: t("playlist.playAll")
				})]
			}),
			playlist.isPending ? /* @__PURE__ */ jsx(Preloader, {
				label: t("shared:common.loading"),
				centered: true
			}) : songs.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("playlist.empty")
			}) : shown.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
				compact: true,
				title: t("playlist.noMatches")
			}) : /* @__PURE__ */ jsx("ol", {
				className: hall_module_default.tracks,
				"aria-label": t("titles.legendsPlaylist"),
				children: shown.map((song) => {
					const current = player.isCurrent(trackIdOf(song.legendUuid));
					const playing = current && player.playing;
					return /* @__PURE__ */ jsxs("li", {
						className: `${hall_module_default.track} ${current ? hall_module_default.trackCurrent : ""}`,
						children: [
							/* @__PURE__ */ jsx(IconButton, {
								label: playing ? t("playlist.pause", { name: song.name }) : t("playlist.play", { name: song.name }),
								icon: /* @__PURE__ */ jsx(Icon, { name: playing ? "pause" : "play" }),
								pressed: playing,
								onClick: () => toggle(song)
							}),
							song.coverUrl ? /* @__PURE__ */ jsx("img", {
								className: hall_module_default.trackCover,
								src: song.coverUrl,
								alt: ""
							}) : /* @__PURE__ */ jsx("span", {}),
							/* @__PURE__ */ jsxs("div", {
								className: hall_module_default.trackText,
								children: [/* @__PURE__ */ jsx("p", {
									className: hall_module_default.trackName,
									children: /* @__PURE__ */ jsx(Link, {
										to: legendPath({
											legendUuid: song.legendUuid,
											legendType: "SONG"
										}),
										children: song.name
									})
								}), /* @__PURE__ */ jsx("p", {
									className: hall_module_default.trackArtist,
									children: song.authorName
								})]
							}),
							/* @__PURE__ */ jsx("span", {
								className: hall_module_default.trackLength,
								children: length(song.lengthOfSong)
							}),
							/* @__PURE__ */ jsx(QueueMenu, { track: trackOf(song) })
						]
					}, song.legendUuid);
				})
			})
		]
	});
}
export { LegendsPlaylistScreen };

//# sourceMappingURL=LegendsPlaylistScreen-ZIbjZbxb.js.map