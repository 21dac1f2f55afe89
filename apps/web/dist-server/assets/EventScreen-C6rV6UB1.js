import { t as Button } from "./Button-CPwj6nzH.js";
import { O as LinkButton_module_default, U as Preloader, V as Cover, _ as formatDateTime } from "../entry-server.js";
import { n as cropRatios } from "./limits-Bj0hKUrz.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { o as eventQueryOptions } from "./catalogueApi-_dayYxO8.js";
import { t as ArtistPage } from "./ArtistPage-SfApfZOC.js";
import { n as ItemLoadError, t as Catalogue_module_default } from "./Catalogue.module-DgKLMCuW.js";
import { EventList } from "./EventsScreen-C7ZrXav2.js";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/screens/EventScreen.tsx
/**
* /profile/{nickName}/events/{id}?page (spec 001 §2): cover, title, start, description, Buy
* tickets (to the event's link when it has one) and 'Also in' with the artist's other events.
*/
function EventScreen() {
	const { t } = useTranslation("catalogue");
	return /* @__PURE__ */ jsx(ArtistPage, {
		title: () => t("titles.event"),
		children: (context) => /* @__PURE__ */ jsx(EventBody, { context })
	});
}
function EventBody({ context }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const [language] = useLanguage();
	const id = Number(useParams().id);
	const event = useQuery(eventQueryOptions(client, context.profile.uuid, id));
	if (event.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (event.isError) return /* @__PURE__ */ jsx(ItemLoadError, {
		error: event.error,
		notFoundTitle: t("events.notFoundTitle"),
		onRetry: () => void event.refetch()
	});
	const data = event.data;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("article", {
		className: `${Catalogue_module_default.hero} ${Catalogue_module_default.heroWide}`,
		children: [/* @__PURE__ */ jsx(Cover, {
			src: data.eventCover ?? data.eventCoverThumbnail,
			alt: t("events.coverAlt", { title: data.eventTitle }),
			ratio: cropRatios.postCover,
			className: Catalogue_module_default.heroCover
		}), /* @__PURE__ */ jsxs("div", {
			className: Catalogue_module_default.heroText,
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: Catalogue_module_default.heroTitle,
					children: data.eventTitle
				}),
				/* @__PURE__ */ jsxs("p", {
					className: Catalogue_module_default.muted,
					children: [
						t("events.startsAt"),
						":",
						" ",
						/* @__PURE__ */ jsx("time", {
							dateTime: `${data.eventStartAt.replace(" ", "T")}Z`,
							children: formatDateTime(data.eventStartAt, language)
						})
					]
				}),
				data.description && /* @__PURE__ */ jsx("p", {
					className: Catalogue_module_default.description,
					children: data.description
				}),
				data.eventLink ? /* @__PURE__ */ jsx("a", {
					href: data.eventLink,
					target: "_blank",
					rel: "noopener noreferrer",
					className: LinkButton_module_default.link,
					children: t("events.buyTickets")
				}) : /* @__PURE__ */ jsx(Button, {
					disabled: true,
					children: t("events.buyTickets")
				})
			]
		})]
	}), /* @__PURE__ */ jsxs("section", {
		className: Catalogue_module_default.section,
		"aria-labelledby": "also-in",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "also-in",
			className: Catalogue_module_default.sectionTitle,
			children: t("events.alsoIn")
		}), /* @__PURE__ */ jsx(EventList, {
			context,
			exclude: data.id
		})]
	})] });
}
export { EventScreen };

//# sourceMappingURL=EventScreen-C6rV6UB1.js.map