import { t as Button } from "./Button-CPwj6nzH.js";
import { H as EmptyState, U as Preloader } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { s as eventsQueryOptions } from "./catalogueApi-_dayYxO8.js";
import { t as ArtistPage } from "./ArtistPage-SfApfZOC.js";
import { n as EventCard, t as CardGrid } from "./Cards-CH09sHix.js";
import { t as CreateEventPopup } from "./CreateEventPopup-z-ZLHWWI.js";
import { n as PagedNav, t as usePageParam } from "./usePageParam-B6hm9HZL.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/screens/EventsScreen.tsx
/** /profile/{nickName}/events?page (spec 001 §2): the artist's events, 6 a page; the owner creates them here. */
function EventsScreen() {
	const { t } = useTranslation("catalogue");
	const [creating, setCreating] = useState(false);
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: () => t("titles.profileEvents"),
		actions: ({ isOwner, isArtist }) => isOwner && isArtist ? /* @__PURE__ */ jsx(Button, {
			onClick: () => setCreating(true),
			children: t("events.createEvent")
		}) : void 0,
		children: (context) => /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(EventList, { context }), context.isOwner && /* @__PURE__ */ jsx(CreateEventPopup, {
			artistUuid: context.profile.uuid,
			open: creating,
			onClose: () => setCreating(false)
		})] })
	});
}
function EventList({ context, exclude }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [page, setPage] = usePageParam();
	const { profile, isOwner } = context;
	const events = useQuery({
		...eventsQueryOptions(client, profile.uuid, page),
		placeholderData: keepPreviousData
	});
	if (events.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (events.isError) return /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: t("songs.loadError"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void events.refetch() })
	});
	const shown = events.data.elements.filter((event) => event.id !== exclude);
	if (shown.length === 0 && page === 1) return exclude === void 0 ? /* @__PURE__ */ jsx(EmptyState, {
		compact: true,
		title: isOwner ? t("events.emptyOwn") : t("events.emptyOther")
	}) : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(CardGrid, {
		label: t("events.list"),
		wide: true,
		children: shown.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EventCard, {
			event,
			nickName: profile.nickName
		}) }, event.id))
	}), /* @__PURE__ */ jsx(PagedNav, {
		page,
		totalPages: events.data.totalPages,
		onPageChange: setPage
	})] });
}
export { EventList, EventsScreen };

//# sourceMappingURL=EventsScreen-C7ZrXav2.js.map