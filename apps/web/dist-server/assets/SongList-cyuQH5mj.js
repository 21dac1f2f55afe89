import { K as ConfirmPopup, P as usePlayer, W as useToast, d as RowMenu, p as useGenreCodeLabel, u as QueueMenu, v as formatDuration } from "../entry-server.js";
import { d as Icon } from "./Icon-5AvXVvpA.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { a as deleteSong, t as catalogueKeys } from "./catalogueApi-_dayYxO8.js";
import { c as embedIframe, d as playlistSharePath, f as songSharePath, l as embedPaths, u as embedSizes } from "./endpoints-Ds3VCXE4.js";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var SongList_module_default = {
	list: "_list_xzfha_1",
	row: "_row_xzfha_9",
	current: "_current_xzfha_24",
	position: "_position_xzfha_32",
	name: "_name_xzfha_39",
	title: "_title_xzfha_44",
	genre: "_genre_xzfha_51",
	length: "_length_xzfha_56",
	actions: "_actions_xzfha_62"
};
// src/features/catalogue/components/useShareLink.ts
/**
* "Share" and "Embed" (issue 35): copy a song's or playlist's link, or the iframe of its
* embeddable player (the same markup the server's oEmbed answers), and say so in a toast.
*/
function useShareLink() {
	const { t } = useTranslation("catalogue");
	const toast = useToast();
	const origin = window.location.origin;
	const copy = async (text, done) => {
		try {
			await navigator.clipboard.writeText(text);
			toast.show({
				message: done,
				tone: "success"
			});
		} catch {
			toast.show({
				message: t("share.failed"),
				tone: "error"
			});
		}
	};
	return {
		copyLink: (shared) => copy(origin + (shared.kind === "song" ? songSharePath(shared.nickName, shared.id) : playlistSharePath(shared.nickName, shared.id)), t("share.linkCopied")),
		copyEmbed: (shared) => {
			const { width, height } = embedSizes[shared.kind];
			const src = origin + (shared.kind === "song" ? embedPaths.song(shared.id) : embedPaths.playlist(shared.id));
			return copy(embedIframe(src, width, height, shared.title), t("share.embedCopied"));
		}
	};
}
// src/features/catalogue/components/SongList.tsx
function songTrack(song) {
	return {
		id: `song:${song.id}`,
		title: song.songName,
		artist: song.author.nickName,
		src: song.songUrl ?? "",
		media: song.media
	};
}
var playable = (song) => !song.media || song.media.status === "READY";
/**
* Songs with play buttons (spec 000 §3 Song: name, genre, mm:ss). Playing goes through the app's
* one player with the whole list as the queue, so the songs follow each other and starting one
* pauses whatever played before.
*/
function SongList({ songs, isOwner = false, label }) {
	const queue = songs.filter((song) => song.songUrl && playable(song)).map(songTrack);
	return /* @__PURE__ */ jsx("ol", {
		className: SongList_module_default.list,
		"aria-label": label,
		children: songs.map((song, index) => /* @__PURE__ */ jsx(SongRow, {
			song,
			position: index + 1,
			queue,
			isOwner
		}, song.id))
	});
}
function SongRow({ song, position, queue, isOwner }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const genreLabel = useGenreCodeLabel();
	const player = usePlayer();
	const track = songTrack(song);
	const current = player.isCurrent(track.id);
	const playing = current && player.playing;
	const name = song.songName;
	return /* @__PURE__ */ jsxs("li", {
		className: `${SongList_module_default.row} ${current ? SongList_module_default.current : ""}`,
		"data-testid": "song-row",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: SongList_module_default.position,
				"aria-hidden": "true",
				children: position
			}),
			/* @__PURE__ */ jsx(IconButton, {
				label: playing ? t("songs.pause", { name }) : t("songs.play", { name }),
				icon: /* @__PURE__ */ jsx(Icon, { name: playing ? "pause" : "play" }),
				pressed: playing,
				variant: current ? "primary" : "secondary",
				size: "sm",
				disabled: !song.songUrl || !playable(song),
				onClick: () => current ? player.toggle() : player.play(track, queue)
			}),
			/* @__PURE__ */ jsxs("span", {
				className: SongList_module_default.name,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: SongList_module_default.title,
						children: name
					}),
					/* @__PURE__ */ jsx("span", {
						className: SongList_module_default.genre,
						children: genreLabel(song.genre)
					}),
					song.media?.status === "PROCESSING" && /* @__PURE__ */ jsx("span", {
						className: SongList_module_default.genre,
						role: "status",
						"data-testid": "song-processing",
						children: t("songs.processing", { percent: Math.round(song.media.processingProgress ?? 0) })
					}),
					song.media?.status === "FAILED" && /* @__PURE__ */ jsx("span", {
						className: SongList_module_default.genre,
						role: "alert",
						"data-testid": "song-failed",
						children: t("songs.failed", { reason: song.media.statusReason ?? "" })
					})
				]
			}),
			/* @__PURE__ */ jsx("span", {
				className: SongList_module_default.length,
				children: formatDuration(song.lengthOfSong)
			}),
			/* @__PURE__ */ jsxs("span", {
				className: SongList_module_default.actions,
				children: [/* @__PURE__ */ jsx(QueueMenu, { track: song.songUrl ? track : null }), /* @__PURE__ */ jsx(SongMenu, {
					song,
					isOwner
				})]
			})
		]
	});
}
/** Share and Embed for everyone; Delete for the owner. */
function SongMenu({ song, isOwner }) {
	const share = useShareLink();
	const shared = {
		kind: "song",
		id: song.id,
		nickName: song.author.nickName,
		title: song.songName
	};
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const queryClient = useQueryClient();
	const toast = useToast();
	const [confirming, setConfirming] = useState(false);
	const mutation = useMutation({
		mutationFn: () => deleteSong(client, song.author.uuid, song.id),
		onSuccess: async () => {
			setConfirming(false);
			toast.show({
				message: t("songs.deleted"),
				tone: "success"
			});
			await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(song.author.uuid) });
		}
	});
	const items = [{
		label: t("share.copyLink"),
		onSelect: () => void share.copyLink(shared)
	}, {
		label: t("share.copyEmbed"),
		onSelect: () => void share.copyEmbed(shared)
	}];
	if (isOwner) items.push({
		label: t("songs.delete"),
		onSelect: () => setConfirming(true),
		danger: true
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(RowMenu, {
		label: t("songs.menu", { name: song.songName }),
		icon: /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: "⋯"
		}),
		items
	}), /* @__PURE__ */ jsx(ConfirmPopup, {
		open: confirming,
		title: t("songs.deleteTitle"),
		message: t("songs.deleteText", { name: song.songName }),
		confirmLabel: t("songs.delete"),
		cancelLabel: t("common.cancel"),
		danger: true,
		loading: mutation.isPending,
		onConfirm: () => mutation.mutate(),
		onCancel: () => setConfirming(false)
	})] });
}
export { songTrack as n, useShareLink as r, SongList as t };

//# sourceMappingURL=SongList-cyuQH5mj.js.map