import { t as fillPath } from "./routes-n7G8wHCa.js";
import { t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { s as formatHryvnia } from "./limits-Bj0hKUrz.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { H as EmptyState, U as Preloader, Y as Avatar, _ as formatDateTime, z as Badge } from "../entry-server.js";
import { queryOptions } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/greetings/api/greetingsApi.ts
var greetings = endpoints.greetings;
var ordersQueryKey = (isArtistFlow) => [
	"greetings",
	"orders",
	isArtistFlow
];
/** `isArtistFlow`: the artist's incoming orders; otherwise the fan's own. Newest first. */
var ordersQueryOptions = (client, isArtistFlow) => queryOptions({
	queryKey: ordersQueryKey(isArtistFlow),
	queryFn: ({ signal }) => client.call(greetings.orders, {
		query: { isArtistFlow: isArtistFlow ? "true" : "false" },
		signal
	})
});
/** The artist sends the recorded video (multipart `video`), which completes the order. */
function deliverVideo(client, offerId, video) {
	const body = new FormData();
	body.append("video", video);
	const { method, path, responses } = greetings.deliver;
	return client.request(method, fillPath(path, { offerId: String(offerId) }), body, { schema: responses[200] });
}
function declineOrder(client, offerId) {
	return client.call(greetings.decline, { params: { offerId: String(offerId) } });
}
/** The artist's public profile (name, prices), for the orders page's header. */
var profileQueryOptions = (client, nickName) => queryOptions({
	queryKey: ["profile", nickName],
	queryFn: ({ signal }) => client.call(endpoints.profiles.profile, {
		params: { id: nickName },
		signal
	})
});
// src/features/greetings/components/timeLeft.ts
/** Whole days, hours and minutes in `seconds` (never negative): how the deadline reads. */
function splitSeconds(seconds) {
	const total = Math.max(0, Math.floor(seconds));
	return {
		days: Math.floor(total / 86400),
		hours: Math.floor(total % 86400 / 3600),
		minutes: Math.floor(total % 3600 / 60)
	};
}
/** Which of the three forms fits: days and hours, hours and minutes, or minutes alone. */
function timeLeftKey(seconds) {
	const { days, hours } = splitSeconds(seconds);
	return days > 0 ? "leftDays" : hours > 0 ? "leftHours" : "leftMinutes";
}
var Orders_module_default = {
	intro: "_intro_ssq80_1",
	list: "_list_ssq80_7",
	row: "_row_ssq80_15",
	main: "_main_ssq80_26",
	name: "_name_ssq80_33",
	meta: "_meta_ssq80_39",
	desire: "_desire_ssq80_44",
	deadline: "_deadline_ssq80_53",
	side: "_side_ssq80_59",
	facts: "_facts_ssq80_66 _facts_12d2y_2",
	video: "_video_ssq80_75",
	note: "_note_ssq80_84",
	success: "_success_ssq80_89",
	error: "_error_ssq80_96",
	headerRow: "_headerRow_ssq80_101",
	headerText: "_headerText_ssq80_109",
	download: "_download_ssq80_135",
	headerActions: "_headerActions_ssq80_159"
};
// src/features/greetings/components/OrderRow.tsx
var statusTone = {
	INIT: "info",
	COMPLETE: "success",
	DECLINED: "danger"
};
/** "2 d 4 h left", or the overdue notice once the deadline has passed (the job declines it within a minute). */
function useTimeLeft() {
	const { t } = useTranslation("greetings");
	return (order) => {
		if (order.secondsLeft === null) return null;
		if (order.secondsLeft <= 0) return t("order.overdue");
		return t("order.timeLeft", { left: t(`order.${timeLeftKey(order.secondsLeft)}`, splitSeconds(order.secondsLeft)) });
	};
}
/** One order in a list: the other party, when, the price, the status and (open ones) the time left. */
function OrderRow({ order, forArtist, action }) {
	const { t } = useTranslation("greetings");
	const [language] = useLanguage();
	const timeLeft = useTimeLeft()(order);
	const name = order.user.publicName ?? order.user.nickName ?? t("order.unknown");
	return /* @__PURE__ */ jsxs("li", {
		className: Orders_module_default.row,
		"data-testid": "video-order",
		children: [
			/* @__PURE__ */ jsx(Avatar, {
				src: order.user.avatar,
				name,
				size: "md",
				decorative: true
			}),
			/* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.main,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: Orders_module_default.name,
						children: forArtist ? t("order.from", { name }) : t("order.with", { name })
					}),
					/* @__PURE__ */ jsxs("span", {
						className: Orders_module_default.meta,
						children: [
							t("order.orderedAt", { date: formatDateTime(order.orderedAt, language) }),
							" ·",
							" ",
							formatHryvnia(order.money.amount, language)
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: Orders_module_default.desire,
						children: order.fanDesire
					}),
					timeLeft && /* @__PURE__ */ jsx("span", {
						className: Orders_module_default.deadline,
						children: timeLeft
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.side,
				children: [/* @__PURE__ */ jsx(Badge, {
					tone: statusTone[order.status],
					children: forArtist ? t(`artistStatus.${order.status}`) : t(`status.${order.status}`)
				}), action]
			})
		]
	});
}
// src/features/greetings/components/OrderList.tsx
/** The video congratulation orders of a fan or an artist, each with its View button; loading, then the list or the empty state. */
function OrderList({ orders, loading, forArtist, viewLabel, empty, onView }) {
	const { t } = useTranslation("shared");
	if (!orders) return loading ? /* @__PURE__ */ jsx(Preloader, { label: t("common.loading") }) : null;
	if (orders.length === 0) return /* @__PURE__ */ jsx(EmptyState, {
		title: empty.title,
		description: empty.description
	});
	return /* @__PURE__ */ jsx("ul", {
		className: Orders_module_default.list,
		children: orders.map((order) => /* @__PURE__ */ jsx(OrderRow, {
			order,
			forArtist,
			action: /* @__PURE__ */ jsx(Button, {
				size: "sm",
				variant: "secondary",
				onClick: () => onView(order.id),
				children: viewLabel
			})
		}, order.id))
	});
}
export { declineOrder as a, profileQueryOptions as c, Orders_module_default as i, statusTone as n, deliverVideo as o, useTimeLeft as r, ordersQueryOptions as s, OrderList as t };

//# sourceMappingURL=OrderList-8Ik827so.js.map