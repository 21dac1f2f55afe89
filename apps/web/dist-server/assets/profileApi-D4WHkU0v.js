import { t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { a as pageSizes } from "./limits-Bj0hKUrz.js";
import { c as uiPageToApi } from "./values-B1-1z55d.js";
import { queryOptions } from "@tanstack/react-query";
// src/features/profile/api/profileApi.ts
var profiles = endpoints.profiles;
var profileKeys = {
	all: ["profile"],
	/** Nicknames are unique case-insensitively, so the key is too. */
	profile: (nickName) => ["profile", nickName.toLowerCase()],
	prices: (uuid) => ["service-prices", uuid],
	subscribers: (uuid, page) => [
		"subscribers",
		uuid,
		page
	]
};
/** GET /profiles/{nickName}: the head of every profile page; levelSubscription depends on who asks. */
var profileQueryOptions = (client, nickName) => queryOptions({
	queryKey: profileKeys.profile(nickName),
	queryFn: ({ signal }) => client.call(profiles.profile, {
		params: { id: nickName },
		signal
	}),
	meta: { handlesErrors: true },
	retry: false
});
var servicePricesQueryOptions = (client, uuid) => queryOptions({
	queryKey: profileKeys.prices(uuid),
	queryFn: ({ signal }) => client.call(profiles.servicePrices, {
		params: { uuid },
		signal
	})
});
var subscribersQueryOptions = (client, uuid, uiPage) => queryOptions({
	queryKey: profileKeys.subscribers(uuid, uiPage),
	queryFn: ({ signal }) => client.call(profiles.subscribers, {
		params: { uuid },
		query: {
			page: uiPageToApi(uiPage),
			size: pageSizes.default
		},
		signal
	})
});
/** PATCH /profiles/{id} as multipart: text fields and, when changed, the cropped pictures. */
function updateProfile(client, profile, form) {
	return client.call(profiles.updateProfile, {
		params: { id: profile.uuid },
		body: form
	});
}
function updateServicePrices(client, uuid, body) {
	return client.call(profiles.updateServicePrices, {
		params: { uuid },
		body
	});
}
function inviteSubscriber(client, uuid, body) {
	return client.call(profiles.inviteSubscriber, {
		params: { uuid },
		body
	});
}
function acceptInvitation(client, key) {
	return client.call(profiles.acceptInvitation, { params: { key } });
}
export { servicePricesQueryOptions as a, updateServicePrices as c, profileQueryOptions as i, inviteSubscriber as n, subscribersQueryOptions as o, profileKeys as r, updateProfile as s, acceptInvitation as t };

//# sourceMappingURL=profileApi-D4WHkU0v.js.map