import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { Z as Select, et as FormField } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as mediaAccept } from "./media-types-BETQs3nm.js";
import { v as songUploadRules } from "./form-rules-zI4un0uf.js";
import { t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { t as useGenreLabel } from "./useGenreLabel-DO5chbZV.js";
import { c as genresQueryOptions, i as createSong } from "./catalogueApi-_dayYxO8.js";
import { n as usePopupSubmit, t as FormPopup } from "./FormPopup--nd5iL1F.js";
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/components/UploadSongPopup.tsx
var empty = {
	songName: "",
	genre: "",
	file: null
};
/** Upload song (spec 000 §5 song rules): name and genre required, an mp3 or wav up to 200 MB. */
function UploadSongPopup({ artistUuid, open, onClose }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client } = useSession();
	const genres = useQuery({
		...genresQueryOptions(client),
		enabled: open
	});
	const genreLabel = useGenreLabel();
	const problemMessage = (field, problem) => problem.rule === "fileType" ? t("upload.fileType") : problem.rule === "fileSize" ? t("upload.fileTooLarge") : field === "songName" ? t("upload.songNameRequired") : field === "genre" ? t("upload.genreRequired") : t("upload.fileRequired");
	const form = useContractForm({
		rules: songUploadRules,
		message: problemMessage,
		defaultValues: empty
	});
	const { values, text, error } = form;
	const fileId = useId();
	const pickerLabels = useFilePickerLabels();
	const { mutation, submitWith, popup } = usePopupSubmit({
		artistUuid,
		request: (body) => createSong(client, artistUuid, body),
		doneMessage: t("upload.uploaded"),
		reset: () => form.reset(empty),
		onClose
	});
	const send = ({ songName, genre, file }) => {
		if (!file) return;
		const body = new FormData();
		body.append("songName", songName.trim());
		body.append("genre", genre);
		body.append("file", file, file.name);
		mutation.mutate(body);
	};
	return /* @__PURE__ */ jsxs(FormPopup, {
		id: "upload-song-form",
		open,
		title: t("upload.title"),
		...popup,
		onSubmit: submitWith(form.handleSubmit(send)),
		submitLabel: t("upload.submit"),
		busyLabel: t("upload.uploading"),
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("upload.songName"),
				required: true,
				error: error("songName"),
				children: /* @__PURE__ */ jsx(Input, {
					...text("songName"),
					maxLength: 100
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("upload.genre"),
				required: true,
				error: error("genre"),
				children: /* @__PURE__ */ jsx(Select, {
					...text("genre"),
					placeholder: t("upload.chooseGenre"),
					options: (genres.data ?? []).map((entry) => ({
						value: entry.value,
						label: genreLabel(entry)
					}))
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: fileId,
				label: t("upload.file"),
				required: true,
				hint: t("upload.fileHint"),
				error: error("file"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("song"),
					labels: pickerLabels,
					fileName: values.file?.name,
					onFile: (chosen) => form.setField("file", chosen)
				})
			})
		]
	});
}
export { UploadSongPopup as t };

//# sourceMappingURL=UploadSongPopup-CTCohAOz.js.map