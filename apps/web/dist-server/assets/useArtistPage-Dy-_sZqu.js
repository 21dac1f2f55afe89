import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { k as paths } from "../entry-server.js";
import { i as profileQueryOptions } from "./profileApi-D4WHkU0v.js";
import { NavLink } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
var OwnerNav_module_default = {
	bar: "_bar_148kq_1",
	list: "_list_148kq_8",
	link: "_link_148kq_17",
	active: "_active_148kq_32"
};
// src/features/profile/components/OwnerNav.tsx
/**
* The owner navigation bar of an artist's pages (spec 001 §2): Profile, Songs, Events, Video
* Congratulations, Earnings and Subscribers. The spec marks Earnings 'Not available yet'; here it
* leads to the payments feature's Earnings page (issue 13 goes beyond the spec). Its strings are
* in the profile namespace, which every screen that shows it loads (see public.ts).
*/
function OwnerNav({ nickName }) {
	const { t } = useTranslation("profile");
	const base = paths.profile(nickName);
	const entries = [
		{
			to: base,
			label: t("ownerNav.profile"),
			end: true
		},
		{
			to: `${base}/songs`,
			label: t("ownerNav.songs"),
			end: false
		},
		{
			to: `${base}/events`,
			label: t("ownerNav.events"),
			end: false
		},
		{
			to: `${base}/video`,
			label: t("ownerNav.video"),
			end: false
		},
		{
			to: paths.earnings(nickName),
			label: t("ownerNav.earnings"),
			end: false
		},
		{
			to: `${base}/subscribers`,
			label: t("ownerNav.subscribers"),
			end: false
		}
	];
	const linkClass = ({ isActive }) => isActive ? `${OwnerNav_module_default.link} ${OwnerNav_module_default.active}` : OwnerNav_module_default.link;
	return /* @__PURE__ */ jsx("nav", {
		className: OwnerNav_module_default.bar,
		"aria-label": t("ownerNav.label"),
		children: /* @__PURE__ */ jsx("ul", {
			className: OwnerNav_module_default.list,
			children: entries.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: entry.to,
				end: entry.end,
				className: linkClass,
				children: entry.label
			}) }, entry.to))
		})
	});
}
// src/features/profile/api/useArtistPage.ts
/** The profile a page under /profile/{nickName} belongs to, and who is looking at it. */
function useArtistPage(nickName) {
	const { client, user } = useSession();
	const query = useQuery(profileQueryOptions(client, nickName));
	const profile = query.data;
	return {
		query,
		profile,
		isOwner: profile?.levelSubscription === "OWNER" || !!user && user.nickName.toLowerCase() === (profile?.nickName ?? nickName).toLowerCase(),
		isArtist: profile?.authorities.includes("ARTIST") ?? false
	};
}
export { OwnerNav as n, useArtistPage as t };

//# sourceMappingURL=useArtistPage-Dy-_sZqu.js.map