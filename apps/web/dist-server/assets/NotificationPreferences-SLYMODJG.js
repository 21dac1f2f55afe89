import { c as notificationTypes, r as notificationChannels } from "./notifications-wxZYJm6T.js";
import { B as Card, E as Screen_module_default, R as useServices, U as Preloader, et as FormField, r as notificationKeys, tt as VisuallyHidden } from "../entry-server.js";
import { t as Checkbox } from "./Checkbox-BYtlxvmS.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { i as ApiError } from "./src-Bp5laenX.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var NotificationPreferences_module_default = {
	table: "_table_1xybw_1",
	block: "_block_1xybw_17",
	subtitle: "_subtitle_1xybw_21",
	times: "_times_1xybw_26"
};
// src/features/notifications/api/pushDevice.ts
var WORKER = "/sw.js";
function pushSupported() {
	return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}
async function registration() {
	return navigator.serviceWorker.getRegistration("/");
}
/** What this device is at now, without asking anything of the person. */
async function pushState() {
	if (!pushSupported()) return "unsupported";
	if (Notification.permission === "denied") return "denied";
	return await (await registration())?.pushManager.getSubscription() && Notification.permission === "granted" ? "on" : "off";
}
/** The VAPID key as PushManager takes it (bytes of the base64url text). */
function keyBytes(base64url) {
	const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
	const text = atob(base64 + "=".repeat((4 - base64.length % 4) % 4));
	const bytes = new Uint8Array(new ArrayBuffer(text.length));
	for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
	return bytes;
}
/** Asks permission (the caller is a click), subscribes and tells the API; answers the new state. */
async function enablePush(client) {
	const permission = await Notification.requestPermission();
	if (permission !== "granted") return permission === "denied" ? "denied" : "off";
	await navigator.serviceWorker.register(WORKER, { scope: "/" });
	const ready = await navigator.serviceWorker.ready;
	const { publicKey } = await client.callNamed("notifications", "pushKey", {});
	const subscription = await ready.pushManager.subscribe({
		userVisibleOnly: true,
		applicationServerKey: keyBytes(publicKey)
	});
	await client.callNamed("notifications", "pushSubscribe", { body: subscription.toJSON() });
	return "on";
}
/** Forgets this browser at the API and unsubscribes it. */
async function disablePush(client) {
	const subscription = await (await registration())?.pushManager.getSubscription();
	if (subscription) {
		try {
			await client.callNamed("notifications", "pushUnsubscribe", { body: { endpoint: subscription.endpoint } });
		} catch (error) {
			if (!(error instanceof ApiError && error.status === 404)) throw error;
		}
		await subscription.unsubscribe();
	}
	return "off";
}
// src/features/notifications/components/PushDevice.tsx
/** "Push on this device": asks the browser's permission only when the person clicks. */
function PushDevice() {
	const { t } = useTranslation("notifications");
	const { client } = useServices();
	const [state, setState] = useState(null);
	const [busy, setBusy] = useState(false);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		let live = true;
		pushState().then((found) => live && setState(found), () => live && setState("off"));
		return () => {
			live = false;
		};
	}, []);
	const run = async (action) => {
		setBusy(true);
		setFailed(false);
		try {
			setState(await action());
		} catch {
			setFailed(true);
		} finally {
			setBusy(false);
		}
	};
	if (state === null) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: NotificationPreferences_module_default.block,
		"data-testid": "push-device",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: NotificationPreferences_module_default.subtitle,
				children: t("push.title")
			}),
			/* @__PURE__ */ jsx("p", {
				role: "status",
				children: t(`push.state.${state}`)
			}),
			state === "off" && /* @__PURE__ */ jsx(Button, {
				disabled: busy,
				onClick: () => void run(() => enablePush(client)),
				children: t("push.enable")
			}),
			state === "on" && /* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				disabled: busy,
				onClick: () => void run(() => disablePush(client)),
				children: t("push.disable")
			}),
			failed && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("push.failed")
			})
		]
	});
}
// src/features/notifications/components/QuietHours.tsx
var DEFAULT_HOURS = {
	from: 1320,
	to: 420
};
/** 1320 → "22:00", as an `<input type="time">` holds it. */
var timeOf = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
var minutesOf = (time) => {
	const [hours = 0, minutes = 0] = time.split(":").map(Number);
	return hours * 60 + minutes;
};
/**
* Quiet hours for push, in this browser's time zone: pushes inside them are not sent (the inbox
* still has every notification).
*/
function QuietHours({ saved }) {
	const { t } = useTranslation("notifications");
	const { client, queryClient } = useServices();
	const [on, setOn] = useState(saved !== null);
	const [from, setFrom] = useState(timeOf(saved?.from ?? DEFAULT_HOURS.from));
	const [to, setTo] = useState(timeOf(saved?.to ?? DEFAULT_HOURS.to));
	const [outcome, setOutcome] = useState(null);
	const timeZone = saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
	const save = async () => {
		setOutcome(null);
		try {
			const quietHours = on ? {
				from: minutesOf(from),
				to: minutesOf(to),
				timeZone
			} : null;
			const answer = await client.callNamed("notifications", "updateSettings", { body: {
				settings: {},
				quietHours
			} });
			queryClient.setQueryData(notificationKeys.settings, answer);
			setOutcome("saved");
		} catch {
			setOutcome("failed");
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: NotificationPreferences_module_default.block,
		"data-testid": "quiet-hours",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: NotificationPreferences_module_default.subtitle,
				children: t("quiet.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("quiet.intro", { timeZone }) }),
			/* @__PURE__ */ jsx(Checkbox, {
				label: t("quiet.enable"),
				checked: on,
				onChange: (event) => setOn(event.currentTarget.checked)
			}),
			on && /* @__PURE__ */ jsxs("div", {
				className: NotificationPreferences_module_default.times,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("quiet.from"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "time",
						value: from,
						onChange: (event) => setFrom(event.currentTarget.value)
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("quiet.to"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "time",
						value: to,
						onChange: (event) => setTo(event.currentTarget.value)
					})
				})]
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				onClick: () => void save(),
				children: t("quiet.save")
			}),
			outcome === "saved" && /* @__PURE__ */ jsx("p", {
				role: "status",
				children: t("preferences.saved")
			}),
			outcome === "failed" && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("preferences.failed")
			})
		]
	});
}
// src/features/notifications/components/NotificationPreferences.tsx
/**
* The Settings screen's panel of notification preferences: for each type, in the app, by e-mail
* and by push. A change is saved at once.
*/
function NotificationPreferences() {
	const { t } = useTranslation(["notifications", "shared"]);
	const { client, queryClient } = useServices();
	const [failed, setFailed] = useState(false);
	const settings = useQuery({
		queryKey: notificationKeys.settings,
		queryFn: ({ signal }) => client.callNamed("notifications", "settings", { signal })
	});
	const save = async (body) => {
		setFailed(false);
		try {
			const saved = await client.callNamed("notifications", "updateSettings", { body });
			queryClient.setQueryData(notificationKeys.settings, saved);
		} catch {
			setFailed(true);
		}
	};
	const change = (type, channel, on) => save({ settings: { [type]: { [channel]: on } } });
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": "settings-notifications",
		"data-testid": "notification-preferences",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "settings-notifications",
				className: Screen_module_default.sectionTitle,
				children: t("preferences.title")
			}),
			/* @__PURE__ */ jsx("p", { children: t("preferences.intro") }),
			settings.data ? /* @__PURE__ */ jsxs("table", {
				className: NotificationPreferences_module_default.table,
				children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t("preferences.type")
				}), notificationChannels.map((channel) => /* @__PURE__ */ jsx("th", {
					scope: "col",
					children: t(`preferences.${channel}`)
				}, channel))] }) }), /* @__PURE__ */ jsx("tbody", { children: notificationTypes.options.map((type) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
					scope: "row",
					children: t(`types.${type}`)
				}), notificationChannels.map((channel) => /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(Checkbox, {
					label: /* @__PURE__ */ jsx(VisuallyHidden, { children: t("preferences.toggle", {
						type: t(`types.${type}`),
						channel: t(`preferences.${channel}`)
					}) }),
					checked: settings.data.settings[type]?.[channel] ?? false,
					onChange: (event) => void change(type, channel, event.currentTarget.checked)
				}) }, channel))] }, type)) })]
			}) : null,
			settings.data ? /* @__PURE__ */ jsx(Checkbox, {
				label: t("preferences.digest"),
				checked: settings.data.emailDigest === "daily",
				onChange: (event) => void save({ emailDigest: event.currentTarget.checked ? "daily" : "off" })
			}) : settings.isPending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : null,
			failed && /* @__PURE__ */ jsx("p", {
				role: "alert",
				children: t("preferences.failed")
			}),
			/* @__PURE__ */ jsx(PushDevice, {}),
			settings.data && /* @__PURE__ */ jsx(QuietHours, { saved: settings.data.quietHours })
		]
	});
}
export { NotificationPreferences };

//# sourceMappingURL=NotificationPreferences-SLYMODJG.js.map