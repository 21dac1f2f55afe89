import { t as Button } from "./Button-CPwj6nzH.js";
import { D as LinkButton, H as EmptyState, U as Preloader, X as Tabs, k as paths } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { f as songsQueryOptions, p as whileProcessing, u as playlistsQueryOptions } from "./catalogueApi-_dayYxO8.js";
import { t as ArtistPage } from "./ArtistPage-SfApfZOC.js";
import { r as PlaylistCard, t as CardGrid } from "./Cards-CH09sHix.js";
import { n as PagedNav, t as usePageParam } from "./usePageParam-B6hm9HZL.js";
import { t as SongList } from "./SongList-cyuQH5mj.js";
import { t as UploadSongPopup } from "./UploadSongPopup-CTCohAOz.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/screens/SongsScreen.tsx
/**
* /profile/{nickName}/songs?tab=songs|playlist&page (spec 001 §2): 'My Songs' for the owner,
* 'Songs' for others; the owner uploads songs and starts playlists here.
*/
function SongsScreen() {
	const { t } = useTranslation("catalogue");
	const [params] = useSearchParams();
	const tab = params.get("tab") === "playlist" ? "playlist" : "songs";
	const [uploading, setUploading] = useState(false);
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: ({ isOwner }) => isOwner ? t("songs.mySongs") : t("songs.songs"),
		actions: ({ isOwner, isArtist }) => isOwner && isArtist ? tab === "songs" ? /* @__PURE__ */ jsx(Button, {
			onClick: () => setUploading(true),
			children: t("songs.uploadSong")
		}) : /* @__PURE__ */ jsx(LinkButton, {
			to: paths.createPlaylist,
			children: t("songs.newPlaylist")
		}) : void 0,
		children: (context) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SongsTabs, {
			context,
			tab
		}), context.isOwner && /* @__PURE__ */ jsx(UploadSongPopup, {
			artistUuid: context.profile.uuid,
			open: uploading,
			onClose: () => setUploading(false)
		})] })
	});
}
function SongsTabs({ context, tab }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [page, setPage] = usePageParam();
	const { profile, isOwner } = context;
	const songs = useQuery({
		...songsQueryOptions(client, profile.uuid, page),
		refetchInterval: (query) => whileProcessing(query.state.data?.elements),
		enabled: tab === "songs",
		placeholderData: keepPreviousData
	});
	const playlists = useQuery({
		...playlistsQueryOptions(client, profile.uuid, page),
		enabled: tab === "playlist",
		placeholderData: keepPreviousData
	});
	const active = tab === "songs" ? songs : playlists;
	let body;
	if (active.isPending) body = /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	else if (active.isError) body = /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: t("songs.loadError"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void active.refetch() })
	});
	else if (tab === "songs" && songs.data) body = songs.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: isOwner ? t("songs.emptyOwn") : t("songs.emptyOther")
	}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SongList, {
		songs: songs.data.elements,
		isOwner,
		label: t("songs.list")
	}), /* @__PURE__ */ jsx(PagedNav, {
		page,
		totalPages: songs.data.totalPages,
		onPageChange: setPage
	})] });
	else if (playlists.data) body = playlists.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: isOwner ? t("songs.emptyPlaylistsOwn") : t("songs.emptyPlaylistsOther")
	}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CardGrid, {
		label: t("songs.playlistsTab"),
		children: playlists.data.elements.map((playlist) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PlaylistCard, {
			playlist,
			nickName: profile.nickName
		}) }, playlist.id))
	}), /* @__PURE__ */ jsx(PagedNav, {
		page,
		totalPages: playlists.data.totalPages,
		onPageChange: setPage
	})] });
	return /* @__PURE__ */ jsx(Tabs, {
		items: [{
			value: "songs",
			label: t("songs.songsTab")
		}, {
			value: "playlist",
			label: t("songs.playlistsTab")
		}],
		value: tab,
		onChange: (value) => setPage(1, { tab: value }),
		label: t("songs.tabs"),
		activation: "manual",
		children: body
	});
}
export { SongsScreen };

//# sourceMappingURL=SongsScreen-CzgyOQvC.js.map