import { t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { a as pageSizes } from "./limits-Bj0hKUrz.js";
import { c as uiPageToApi } from "./values-B1-1z55d.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/catalogue/api/catalogueApi.ts
var catalogue = endpoints.catalogue;
/** Every catalogue query of one artist starts with this key, so one invalidation refreshes them all. */
var catalogueKeys = {
	artist: (uuid) => ["catalogue", uuid],
	products: (uuid) => [
		"catalogue",
		uuid,
		"products"
	],
	songs: (uuid, page, size) => [
		"catalogue",
		uuid,
		"songs",
		page,
		size
	],
	playlists: (uuid, page, size) => [
		"catalogue",
		uuid,
		"playlists",
		page,
		size
	],
	playlist: (uuid, id) => [
		"catalogue",
		uuid,
		"playlist",
		id
	],
	events: (uuid, page) => [
		"catalogue",
		uuid,
		"events",
		page
	],
	event: (uuid, id) => [
		"catalogue",
		uuid,
		"event",
		id
	]
};
/** Every 2 s while one of the songs shown is processing: the artist watches it become READY or FAILED. */
var whileProcessing = (songs) => songs?.some((song) => song.media?.status === "PROCESSING") ? 2e3 : false;
/** Songs, the first 4 playlists and the first 3 events: the profile's content box. */
var productsQueryOptions = (client, uuid) => queryOptions({
	queryKey: catalogueKeys.products(uuid),
	queryFn: ({ signal }) => client.call(catalogue.products, {
		params: { uuid },
		signal
	}),
	refetchInterval: (query) => whileProcessing(query.state.data?.songs)
});
var songsQueryOptions = (client, uuid, uiPage, size = pageSizes.default) => queryOptions({
	queryKey: catalogueKeys.songs(uuid, uiPage, size),
	queryFn: ({ signal }) => client.call(catalogue.songs, {
		params: { uuid },
		query: {
			page: uiPageToApi(uiPage),
			size
		},
		signal
	})
});
var playlistsQueryOptions = (client, uuid, uiPage, size = pageSizes.songsTabPlaylists) => queryOptions({
	queryKey: catalogueKeys.playlists(uuid, uiPage, size),
	queryFn: ({ signal }) => client.call(catalogue.playlists, {
		params: { uuid },
		query: {
			page: uiPageToApi(uiPage),
			size
		},
		signal
	})
});
var playlistQueryOptions = (client, uuid, id) => queryOptions({
	queryKey: catalogueKeys.playlist(uuid, id),
	queryFn: ({ signal }) => client.call(catalogue.playlist, {
		params: {
			uuid,
			id: String(id)
		},
		signal
	}),
	meta: { handlesErrors: true },
	retry: false
});
var eventsQueryOptions = (client, uuid, uiPage) => queryOptions({
	queryKey: catalogueKeys.events(uuid, uiPage),
	queryFn: ({ signal }) => client.call(catalogue.events, {
		params: { uuid },
		query: {
			page: uiPageToApi(uiPage),
			size: pageSizes.events
		},
		signal
	})
});
var eventQueryOptions = (client, uuid, id) => queryOptions({
	queryKey: catalogueKeys.event(uuid, id),
	queryFn: ({ signal }) => client.call(catalogue.event, {
		params: {
			uuid,
			id: String(id)
		},
		signal
	}),
	meta: { handlesErrors: true },
	retry: false
});
function createSong(client, uuid, form) {
	return client.call(catalogue.createSong, {
		params: { uuid },
		body: form
	});
}
function deleteSong(client, uuid, songId) {
	return client.call(catalogue.deleteSong, { params: {
		uuid,
		songId: String(songId)
	} });
}
function createPlaylist(client, uuid, form) {
	return client.call(catalogue.createPlaylist, {
		params: { uuid },
		body: form
	});
}
function createEvent(client, uuid, form) {
	return client.call(catalogue.createEvent, {
		params: { uuid },
		body: form
	});
}
/** The server's genre list, shared with the feed's query under the same key. */
var genresQueryOptions = (client) => queryOptions({
	queryKey: ["genres"],
	queryFn: ({ signal }) => client.getGenres({ signal }),
	staleTime: Infinity
});
export { deleteSong as a, genresQueryOptions as c, productsQueryOptions as d, songsQueryOptions as f, createSong as i, playlistQueryOptions as l, createEvent as n, eventQueryOptions as o, whileProcessing as p, createPlaylist as r, eventsQueryOptions as s, catalogueKeys as t, playlistsQueryOptions as u };

//# sourceMappingURL=catalogueApi-_dayYxO8.js.map