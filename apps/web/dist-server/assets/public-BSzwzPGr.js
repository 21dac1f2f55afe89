import { t as Button } from "./Button-CPwj6nzH.js";
import { D as LinkButton, H as EmptyState, U as Preloader, X as Tabs, k as paths } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { d as productsQueryOptions } from "./catalogueApi-_dayYxO8.js";
import { n as EventCard, r as PlaylistCard, t as CardGrid } from "./Cards-CH09sHix.js";
import { t as CreateEventPopup } from "./CreateEventPopup-z-ZLHWWI.js";
import { t as SongList } from "./SongList-cyuQH5mj.js";
import { t as UploadSongPopup } from "./UploadSongPopup-CTCohAOz.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var ArtistContent_module_default = {
	box: "_box_10su2_1",
	toolbar: "_toolbar_10su2_9",
	tabs: "_tabs_10su2_17",
	actions: "_actions_10su2_21",
	body: "_body_10su2_27"
};
// src/features/catalogue/components/ArtistContent.tsx
var tabs = [
	"songs",
	"playlist",
	"events"
];
/**
* The profile's content box (spec 000 §2): tabs songs, playlist and events with the artist's
* songs, first 4 playlists and first 3 events, each with Show all; the owner adds from here.
* The tab lives in the URL (`?tab=playlist`), as in the spec's links.
*/
function ArtistContent({ artist, isOwner }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [params, setParams] = useSearchParams();
	const tab = tabs.find((value) => value === params.get("tab")) ?? "songs";
	const [dialog, setDialog] = useState(null);
	const products = useQuery(productsQueryOptions(client, artist.uuid));
	const base = paths.profile(artist.nickName);
	const showAll = {
		songs: `${base}/songs?tab=songs&page=1`,
		playlist: `${base}/songs?tab=playlist&page=1`,
		events: `${base}/events?page=1`
	};
	const selectTab = (value) => setParams((current) => {
		const next = new URLSearchParams(current);
		next.set("tab", value);
		next.set("page", "1");
		return next;
	}, { replace: true });
	let body;
	if (products.isPending) body = /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	else if (products.isError) body = /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: t("songs.loadError"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void products.refetch() })
	});
	else if (tab === "songs") body = products.data.songs.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: isOwner ? t("songs.emptyOwn") : t("songs.emptyOther")
	}) : /* @__PURE__ */ jsx(SongList, {
		songs: products.data.songs,
		isOwner,
		label: t("songs.list")
	});
	else if (tab === "playlist") body = products.data.playlists.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: isOwner ? t("songs.emptyPlaylistsOwn") : t("songs.emptyPlaylistsOther")
	}) : /* @__PURE__ */ jsx(CardGrid, {
		label: t("content.playlist"),
		children: products.data.playlists.map((playlist) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PlaylistCard, {
			playlist,
			nickName: artist.nickName
		}) }, playlist.id))
	});
	else body = products.data.events.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		headingLevel: "h3",
		title: isOwner ? t("events.emptyOwn") : t("events.emptyOther")
	}) : /* @__PURE__ */ jsx(CardGrid, {
		label: t("content.events"),
		wide: true,
		children: products.data.events.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EventCard, {
			event,
			nickName: artist.nickName
		}) }, event.id))
	});
	return /* @__PURE__ */ jsxs("section", {
		className: ArtistContent_module_default.box,
		"aria-label": t("content.label"),
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: ArtistContent_module_default.toolbar,
				children: [/* @__PURE__ */ jsx(Tabs, {
					items: tabs.map((value) => ({
						value,
						label: t(`content.${value}`)
					})),
					value: tab,
					onChange: selectTab,
					label: t("content.label"),
					className: ArtistContent_module_default.tabs
				}), /* @__PURE__ */ jsxs("div", {
					className: ArtistContent_module_default.actions,
					children: [
						isOwner && tab === "songs" && /* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "secondary",
							onClick: () => setDialog("song"),
							children: t("content.addSong")
						}),
						isOwner && tab === "playlist" && /* @__PURE__ */ jsx(LinkButton, {
							size: "sm",
							variant: "secondary",
							to: paths.createPlaylist,
							children: t("content.addPlaylist")
						}),
						isOwner && tab === "events" && /* @__PURE__ */ jsx(Button, {
							size: "sm",
							variant: "secondary",
							onClick: () => setDialog("event"),
							children: t("content.addEvent")
						}),
						/* @__PURE__ */ jsx(LinkButton, {
							size: "sm",
							variant: "ghost",
							to: showAll[tab],
							children: t("content.showAll")
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: ArtistContent_module_default.body,
				children: body
			}),
			isOwner && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(UploadSongPopup, {
				artistUuid: artist.uuid,
				open: dialog === "song",
				onClose: () => setDialog(null)
			}), /* @__PURE__ */ jsx(CreateEventPopup, {
				artistUuid: artist.uuid,
				open: dialog === "event",
				onClose: () => setDialog(null)
			})] })
		]
	});
}
// src/features/catalogue/public.ts
/** The catalogue namespace, for the profile page that shows the content box. */
var catalogueStrings = () => import("./i18n-CWdb0q4f.js").then((m) => m.strings);
export { catalogueStrings, ArtistContent as t };

//# sourceMappingURL=public-BSzwzPGr.js.map