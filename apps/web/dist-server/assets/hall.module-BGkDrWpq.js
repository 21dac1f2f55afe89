import { r as routes } from "./routes-n7G8wHCa.js";
import { t as contractEndpoints } from "./src-Bp5laenX.js";
import { a as pageSizes } from "./limits-Bj0hKUrz.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/hall-of-fame/api/legends.ts
var legendKeys = {
	all: ["legends"],
	list: (params) => [
		"legends",
		"list",
		params
	],
	detail: (uuid) => [
		"legends",
		"detail",
		uuid
	],
	playlist: ["legends", "playlist"]
};
/** POST /legends/search: a page of 9 (spec 001 §2). */
var legendListQuery = (client, params) => queryOptions({
	queryKey: legendKeys.list(params),
	queryFn: ({ signal }) => client.callNamed("legends", "search", {
		query: {
			page: params.page,
			size: pageSizes.hallOfFame,
			legendType: params.legendType,
			isLegend: params.isLegend ? "true" : "false",
			sort: params.sort
		},
		body: {
			searchText: params.searchText || void 0,
			eras: params.era ? [params.era] : [],
			genres: params.genre ? [params.genre] : []
		},
		signal
	}),
	placeholderData: (previous) => previous
});
var legendQuery = (client, uuid) => queryOptions({
	queryKey: legendKeys.detail(uuid),
	queryFn: ({ signal }) => client.callNamed("legends", "show", {
		params: { id: uuid },
		signal
	})
});
var legendsPlaylistQuery = (client) => queryOptions({
	queryKey: legendKeys.playlist,
	queryFn: ({ signal }) => client.callNamed("legends", "songsLegends", {
		query: {},
		signal
	})
});
var voteForLegend = (client, uuid) => client.callNamed("legends", "vote", { params: { id: uuid } });
var setLegendLike = (client, uuid, liked) => client.callNamed("legends", liked ? "like" : "unlike", { params: { id: uuid } });
/** The contract leaves multipart bodies to the API's own checks, so these go through `request` with the FormData. */
var nominateSong = (client, form) => client.request(routes.legends.createSong.method, routes.legends.createSong.path, form, { schema: async () => (await contractEndpoints()).legends.createSong.responses[201] });
var nominatePerson = (client, form) => client.request(routes.legends.createPerson.method, routes.legends.createPerson.path, form, { schema: async () => (await contractEndpoints()).legends.createPerson.responses[201] });
/** The comments area's adapter over /legends/{id}/comments (the feed's component, kind LEGEND). */
function legendCommentsApi(client, uuid) {
	return {
		key: [
			"legends",
			uuid,
			"comments"
		],
		list: (page, initialTimeStamp) => client.callNamed("legends", "comments", {
			params: { id: uuid },
			query: {
				page,
				initialTimeStamp
			}
		}),
		replies: (commentId, page, initialTimeStamp) => client.callNamed("legends", "replies", {
			params: {
				id: uuid,
				commentId: String(commentId)
			},
			query: {
				page,
				initialTimeStamp
			}
		}),
		add: (comment) => client.callNamed("legends", "addComment", {
			params: { id: uuid },
			body: { comment }
		}),
		reply: (commentId, comment) => client.callNamed("legends", "reply", {
			params: {
				id: uuid,
				commentId: String(commentId)
			},
			body: { comment }
		})
	};
}
// src/features/hall-of-fame/paths.ts
/** /hall-of-fame?generalTab&contentTab&page (spec 001 §2); page is the API's 0-based page. */
function hallPath(generalTab = "SONG", contentTab = "voting", page = 0) {
	return `/hall-of-fame?generalTab=${generalTab}&contentTab=${contentTab}&page=${page}`;
}
var legendPath = (legend) => `/hall-of-fame/${encodeURIComponent(legend.legendUuid)}?type=${legend.legendType}`;
var hall_module_default = {
	intro: "_intro_1oajd_1",
	about: "_about_1oajd_5",
	tabRow: "_tabRow_1oajd_11",
	filters: "_filters_1oajd_19",
	search: "_search_1oajd_27",
	grid: "_grid_1oajd_31",
	pagination: "_pagination_1oajd_44",
	card: "_card_1oajd_48",
	cardCover: "_cardCover_1oajd_55",
	cardBody: "_cardBody_1oajd_59",
	cardTitle: "_cardTitle_1oajd_67",
	cardSubtitle: "_cardSubtitle_1oajd_81",
	cardActions: "_cardActions_1oajd_87",
	cup: "_cup_1oajd_96",
	progress: "_progress_1oajd_112",
	bar: "_bar_1oajd_118",
	barFill: "_barFill_1oajd_125",
	progressFigures: "_progressFigures_1oajd_132",
	stage: "_stage_1oajd_140",
	detail: "_detail_1oajd_146",
	detailCover: "_detailCover_1oajd_153",
	detailMain: "_detailMain_1oajd_157",
	detailTitle: "_detailTitle_1oajd_163",
	detailSubtitle: "_detailSubtitle_1oajd_168",
	row: "_row_1oajd_173",
	section: "_section_1oajd_180",
	sectionTitle: "_sectionTitle_1oajd_186",
	opinion: "_opinion_1oajd_191",
	owner: "_owner_1oajd_196",
	facts: "_facts_1oajd_203",
	plainList: "_plainList_1oajd_218",
	notice: "_notice_1oajd_227",
	comments: "_comments_1oajd_234",
	tracks: "_tracks_1oajd_240",
	track: "_track_1oajd_240",
	trackCurrent: "_trackCurrent_1oajd_260",
	trackCover: "_trackCover_1oajd_264",
	trackText: "_trackText_1oajd_271",
	trackName: "_trackName_1oajd_275",
	trackArtist: "_trackArtist_1oajd_287",
	trackLength: "_trackLength_1oajd_293",
	playlistBar: "_playlistBar_1oajd_298",
	form: "_form_1oajd_309",
	formGrid: "_formGrid_1oajd_317",
	links: "_links_1oajd_323",
	fieldError: "_fieldError_1oajd_338",
	cropStage: "_cropStage_1oajd_344",
	cropCanvas: "_cropCanvas_1oajd_349",
	range: "_range_1oajd_356"
};
export { legendKeys as a, legendsPlaylistQuery as c, setLegendLike as d, voteForLegend as f, legendCommentsApi as i, nominatePerson as l, hallPath as n, legendListQuery as o, legendPath as r, legendQuery as s, hall_module_default as t, nominateSong as u };

//# sourceMappingURL=hall.module-BGkDrWpq.js.map