import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { et as FormField } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { i as limits, n as cropRatios } from "./limits-Bj0hKUrz.js";
import { i as eventRules } from "./form-rules-zI4un0uf.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { n as wordedBy, t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { t as ImageCropper } from "./ImageCropper-BTAn3gpq.js";
import { n as createEvent } from "./catalogueApi-_dayYxO8.js";
import { t as Forms_module_default } from "./Forms.module-Cxh-JABw.js";
import { n as usePopupSubmit, t as FormPopup } from "./FormPopup--nd5iL1F.js";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/components/CreateEventPopup.tsx
var empty = {
	eventTitle: "",
	description: "",
	date: "",
	time: "",
	eventLink: "",
	eventCover: null
};
var pad = (value) => String(value).padStart(2, "0");
/** Today in the browser's zone as the date input's 'YYYY-MM-DD' (its minimum). */
function today() {
	const now = /* @__PURE__ */ new Date();
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
/** A local date and 24-hour time as the API's UTC 'YYYY-MM-DD HH:mm:ss' (spec 001 §3: date + time + ':00'). */
function toApiStart(date, time) {
	return (/* @__PURE__ */ new Date(`${date}T${time}:00`)).toISOString().slice(0, 19).replace("T", " ");
}
/**
* The new event popup (spec 001 §2, §4, §5): title, description (≤ 3000), date from today,
* 24-hour time, optional link and a cover through the crop step. Done is disabled while it
* submits; then the form resets and the popup closes.
*/
function CreateEventPopup({ artistUuid, open, onClose }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const problemMessage = wordedBy({
		tooLong: ({ length, max }) => t("common.maxChars", {
			length,
			max
		}),
		format: t("newEvent.timeFormat"),
		refused: t("newEvent.inPast"),
		link: t("newEvent.linkScheme")
	}, t("common.required"));
	const form = useContractForm({
		rules: eventRules,
		message: problemMessage,
		defaultValues: empty
	});
	const { values, text, error } = form;
	const cover = values.eventCover;
	const [cropping, setCropping] = useState(null);
	const coverId = useId();
	const pickerLabels = useFilePickerLabels();
	useEffect(() => () => cover ? URL.revokeObjectURL(cover.url) : void 0, [cover]);
	const { mutation, submitWith, popup } = usePopupSubmit({
		artistUuid,
		request: (body) => createEvent(client, artistUuid, body),
		doneMessage: t("newEvent.created"),
		reset: () => form.reset(empty),
		onClose
	});
	const pick = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail("eventCover", t(problem === "type" ? "common.pictureType" : "common.pictureTooLarge"));
		form.clear("eventCover");
		setCropping(file);
	};
	const send = (fields) => {
		if (!fields.eventCover) return;
		const link = fields.eventLink.trim();
		const body = new FormData();
		body.append("eventTitle", fields.eventTitle.trim());
		body.append("description", fields.description.trim());
		body.append("eventStartAt", toApiStart(fields.date, fields.time));
		if (link) body.append("eventLink", link);
		const blob = fields.eventCover.blob;
		body.append("eventCover", blob, blob.type === "image/png" ? "cover.png" : "cover.jpg");
		mutation.mutate(body);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(FormPopup, {
		id: "create-event-form",
		open: open && !cropping,
		title: t("newEvent.title"),
		...popup,
		onSubmit: submitWith(form.handleSubmit(send)),
		submitLabel: t("newEvent.done"),
		busyLabel: t("newEvent.submitting"),
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("newEvent.eventTitle"),
				required: true,
				error: error("eventTitle"),
				children: /* @__PURE__ */ jsx(Input, {
					...text("eventTitle"),
					maxLength: 200
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("newEvent.description"),
				required: true,
				error: error("description"),
				children: /* @__PURE__ */ jsx(TextArea, {
					...text("description"),
					rows: 4,
					maxChars: limits.eventDescriptionMax,
					formatCounter: (length, max) => t("common.maxChars", {
						length,
						max
					})
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: Forms_module_default.row,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("newEvent.date"),
					required: true,
					error: error("date"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "date",
						min: today(),
						...text("date")
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("newEvent.time"),
					required: true,
					error: error("time"),
					children: /* @__PURE__ */ jsx(Input, {
						inputMode: "numeric",
						placeholder: t("newEvent.timePlaceholder"),
						maxLength: 5,
						...text("time")
					})
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("newEvent.link"),
				hint: t("newEvent.linkHint"),
				error: error("eventLink"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "url",
					inputMode: "url",
					placeholder: "https://",
					...text("eventLink")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: coverId,
				label: t("newEvent.cover"),
				required: true,
				hint: t("newEvent.coverHint"),
				error: error("eventCover"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("picture"),
					labels: pickerLabels,
					previewUrl: cover?.url,
					previewRatio: cropRatios.postCover,
					onFile: pick
				})
			})
		]
	}), /* @__PURE__ */ jsx(ImageCropper, {
		file: cropping,
		ratio: cropRatios.postCover,
		title: t("newEvent.cover"),
		onCancel: () => setCropping(null),
		onCropped: (image) => {
			form.setField("eventCover", image);
			setCropping(null);
		}
	})] });
}
export { CreateEventPopup as t };

//# sourceMappingURL=CreateEventPopup-z-ZLHWWI.js.map