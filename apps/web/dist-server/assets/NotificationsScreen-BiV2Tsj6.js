import { E as Screen_module_default, H as EmptyState, J as PageHeader, R as useServices, U as Preloader, Y as Avatar, _ as formatDateTime, i as pageQueryOptions, n as markRead, nt as Container } from "../entry-server.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { a as notificationPath } from "./notifications-wxZYJm6T.js";
import { t as Pager } from "./Pager-oeQMbfys.js";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/notifications/components/notificationLink.ts
/** Where a notification leads (the contract's mapping, which the API's mails use too). */
function notificationLink(notification, me) {
	return notificationPath({
		type: notification.type,
		target: notification.target,
		actorNickName: notification.actor?.nickName ?? null,
		data: notification.data
	}, me?.nickName ?? null);
}
var NotificationsScreen_module_default = {
	list: "_list_14db0_1",
	item: "_item_14db0_9",
	text: "_text_14db0_25",
	time: "_time_14db0_37"
};
// src/features/notifications/screens/NotificationsScreen.tsx
/** The signed-in user's notifications, newest first, 20 a page; each links to what it is about. */
function NotificationsScreen() {
	const { t } = useTranslation(["notifications", "shared"]);
	const [language] = useLanguage();
	const { client, queryClient } = useServices();
	const session = useSession();
	const [params, setParams] = useSearchParams();
	const page = Math.max(1, Number(params.get("page")) || 1);
	const notifications = useQuery(pageQueryOptions(client, page - 1));
	const me = session.loggedIn ? session.user : null;
	const text = (item) => {
		const values = {
			actor: item.actor?.publicName ?? t("page.someone"),
			others: item.othersCount,
			messages: item.othersCount + 1,
			amount: item.data.amount ?? "",
			name: item.data.name ?? "",
			deadline: typeof item.data.deadlineAt === "string" ? formatDateTime(item.data.deadlineAt, language) : "",
			until: typeof item.data.activeUntil === "string" ? formatDateTime(item.data.activeUntil, language) : ""
		};
		const key = (item.type === "POST_LIKED" || item.type === "CHAT_MESSAGE") && item.othersCount > 0 ? `${item.type}_others` : (item.type === "WITHDRAWAL_DECIDED" || item.type === "NOMINATION_DECIDED") && item.data.status === "REJECTED" ? `${item.type}_rejected` : item.type === "AUCTION_ENDED" && item.data.status === "UNSOLD" ? "AUCTION_ENDED_unsold" : item.type;
		return t(`text.${key}`, values);
	};
	const data = notifications.data;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.notifications"),
			actions: data && data.unread > 0 ? /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				size: "sm",
				onClick: () => void markRead(client, queryClient),
				children: t("page.markAllRead")
			}) : void 0
		}), data ? data.elements.length ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
			className: NotificationsScreen_module_default.list,
			"data-testid": "notifications-list",
			children: data.elements.map((item) => /* @__PURE__ */ jsxs("li", {
				className: NotificationsScreen_module_default.item,
				"data-unread": item.readAt === null,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: item.actor?.avatar,
						name: item.actor?.publicName ?? "",
						size: "sm",
						decorative: true
					}),
					/* @__PURE__ */ jsxs(Link, {
						to: notificationLink(item, me),
						className: NotificationsScreen_module_default.text,
						onClick: () => {
							if (item.readAt === null) markRead(client, queryClient, [item.id]);
						},
						children: [text(item), /* @__PURE__ */ jsx("time", {
							className: NotificationsScreen_module_default.time,
							dateTime: item.createdAt,
							children: formatDateTime(item.createdAt, language)
						})]
					}),
					item.readAt === null && /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "sm",
						onClick: () => void markRead(client, queryClient, [item.id]),
						children: t("page.markRead")
					})
				]
			}, item.id))
		}), /* @__PURE__ */ jsx(Pager, {
			page,
			totalPages: data.totalPages,
			onPageChange: (next) => setParams({ page: String(next) }),
			maxButtons: 7,
			label: t("page.pages")
		})] }) : /* @__PURE__ */ jsx(EmptyState, {
			title: t("page.empty"),
			description: t("page.emptyHint")
		}) : notifications.isPending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: t("page.failed")
		})]
	});
}
export { NotificationsScreen };

//# sourceMappingURL=NotificationsScreen-BiV2Tsj6.js.map