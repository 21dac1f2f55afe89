import { s as formatHryvnia } from "./limits-Bj0hKUrz.js";
import { E as Screen_module_default, J as PageHeader, R as useServices, _ as formatDateTime, nt as Container, z as Badge } from "../entry-server.js";
import { i as Orders_module_default, n as statusTone, s as ordersQueryOptions, t as OrderList } from "./OrderList-8Ik827so.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/greetings/components/FanOrderPopup.tsx
/** The fan's View popup (spec 001 §2): the order, and the video to watch and download once it is done. */
function FanOrderPopup({ order, onClose }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const [language] = useLanguage();
	if (!order) return null;
	const name = order.user.publicName ?? order.user.nickName ?? t("order.unknown");
	return /* @__PURE__ */ jsxs(Popup, {
		open: true,
		onClose,
		title: t("order.with", { name }),
		closeLabel: t("shared:common.close"),
		size: "lg",
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [order.status === "COMPLETE" && order.videoUrl && /* @__PURE__ */ jsx("a", {
			className: Orders_module_default.download,
			href: order.videoUrl,
			download: true,
			children: t("fan.download")
		}), /* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onClose,
			children: t("shared:common.close")
		})] }),
		children: [
			order.status === "COMPLETE" && order.videoUrl && /* @__PURE__ */ jsx("video", {
				className: Orders_module_default.video,
				src: order.videoUrl,
				controls: true,
				preload: "metadata",
				"aria-label": t("fan.videoLabel", { name })
			}),
			order.status === "INIT" && order.deadlineAt && /* @__PURE__ */ jsx("p", {
				className: Orders_module_default.note,
				children: t("fan.waiting", { date: formatDateTime(order.deadlineAt, language) })
			}),
			order.status === "DECLINED" && /* @__PURE__ */ jsx("p", {
				className: Orders_module_default.note,
				children: t("fan.declined")
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: Orders_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("order.status") }),
					/* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Badge, {
						tone: statusTone[order.status],
						children: t(`status.${order.status}`)
					}) }),
					/* @__PURE__ */ jsx("dt", { children: t("order.amount") }),
					/* @__PURE__ */ jsx("dd", { children: formatHryvnia(order.money.amount, language) }),
					/* @__PURE__ */ jsx("dt", { children: t("order.desire") }),
					/* @__PURE__ */ jsx("dd", { children: order.fanDesire })
				]
			})
		]
	});
}
// src/features/greetings/screens/FanVideosScreen.tsx
/** 'My video congratulations' (spec 001 §2, /video): the fan's own orders, newest first, with a View popup. */
function FanVideosScreen() {
	const { t } = useTranslation(["greetings", "shared"]);
	const { client } = useServices();
	const orders = useQuery(ordersQueryOptions(client, false));
	const [viewing, setViewing] = useState(null);
	const current = orders.data?.find((order) => order.id === viewing) ?? null;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.video")
			}),
			/* @__PURE__ */ jsx("p", {
				className: Orders_module_default.intro,
				children: t("fan.intro")
			}),
			/* @__PURE__ */ jsx(OrderList, {
				orders: orders.data,
				loading: orders.isPending,
				forArtist: false,
				viewLabel: t("fan.view"),
				empty: {
					title: t("fan.empty"),
					description: t("fan.emptyHint")
				},
				onView: setViewing
			}),
			/* @__PURE__ */ jsx(FanOrderPopup, {
				order: current,
				onClose: () => setViewing(null)
			})
		]
	});
}
export { FanVideosScreen };

//# sourceMappingURL=FanVideosScreen-CFR24QbQ.js.map