import { t as Button } from "./Button-CPwj6nzH.js";
import { Z as Select, et as FormField } from "../entry-server.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { o as moderationLimits, s as reportCategories, t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/shared/ui/ReportPopup.tsx
/**
* The report form behind the 'Report' entry: a reason from the contract's list and the
* reporter's own words, sent to the moderators. Its own chunk: the contract's report schema and
* list come with zod, which posts on `/` must not download before anyone reports anything.
*/
function ReportPopup({ targetKind, targetId, onClose }) {
	const { t } = useTranslation("shared");
	const { client } = useSession();
	const [category, setCategory] = useState("SPAM");
	const [details, setDetails] = useState("");
	const [state, setState] = useState({ sending: false });
	const send = async () => {
		setState({ sending: true });
		try {
			await client.call(endpoints.moderation.report, { body: {
				targetKind,
				targetId,
				category,
				reason: details.trim() || t(`report.categories.${category}`)
			} });
			setState({
				sending: false,
				done: true
			});
		} catch (failure) {
			const message = failure instanceof Error && "serverMessage" in failure && failure.serverMessage ? String(failure.serverMessage) : t("report.failed");
			setState({
				sending: false,
				error: message
			});
		}
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: true,
		onClose,
		title: t(`report.title.${targetKind}`),
		closeLabel: t("common.close"),
		actions: state.done ? /* @__PURE__ */ jsx(Button, {
			onClick: onClose,
			children: t("common.close")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onClose,
			children: t("report.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => void send(),
			loading: state.sending,
			children: t("report.send")
		})] }),
		children: [state.done ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("report.done")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(FormField, {
			label: t("report.category"),
			children: /* @__PURE__ */ jsx(Select, {
				value: category,
				options: reportCategories.options.map((value) => ({
					value,
					label: t(`report.categories.${value}`)
				})),
				onChange: (event) => setCategory(event.target.value)
			})
		}), /* @__PURE__ */ jsx(FormField, {
			label: t("report.details"),
			children: /* @__PURE__ */ jsx(TextArea, {
				value: details,
				maxLength: moderationLimits.reasonMax,
				rows: 3,
				onChange: (event) => setDetails(event.target.value)
			})
		})] }), state.error && /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: state.error
		})]
	});
}
export { ReportPopup };

//# sourceMappingURL=ReportPopup-B0-YDMDV.js.map