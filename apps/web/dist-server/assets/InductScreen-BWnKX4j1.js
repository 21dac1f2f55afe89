import { t as Button } from "./Button-CPwj6nzH.js";
import { E as Screen_module_default, J as PageHeader, N as errorMessage, U as Preloader, X as Tabs, Z as Select, et as FormField, f as useEraLabel, nt as Container, p as useGenreCodeLabel, q as ErrorPopup } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { n as eraValues, r as genreValues } from "./values-B1-1z55d.js";
import { i as limits } from "./limits-Bj0hKUrz.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { _ as songLegendRules, u as personLegendRules } from "./form-rules-zI4un0uf.js";
import { n as wordedBy, t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { a as legendKeys, l as nominatePerson, n as hallPath, t as hall_module_default, u as nominateSong } from "./hall.module-BGkDrWpq.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { n as pictureTypeOf, t as encodeCanvas } from "./canvasPicture-C-ooonzT.js";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/hall-of-fame/components/CoverCropper.tsx
var outputSize = 800;
/** The source rectangle of a square crop (ratio 1) of a `width`×`height` picture. */
function cropRect(width, height, { zoom, x, y }) {
	const side = Math.min(width, height) / Math.max(1, zoom);
	return {
		sx: (width - side) * x,
		sy: (height - side) * y,
		side
	};
}
/**
* Crops a chosen cover to a square (spec 001 §5: ratio 1) with zoom and position sliders, and
* hands back a JPEG or PNG file (the type of the original) of 800×800.
*/
function CoverCropper({ file, onDone, onCancel }) {
	const { t } = useTranslation("hallOfFame");
	const canvasRef = useRef(null);
	const [image, setImage] = useState(null);
	const [crop, setCrop] = useState({
		zoom: 1,
		x: .5,
		y: .5
	});
	useEffect(() => {
		if (!file) return;
		const url = URL.createObjectURL(file);
		const element = new Image();
		element.onload = () => setImage(element);
		element.src = url;
		return () => {
			URL.revokeObjectURL(url);
			setImage(null);
		};
	}, [file]);
	useEffect(() => {
		const canvas = canvasRef.current;
		const context = canvas?.getContext("2d");
		if (!canvas || !context || !image) return;
		const { sx, sy, side } = cropRect(image.naturalWidth, image.naturalHeight, crop);
		context.clearRect(0, 0, canvas.width, canvas.height);
		context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
	}, [image, crop]);
	const finish = () => {
		if (!image || !file) return;
		const canvas = document.createElement("canvas");
		canvas.width = outputSize;
		canvas.height = outputSize;
		const context = canvas.getContext("2d");
		if (!context) return;
		const { sx, sy, side } = cropRect(image.naturalWidth, image.naturalHeight, crop);
		context.drawImage(image, sx, sy, side, side, 0, 0, outputSize, outputSize);
		const type = pictureTypeOf(file);
		const blob = encodeCanvas(canvas, type, .9);
		if (blob) onDone(new File([blob], file.name.replace(/\.[^.]+$/, "") + (type === "image/png" ? ".png" : ".jpg"), { type }));
	};
	const slider = (key, label, min, max, step) => /* @__PURE__ */ jsxs("label", { children: [label, /* @__PURE__ */ jsx("input", {
		className: hall_module_default.range,
		type: "range",
		min,
		max,
		step,
		value: crop[key],
		onChange: (event) => setCrop((current) => ({
			...current,
			[key]: Number(event.target.value)
		}))
	})] });
	return /* @__PURE__ */ jsxs(Popup, {
		open: file !== null,
		onClose: onCancel,
		title: t("induct.cropTitle"),
		closeLabel: t("induct.cancel"),
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onCancel,
			children: t("induct.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: finish,
			disabled: !image,
			children: t("induct.crop")
		})] }),
		children: [
			/* @__PURE__ */ jsx("div", {
				className: hall_module_default.cropStage,
				children: /* @__PURE__ */ jsx("canvas", {
					ref: canvasRef,
					className: hall_module_default.cropCanvas,
					width: 360,
					height: 360,
					"aria-label": t("induct.cropTitle")
				})
			}),
			slider("zoom", t("induct.zoom"), 1, 4, .05),
			slider("x", t("induct.horizontal"), 0, 1, .01),
			slider("y", t("induct.vertical"), 0, 1, .01)
		]
	});
}
// src/features/hall-of-fame/screens/InductScreen.tsx
var personLinkFields = [
	"wikipediaUrl",
	"instagramUrl",
	"facebookUrl",
	"spotifyUrl",
	"youtubeUrl",
	"twitterUrl"
];
var songLinkFields = ["spotifyUrl", "youtubeUrl"];
/** /induct-a-legend (spec 001 §2, §5): 'Music work' (SONG, default) and 'Music creator' (PERSON). */
function InductScreen() {
	const { t } = useTranslation("hallOfFame");
	const [tab, setTab] = useState("SONG");
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.induct")
		}), /* @__PURE__ */ jsx(Tabs, {
			label: t("induct.tabs"),
			value: tab,
			onChange: setTab,
			items: [{
				value: "SONG",
				label: t("induct.song")
			}, {
				value: "PERSON",
				label: t("induct.person")
			}],
			children: /* @__PURE__ */ jsx(InductForm, { type: tab }, tab)
		})]
	});
}
function InductForm({ type }) {
	const { t } = useTranslation(["hallOfFame", "shared"]);
	const { t: tShared } = useTranslation();
	const eraLabel = useEraLabel("hallOfFame");
	const genreLabel = useGenreCodeLabel();
	const { client } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const isSong = type === "SONG";
	const problemMessage = wordedBy({
		tooLong: ({ length, max }) => t("induct.maxChars", {
			current: length,
			max
		}),
		link: t("induct.linkInvalid")
	}, t("induct.required"));
	const form = useContractForm({
		rules: isSong ? songLegendRules : personLegendRules,
		message: problemMessage,
		defaultValues: {
			coverFile: null,
			songFile: null
		}
	});
	const { error } = form;
	const text = (name) => form.text(name).value;
	const cover = form.values.coverFile;
	const song = form.values.songFile;
	const [coverPreview, setCoverPreview] = useState(null);
	const [cropping, setCropping] = useState(null);
	const [cropKey, setCropKey] = useState(0);
	const pickerLabels = useFilePickerLabels();
	const submit = useMutation({
		mutationFn: (form) => isSong ? nominateSong(client, form) : nominatePerson(client, form),
		meta: { handlesErrors: true },
		onSuccess: async (_legend) => {
			await queryClient.invalidateQueries({ queryKey: legendKeys.all });
			navigate(hallPath("SONG", "voting", 0));
		}
	});
	const send = () => {
		const body = new FormData();
		body.set("legendType", type);
		const fields = isSong ? [
			"name",
			"authorName",
			"genre",
			"era",
			"ownerLegendStarterOpinion",
			"authorTextName",
			"label",
			"recordingStudio",
			"yearOfRelease",
			"composer"
		] : [
			"name",
			"era",
			"ownerLegendStarterOpinion"
		];
		for (const field of fields) if (text(field).trim()) body.set(field, text(field).trim());
		for (const field of [
			...isSong ? songLinkFields : personLinkFields,
			"customName",
			"customUrl"
		]) if (text(field).trim()) body.set(`socialLinks.${field}`, text(field).trim());
		body.set("coverFile", cover);
		if (isSong && song) body.set("songFile", song);
		submit.mutate(body);
	};
	const onSubmit = (event) => void form.handleSubmit(send)(event);
	const chooseCover = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail("coverFile", t(problem === "type" ? "induct.coverType" : "induct.coverSize"));
		setCropKey((key) => key + 1);
		setCropping(file);
	};
	const chooseSong = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("song", file);
		if (problem) return form.fail("songFile", t(problem === "type" ? "induct.songType" : "induct.songSize"));
		form.setField("songFile", file);
	};
	const textField = (name, label, options = {}) => /* @__PURE__ */ jsx(FormField, {
		label,
		required: options.required,
		error: error(name),
		children: /* @__PURE__ */ jsx(Input, {
			name,
			type: options.type ?? "text",
			...form.text(name),
			maxChars: options.max
		})
	});
	return /* @__PURE__ */ jsxs("form", {
		className: hall_module_default.form,
		onSubmit,
		noValidate: true,
		"aria-busy": submit.isPending,
		children: [
			textField("name", isSong ? t("induct.songName") : t("induct.personName"), {
				max: limits.legendNameMax,
				required: true
			}),
			isSong && textField("authorName", t("induct.authorName"), {
				max: limits.legendAuthorNameMax,
				required: true
			}),
			/* @__PURE__ */ jsxs("div", {
				className: hall_module_default.formGrid,
				children: [isSong && /* @__PURE__ */ jsx(FormField, {
					label: t("induct.genre"),
					required: true,
					error: error("genre"),
					children: /* @__PURE__ */ jsx(Select, {
						name: "genre",
						...form.text("genre"),
						placeholder: t("induct.chooseGenre"),
						options: genreValues.map((code) => ({
							value: code,
							label: genreLabel(code)
						}))
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("induct.era"),
					required: true,
					error: error("era"),
					children: /* @__PURE__ */ jsx(Select, {
						name: "era",
						...form.text("era"),
						placeholder: t("induct.chooseEra"),
						options: eraValues.map((code) => ({
							value: code,
							label: eraLabel(code)
						}))
					})
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("induct.opinion"),
				required: true,
				error: error("ownerLegendStarterOpinion"),
				children: /* @__PURE__ */ jsx(TextArea, {
					name: "ownerLegendStarterOpinion",
					rows: 5,
					...form.text("ownerLegendStarterOpinion"),
					maxChars: limits.legendOpinionMax
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("induct.cover"),
				hint: t("induct.coverHint"),
				required: true,
				error: error("coverFile"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					name: "coverFile",
					accept: mediaAccept("picture"),
					labels: pickerLabels,
					fileName: cover?.name,
					previewUrl: coverPreview,
					onFile: (file) => chooseCover(file ?? void 0)
				})
			}),
			isSong && /* @__PURE__ */ jsx(FormField, {
				label: t("induct.songFile"),
				hint: t("induct.songHint"),
				required: true,
				error: error("songFile"),
				children: /* @__PURE__ */ jsx(FilePicker, {
					name: "songFile",
					accept: mediaAccept("song"),
					labels: pickerLabels,
					fileName: song?.name,
					onFile: (file) => chooseSong(file ?? void 0)
				})
			}),
			isSong && /* @__PURE__ */ jsxs("div", {
				className: hall_module_default.formGrid,
				children: [
					textField("authorTextName", t("induct.authorTextName"), { max: limits.legendCreditMax }),
					textField("composer", t("induct.composer"), { max: limits.composerMax }),
					textField("label", t("induct.label"), { max: limits.legendCreditMax }),
					textField("recordingStudio", t("induct.recordingStudio"), { max: limits.legendCreditMax }),
					textField("yearOfRelease", t("induct.yearOfRelease"), { type: "number" })
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: hall_module_default.links,
				children: [/* @__PURE__ */ jsx("legend", {
					className: hall_module_default.sectionTitle,
					children: t("induct.links")
				}), /* @__PURE__ */ jsxs("div", {
					className: hall_module_default.formGrid,
					children: [
						(isSong ? songLinkFields : personLinkFields).map((field) => /* @__PURE__ */ jsx("div", { children: textField(field, t(`induct.${field}`), { type: "url" }) }, field)),
						textField("customName", t("induct.customName"), { max: limits.legendCustomNameMax }),
						textField("customUrl", t("induct.customUrl"), { type: "url" })
					]
				})]
			}),
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
				type: "submit",
				loading: submit.isPending,
				loadingLabel: t("induct.uploading"),
				children: t("induct.submit")
			}) }),
			submit.isPending && /* @__PURE__ */ jsx(Preloader, {
				label: t("induct.uploading"),
				centered: true
			}),
			/* @__PURE__ */ jsx(CoverCropper, {
				file: cropping,
				onCancel: () => setCropping(null),
				onDone: (cropped) => {
					setCropping(null);
					form.setField("coverFile", cropped);
					setCoverPreview((previous) => {
						if (previous) URL.revokeObjectURL(previous);
						return URL.createObjectURL(cropped);
					});
				}
			}, cropKey),
			/* @__PURE__ */ jsx(ErrorPopup, {
				open: submit.isError,
				onClose: () => submit.reset(),
				title: t("induct.errorTitle"),
				closeLabel: t("shared:common.close"),
				message: submit.isError ? errorMessage(submit.error, tShared) : ""
			})
		]
	});
}
export { InductScreen };

//# sourceMappingURL=InductScreen-BWnKX4j1.js.map