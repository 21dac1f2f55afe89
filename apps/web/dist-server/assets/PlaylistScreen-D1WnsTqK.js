import { t as Button } from "./Button-CPwj6nzH.js";
import { H as EmptyState, P as usePlayer, U as Preloader, V as Cover } from "../entry-server.js";
import { d as Icon } from "./Icon-5AvXVvpA.js";
import { t as SearchBox } from "./SearchBox-Ds3hTV3G.js";
import { a as pageSizes, n as cropRatios } from "./limits-Bj0hKUrz.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { l as playlistQueryOptions, u as playlistsQueryOptions } from "./catalogueApi-_dayYxO8.js";
import { t as ArtistPage } from "./ArtistPage-SfApfZOC.js";
import { n as ItemLoadError, t as Catalogue_module_default } from "./Catalogue.module-DgKLMCuW.js";
import { r as PlaylistCard, t as CardGrid } from "./Cards-CH09sHix.js";
import { n as songTrack, r as useShareLink, t as SongList } from "./SongList-cyuQH5mj.js";
import { useState } from "react";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/screens/PlaylistScreen.tsx
/** /profile/{nickName}/playlist/{id} (spec 001 §2): cover, name, song count, search, songs, 'Also listen'. */
function PlaylistScreen() {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: () => t("titles.playlist"),
		children: (context) => /* @__PURE__ */ jsx(PlaylistBody, { context })
	});
}
function PlaylistBody({ context }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const player = usePlayer();
	const share = useShareLink();
	const id = Number(useParams().id);
	const [search, setSearch] = useState("");
	const { profile } = context;
	const playlist = useQuery(playlistQueryOptions(client, profile.uuid, id));
	const others = useQuery(playlistsQueryOptions(client, profile.uuid, 1, pageSizes.otherPlaylists + 1));
	if (playlist.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (playlist.isError) return /* @__PURE__ */ jsx(ItemLoadError, {
		error: playlist.error,
		notFoundTitle: t("playlist.notFoundTitle"),
		onRetry: () => void playlist.refetch()
	});
	const data = playlist.data;
	const query = search.trim().toLowerCase();
	const songs = query ? data.songs.filter((song) => song.songName.toLowerCase().includes(query)) : data.songs;
	const queue = data.songs.filter((song) => song.songUrl).map(songTrack);
	const shared = {
		kind: "playlist",
		id: data.id,
		nickName: profile.nickName,
		title: data.playListName
	};
	const alsoListen = (others.data?.elements ?? []).filter((entry) => entry.id !== data.id).slice(0, pageSizes.otherPlaylists);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: Catalogue_module_default.hero,
			children: [/* @__PURE__ */ jsx(Cover, {
				src: data.playListCover ?? data.playListCoverThumbnail,
				alt: t("playlist.coverAlt", { name: data.playListName }),
				ratio: cropRatios.square,
				className: Catalogue_module_default.heroCover
			}), /* @__PURE__ */ jsxs("div", {
				className: Catalogue_module_default.heroText,
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: Catalogue_module_default.heroTitle,
						children: data.playListName
					}),
					/* @__PURE__ */ jsx("p", {
						className: Catalogue_module_default.muted,
						children: t("playlist.songCount", { count: data.totalSong })
					}),
					data.description && /* @__PURE__ */ jsx("p", {
						className: Catalogue_module_default.description,
						children: data.description
					}),
					/* @__PURE__ */ jsxs("div", {
						className: Catalogue_module_default.heroActions,
						children: [
							queue[0] && /* @__PURE__ */ jsx(Button, {
								iconStart: /* @__PURE__ */ jsx(Icon, { name: "play" }),
								onClick: () => player.playList(queue, 0),
								children: t("playlist.playAll")
							}),
							/* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								onClick: () => void share.copyLink(shared),
								children: t("share.share")
							}),
							/* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								onClick: () => void share.copyEmbed(shared),
								children: t("share.embed")
							})
						]
					})
				]
			})]
		}),
		/* @__PURE__ */ jsx(SearchBox, {
			className: Catalogue_module_default.search,
			value: search,
			onChange: setSearch,
			onSearch: setSearch,
			label: t("playlist.search"),
			placeholder: t("playlist.searchPlaceholder"),
			clearLabel: t("playlist.clearSearch")
		}),
		songs.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			compact: true,
			title: t("playlist.noMatch", { query: search })
		}) : /* @__PURE__ */ jsx(SongList, {
			songs,
			label: data.playListName
		}),
		alsoListen.length > 0 && /* @__PURE__ */ jsxs("section", {
			className: Catalogue_module_default.section,
			"aria-labelledby": "also-listen",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "also-listen",
				className: Catalogue_module_default.sectionTitle,
				children: t("playlist.alsoListen")
			}), /* @__PURE__ */ jsx(CardGrid, {
				label: t("playlist.alsoListen"),
				children: alsoListen.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PlaylistCard, {
					playlist: entry,
					nickName: profile.nickName
				}) }, entry.id))
			})]
		})
	] });
}
export { PlaylistScreen };

//# sourceMappingURL=PlaylistScreen-D1WnsTqK.js.map