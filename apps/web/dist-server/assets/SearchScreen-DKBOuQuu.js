import { t as Button } from "./Button-CPwj6nzH.js";
import { _ as PlayIcon, a as ChevronDownIcon, c as CloseIcon, g as PauseIcon } from "./Icon-5AvXVvpA.js";
import { E as Screen_module_default, H as EmptyState, J as PageHeader, P as usePlayer, V as Cover, Y as Avatar, _ as formatDateTime, k as paths, nt as Container, p as useGenreCodeLabel, tt as VisuallyHidden, u as QueueMenu, v as formatDuration } from "../entry-server.js";
import { t as SearchBox } from "./SearchBox-Ds3hTV3G.js";
import { c as uiPageToApi } from "./values-B1-1z55d.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { m as searchTypes, p as genres$1, t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { t as Checkbox } from "./Checkbox-BYtlxvmS.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { t as useGenreLabel } from "./useGenreLabel-DO5chbZV.js";
import { t as PopupFormActions } from "./PopupFormActions-tM2ydIpo.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { t as Pager } from "./Pager-oeQMbfys.js";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/search/api/searchApi.ts
async function search(client, params, signal) {
	const body = {};
	if (params.text) body.textSearch = params.text;
	if (params.type === "SONG" && params.genres.length > 0) body.genres = [...params.genres];
	const answer = await client.call(endpoints.search.search, {
		params: { type: params.type },
		query: {
			page: params.page,
			sort: ""
		},
		body,
		signal
	});
	return {
		type: params.type,
		elements: answer.elements,
		totalPages: answer.totalPages
	};
}
var searchQueryOptions = (client, params) => queryOptions({
	queryKey: [
		"search",
		params.type,
		params.text,
		[...params.genres].sort(),
		params.page
	],
	queryFn: ({ signal }) => search(client, params, signal),
	placeholderData: (previous) => previous?.type === params.type ? previous : void 0
});
/** The server's genre list; the same key as the home screen's, so one download serves both. */
var genresQueryOptions = (client) => queryOptions({
	queryKey: ["genres"],
	queryFn: ({ signal }) => client.getGenres({ signal }),
	staleTime: Infinity
});
var FilterChips_module_default = {
	chips: "_chips_nstrx_1",
	chip: "_chip_nstrx_1",
	remove: "_remove_nstrx_22"
};
// src/features/search/components/FilterChips.tsx
/** The chips of the applied filter, each with its own remove button. */
function FilterChips({ state, onClearType, onClearGenres }) {
	const { t } = useTranslation("search");
	if (!state.filtered) return null;
	const chips = [{
		key: "type",
		name: t(`search.types.${state.type}`),
		clear: onClearType
	}];
	if (state.genres.length > 0) chips.push({
		key: "genres",
		name: t("search.genreChip", { count: state.genres.length }),
		clear: onClearGenres
	});
	return /* @__PURE__ */ jsx("ul", {
		className: FilterChips_module_default.chips,
		"aria-label": t("search.chipsLabel"),
		children: chips.map((chip) => /* @__PURE__ */ jsxs("li", {
			className: FilterChips_module_default.chip,
			children: [/* @__PURE__ */ jsx("span", { children: chip.name }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: FilterChips_module_default.remove,
				"aria-label": t("search.removeChip", { name: chip.name }),
				onClick: chip.clear,
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})]
		}, chip.key))
	});
}
var FilterPopup_module_default = {
	form: "_form_tw5pz_1",
	fieldset: "_fieldset_tw5pz_6",
	legend: "_legend_tw5pz_13",
	types: "_types_tw5pz_18",
	type: "_type_tw5pz_18",
	genres: "_genres_tw5pz_52",
	error: "_error_tw5pz_61"
};
// src/features/search/components/FilterPopup.tsx
/** ARTIST first: the default (spec 001 §4). */
var typeOrder = [
	"ARTIST",
	"SONG",
	"EVENT"
];
/** The Filter popup (spec 001 §2, §4): the type (ARTIST by default) and, for songs, genres. */
function FilterPopup({ open, initial, onClose, onApply }) {
	const { t } = useTranslation(["search", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		title: t("search.filterTitle"),
		closeLabel: t("shared:common.close"),
		size: "sm",
		actions: /* @__PURE__ */ jsx(PopupFormActions, {
			form: "search-filter",
			cancelLabel: t("shared:common.cancel"),
			onCancel: onClose,
			cancelVariant: "ghost",
			submitLabel: t("search.apply")
		}),
		children: open && /* @__PURE__ */ jsx(FilterForm, {
			initial,
			onApply
		})
	});
}
function FilterForm({ initial, onApply }) {
	const { t } = useTranslation(["search", "shared"]);
	const [type, setType] = useState(initial.type);
	const [chosen, setChosen] = useState(new Set(initial.genres));
	const toggle = (genre, on) => {
		const next = new Set(chosen);
		if (on) next.add(genre);
		else next.delete(genre);
		setChosen(next);
	};
	return /* @__PURE__ */ jsxs("form", {
		id: "search-filter",
		className: FilterPopup_module_default.form,
		onSubmit: (event) => {
			event.preventDefault();
			onApply({
				type,
				genres: type === "SONG" ? [...chosen] : []
			});
		},
		children: [/* @__PURE__ */ jsxs("fieldset", {
			className: FilterPopup_module_default.fieldset,
			children: [/* @__PURE__ */ jsx("legend", {
				className: FilterPopup_module_default.legend,
				children: t("search.typeLegend")
			}), /* @__PURE__ */ jsx("div", {
				className: FilterPopup_module_default.types,
				children: typeOrder.map((option) => /* @__PURE__ */ jsxs("label", {
					className: FilterPopup_module_default.type,
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "type",
						value: option,
						checked: type === option,
						onChange: () => setType(option)
					}), /* @__PURE__ */ jsx("span", { children: t(`search.types.${option}`) })]
				}, option))
			})]
		}), type === "SONG" && /* @__PURE__ */ jsx(GenreChoice, {
			chosen,
			onToggle: toggle
		})]
	});
}
function GenreChoice({ chosen, onToggle }) {
	const { t } = useTranslation(["search", "shared"]);
	const { client } = useSession();
	const genres = useQuery({
		...genresQueryOptions(client),
		meta: { handlesErrors: true }
	});
	const genreLabel = useGenreLabel();
	return /* @__PURE__ */ jsxs("fieldset", {
		className: FilterPopup_module_default.fieldset,
		children: [/* @__PURE__ */ jsx("legend", {
			className: FilterPopup_module_default.legend,
			children: t("search.genresLegend")
		}), genres.isPending ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("search.genresLoading")
		}) : genres.isError ? /* @__PURE__ */ jsxs("p", {
			role: "alert",
			className: FilterPopup_module_default.error,
			children: [
				t("search.genresFailed"),
				" ",
				/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => void genres.refetch(),
					children: t("shared:common.retry")
				})
			]
		}) : /* @__PURE__ */ jsx("ul", {
			className: FilterPopup_module_default.genres,
			children: genres.data.map((genre) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Checkbox, {
				label: genreLabel(genre),
				checked: chosen.has(genre.value),
				onChange: (event) => onToggle(genre.value, event.target.checked)
			}) }, genre.value))
		})]
	});
}
var SearchResults_module_default = {
	artists: "_artists_1n0u6_1",
	songs: "_songs_1n0u6_2",
	events: "_events_1n0u6_3",
	artist: "_artist_1n0u6_1",
	event: "_event_1n0u6_3",
	author: "_author_1n0u6_37",
	names: "_names_1n0u6_42",
	songText: "_songText_1n0u6_43",
	eventText: "_eventText_1n0u6_44",
	name: "_name_1n0u6_42",
	nick: "_nick_1n0u6_55",
	when: "_when_1n0u6_57",
	genre: "_genre_1n0u6_58",
	length: "_length_1n0u6_59",
	song: "_song_1n0u6_2"
};
// src/features/search/components/SearchResults.tsx
/** An event's page, under its artist's profile (spec 001 §2 'Event detail'). */
var eventPath = (event) => `${paths.profile(event.author.nickName)}/events/${event.id}?userUuid=${encodeURIComponent(event.author.uuid)}`;
/** The results of one page, drawn for their type. */
function SearchResults({ page }) {
	switch (page.type) {
		case "ARTIST": return /* @__PURE__ */ jsx(ArtistResults, { artists: page.elements });
		case "SONG": return /* @__PURE__ */ jsx(SongResults, { songs: page.elements });
		case "EVENT": return /* @__PURE__ */ jsx(EventResults, { events: page.elements });
	}
}
/** Artists link to their profiles (spec 001 §2). */
function ArtistResults({ artists }) {
	return /* @__PURE__ */ jsx("ul", {
		className: SearchResults_module_default.artists,
		children: artists.map((artist) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
			to: paths.profile(artist.nickName),
			className: SearchResults_module_default.artist,
			children: [/* @__PURE__ */ jsx(Avatar, {
				src: artist.avatar,
				name: artist.publicName,
				size: "lg",
				ring: true,
				decorative: true
			}), /* @__PURE__ */ jsxs("span", {
				className: SearchResults_module_default.names,
				children: [/* @__PURE__ */ jsx("span", {
					className: SearchResults_module_default.name,
					children: artist.publicName
				}), /* @__PURE__ */ jsxs("span", {
					className: SearchResults_module_default.nick,
					children: ["@", artist.nickName]
				})]
			})]
		}) }, artist.uuid))
	});
}
var trackOf = (song) => song.songUrl ? {
	id: `song:${song.id}`,
	title: song.songName,
	artist: song.author.nickName,
	src: song.songUrl,
	media: song.media
} : null;
/** Songs play in the app-wide player, the page's songs as its queue. */
function SongResults({ songs }) {
	const { t } = useTranslation(["search", "shared"]);
	const genreLabel = useGenreCodeLabel();
	const player = usePlayer();
	const queue = songs.map(trackOf).filter((track) => track !== null);
	return /* @__PURE__ */ jsx("ul", {
		className: SearchResults_module_default.songs,
		children: songs.map((song) => {
			const track = trackOf(song);
			const current = player.isCurrent(`song:${song.id}`);
			const playing = current && player.playing;
			return /* @__PURE__ */ jsxs("li", {
				className: SearchResults_module_default.song,
				"data-current": current || void 0,
				children: [
					/* @__PURE__ */ jsx(IconButton, {
						variant: current ? "primary" : "secondary",
						className: SearchResults_module_default.play,
						icon: playing ? /* @__PURE__ */ jsx(PauseIcon, {}) : /* @__PURE__ */ jsx(PlayIcon, {}),
						label: t(playing ? "search.pause" : track ? "search.play" : "search.noAudio", { name: song.songName }),
						pressed: playing,
						disabled: !track,
						onClick: () => {
							if (!track) return;
							if (current) player.toggle();
							else player.play(track, queue);
						}
					}),
					/* @__PURE__ */ jsxs("span", {
						className: SearchResults_module_default.songText,
						children: [/* @__PURE__ */ jsx("span", {
							className: SearchResults_module_default.name,
							children: song.songName
						}), /* @__PURE__ */ jsxs(Link, {
							to: paths.profile(song.author.nickName),
							className: SearchResults_module_default.author,
							children: ["@", song.author.nickName]
						})]
					}),
					/* @__PURE__ */ jsx("span", {
						className: SearchResults_module_default.genre,
						children: genreLabel(song.genre)
					}),
					/* @__PURE__ */ jsx("span", {
						className: SearchResults_module_default.length,
						children: formatDuration(song.lengthOfSong)
					}),
					/* @__PURE__ */ jsx(QueueMenu, { track })
				]
			}, song.id);
		})
	});
}
/** Events link to their pages. */
function EventResults({ events }) {
	const [language] = useLanguage();
	return /* @__PURE__ */ jsx("ul", {
		className: SearchResults_module_default.events,
		children: events.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
			to: eventPath(event),
			className: SearchResults_module_default.event,
			children: [/* @__PURE__ */ jsx(Cover, {
				src: event.eventCoverThumbnail,
				alt: "",
				ratio: 1.5
			}), /* @__PURE__ */ jsxs("span", {
				className: SearchResults_module_default.eventText,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: SearchResults_module_default.name,
						children: event.eventTitle
					}),
					/* @__PURE__ */ jsx("time", {
						className: SearchResults_module_default.when,
						dateTime: event.eventStartAt.replace(" ", "T") + "Z",
						children: formatDateTime(event.eventStartAt, language)
					}),
					/* @__PURE__ */ jsxs("span", {
						className: SearchResults_module_default.nick,
						children: ["@", event.author.nickName]
					})
				]
			})]
		}) }, event.id))
	});
}
// src/features/search/searchState.ts
var defaultType = "ARTIST";
var knownGenres = new Set(genres$1.codes);
function readSearchState(params) {
	const page = Number.parseInt(params.get("page") ?? "", 10);
	const type = searchTypes.safeParse(params.get("type")?.toUpperCase());
	const genres = (params.get("genres") ?? "").split(",").filter((genre) => knownGenres.has(genre));
	return {
		page: Number.isFinite(page) && page >= 1 ? page : 1,
		text: (params.get("q") ?? "").trim(),
		type: type.success ? type.data : defaultType,
		filtered: type.success,
		genres: type.success && type.data === "SONG" ? [...new Set(genres)] : []
	};
}
function writeSearchState(state) {
	const params = new URLSearchParams();
	params.set("page", String(state.page));
	if (state.text) params.set("q", state.text);
	if (state.filtered) params.set("type", state.type);
	if (state.filtered && state.type === "SONG" && state.genres.length > 0) params.set("genres", state.genres.join(","));
	return params;
}
/** Nothing asked yet: no text and no filter applied ('Start your journey'). */
var isIdle = (state) => !state.text && !state.filtered;
var SearchScreen_module_default = {
	toolbar: "_toolbar_1e006_1",
	box: "_box_1e006_8",
	results: "_results_1e006_13",
	status: "_status_1e006_17",
	stale: "_stale_1e006_21",
	pagination: "_pagination_1e006_26"
};
// src/features/search/screens/SearchScreen.tsx
/**
* Site-wide search (spec 001 §2, §4): a debounced search box, the Filter popup (type, genres
* for songs), chips of the applied filter, the results of the chosen type and their pages.
* Everything the results depend on is in the address, so a page change refetches (§4).
*/
function SearchScreen() {
	const { t } = useTranslation(["search", "shared"]);
	const { client } = useSession();
	const [params, setParams] = useSearchParams();
	const state = readSearchState(params);
	const [filterOpen, setFilterOpen] = useState(false);
	const [emitted, setEmitted] = useState(state.text);
	const [seenText, setSeenText] = useState(state.text);
	const [boxKey, setBoxKey] = useState(0);
	if (state.text !== seenText) {
		setSeenText(state.text);
		if (state.text !== emitted) {
			setEmitted(state.text);
			setBoxKey((key) => key + 1);
		}
	}
	const go = (next, options = {}) => setParams(writeSearchState(next), options);
	const idle = isIdle(state);
	const results = useQuery({
		...searchQueryOptions(client, {
			type: state.type,
			text: state.text,
			genres: state.genres,
			page: uiPageToApi(state.page)
		}),
		enabled: !idle,
		meta: { handlesErrors: true }
	});
	const onSearch = (text) => {
		setEmitted(text);
		go({
			...state,
			text,
			page: 1
		}, { replace: true });
	};
	const applyFilter = (choice) => {
		setFilterOpen(false);
		go({
			...state,
			type: choice.type,
			genres: choice.type === "SONG" ? choice.genres : [],
			filtered: true,
			page: 1
		});
	};
	const clearType = () => go({
		page: 1,
		text: "",
		type: defaultType,
		filtered: false,
		genres: []
	});
	const clearGenres = () => go({
		...state,
		genres: [],
		page: 1
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.search")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: SearchScreen_module_default.toolbar,
				children: [/* @__PURE__ */ jsx(SearchBox, {
					className: SearchScreen_module_default.box,
					defaultValue: state.text,
					onSearch,
					label: t("search.boxLabel"),
					placeholder: t("search.placeholder"),
					clearLabel: t("search.clear")
				}, boxKey), /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					iconEnd: /* @__PURE__ */ jsx(ChevronDownIcon, {}),
					"aria-haspopup": "dialog",
					onClick: () => setFilterOpen(true),
					children: t("search.filter")
				})]
			}),
			/* @__PURE__ */ jsx(FilterChips, {
				state,
				onClearType: clearType,
				onClearGenres: clearGenres
			}),
			/* @__PURE__ */ jsxs("section", {
				className: SearchScreen_module_default.results,
				"aria-labelledby": "search-results-title",
				"aria-busy": results.isFetching,
				children: [/* @__PURE__ */ jsx(VisuallyHidden, {
					as: "h2",
					id: "search-results-title",
					children: t("search.results")
				}), idle ? /* @__PURE__ */ jsx(EmptyState, {
					headingLevel: "h3",
					title: t("search.startTitle"),
					description: t("search.startText")
				}) : results.isPending ? /* @__PURE__ */ jsx("p", {
					className: SearchScreen_module_default.status,
					role: "status",
					children: t("shared:common.loading")
				}) : results.isError ? /* @__PURE__ */ jsx("div", {
					role: "alert",
					children: /* @__PURE__ */ jsx(EmptyState, {
						compact: true,
						headingLevel: "h3",
						title: t("search.errorTitle"),
						description: t("search.errorText"),
						action: /* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							loading: results.isFetching,
							loadingLabel: t("shared:common.loading"),
							onClick: () => void results.refetch(),
							children: t("shared:common.retry")
						})
					})
				}) : results.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
					headingLevel: "h3",
					title: t("search.noMatches"),
					description: t("search.noMatchesText")
				}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
					className: results.isPlaceholderData ? SearchScreen_module_default.stale : void 0,
					children: /* @__PURE__ */ jsx(SearchResults, { page: results.data })
				}), /* @__PURE__ */ jsx(Pager, {
					className: SearchScreen_module_default.pagination,
					page: state.page,
					totalPages: results.data.totalPages,
					onPageChange: (page) => {
						go({
							...state,
							page
						});
						window.scrollTo({ top: 0 });
					},
					label: t("search.pagination")
				})] })]
			}),
			/* @__PURE__ */ jsx(FilterPopup, {
				open: filterOpen,
				initial: {
					type: state.type,
					genres: state.genres
				},
				onClose: () => setFilterOpen(false),
				onApply: applyFilter
			})
		]
	});
}
export { SearchScreen };

//# sourceMappingURL=SearchScreen-DKBOuQuu.js.map