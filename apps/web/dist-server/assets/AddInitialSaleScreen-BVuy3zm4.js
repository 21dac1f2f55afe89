import { J as PageHeader, W as useToast, Z as Select, et as FormField, f as useEraLabel, k as paths, nt as Container } from "../entry-server.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { c as CloseIcon } from "./Icon-5AvXVvpA.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { i as limits, n as cropRatios, r as ledgerConstants } from "./limits-Bj0hKUrz.js";
import { n as eraValues } from "./values-B1-1z55d.js";
import { a as initialSaleRules } from "./form-rules-zI4un0uf.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { n as wordedBy, t as useContractForm } from "./contractForm-CARqDPmU.js";
import { c as loadInitialSaleProgress, d as PlayButton, f as DevWalletPrompt, i as flowFailureMessage, j as marketKeys, n as useMarketWallet, p as Markets_module_default, s as initialSaleSteps, t as WalletButton, w as availableSongsOptions } from "./WalletButton-DWUZ_IdB.js";
import { n as SaleButtons, r as SaleFailure, t as StepList } from "./StepList-DYnDngs2.js";
import { n as pictureTypeOf, t as encodeCanvas } from "./canvasPicture-C-ooonzT.js";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/markets/components/cropSquare.ts
/** The largest picture side kept after the crop; covers are shown at most a few hundred pixels wide. */
var maxSide = 1200;
/**
* The cover's square crop (ratio 1, spec 002 §2): the centred square of the picture, scaled down
* to at most 1200 px, in the picture's own format. The server re-encodes it anyway.
*/
async function cropSquare(file) {
	const bitmap = await createImageBitmap(file);
	const side = Math.min(bitmap.width, bitmap.height);
	const out = Math.min(side, maxSide);
	const canvas = document.createElement("canvas");
	canvas.width = out;
	canvas.height = out;
	const context = canvas.getContext("2d");
	if (!context) return file;
	context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, out, out);
	bitmap.close();
	return encodeCanvas(canvas, pictureTypeOf(file), .9) ?? file;
}
// src/features/markets/screens/AddInitialSaleScreen.tsx
var emptyFields = {
	era: "",
	song: "",
	description: "",
	spotify: "",
	youtube: "",
	customLink: "",
	textAuthor: "",
	label: "",
	studio: "",
	year: "",
	composer: "",
	duration: "",
	copyright: "",
	price: ""
};
var stepLabels = {
	token: "create.stepToken",
	mint: "create.stepMint",
	operator: "create.stepOperator",
	auction: "create.stepAuction",
	save: "create.stepSave"
};
/** /add-initial-sale (spec 002 §2, §4, §5): an artist puts a share of a song's rights up for auction. */
function AddInitialSaleScreen() {
	const { t } = useTranslation(["markets", "shared"]);
	const { client, isArtist, user } = useSession();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const toast = useToast();
	const pickerLabels = useFilePickerLabels();
	const { requireLedger } = useMarketWallet();
	const eraLabel = useEraLabel("markets");
	const songs = useQuery({
		...availableSongsOptions(client),
		enabled: isArtist
	});
	const form = useContractForm({
		rules: initialSaleRules,
		message: wordedBy({
			tooShort: ({ length }) => t("create.minChars", { count: length }),
			tooLong: ({ length, max }) => t("create.maxChars", {
				count: length,
				max
			}),
			format: t("create.yearRange")
		}, t("create.required")),
		defaultValues: {
			...emptyFields,
			cover: null
		}
	});
	const { error } = form;
	const values = form.values;
	const cover = form.values.cover;
	const [coverError, setCoverError] = useState(null);
	const [running, setRunning] = useState(false);
	const [step, setStep] = useState(null);
	const [failure, setFailure] = useState(null);
	const [failed, setFailed] = useState(false);
	const coverUrl = useMemo(() => cover ? URL.createObjectURL(cover) : null, [cover]);
	useEffect(() => () => coverUrl ? URL.revokeObjectURL(coverUrl) : void 0, [coverUrl]);
	useEffect(() => {
		if (!isArtist) {
			if (window.history.length > 1) navigate(-1);
			else navigate(paths.auctions, { replace: true });
		}
	}, [isArtist, navigate]);
	const song = songs.data?.find((entry) => String(entry.id) === values.song);
	const progress = user && song ? loadInitialSaleProgress(user.uuid) : null;
	const resumable = progress !== null && progress.songId === song?.id;
	const set = (field) => (value) => form.setField(field, value);
	const pickCover = async (file) => {
		setCoverError(null);
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return setCoverError(t(problem === "type" ? "create.coverType" : "create.coverTooBig"));
		form.setField("cover", await cropSquare(file));
	};
	const submit = (event) => void form.handleSubmit(run)(event);
	const run = async () => {
		if (!song || !cover || !user) return;
		setRunning(true);
		setFailure(null);
		setFailed(false);
		try {
			const optional = {
				socialMediaSpotify: values.spotify.trim(),
				socialMediaTwitter: values.youtube.trim(),
				customLink: values.customLink.trim(),
				textAuthor: values.textAuthor.trim(),
				songLabel: values.label.trim(),
				recordingStudio: values.studio.trim(),
				composer: values.composer.trim(),
				...values.year ? { yearOfRelease: Number(values.year) } : {}
			};
			const { createInitialSale } = await import("./flows-Idi1qsHQ.js");
			await createInitialSale(await requireLedger(), client, user.uuid, {
				songId: song.id,
				songName: song.songName,
				era: values.era,
				description: values.description.trim(),
				durationSeconds: Number(values.duration),
				copyrightPercent: Number(values.copyright),
				initialPriceMicro: BigInt(values.price.trim()) * ledgerConstants.microPerCcd,
				cover,
				optional
			}, setStep);
			queryClient.invalidateQueries({ queryKey: marketKeys.all });
			toast.show({
				message: t("create.created", { name: song.songName }),
				tone: "success"
			});
			navigate(`${paths.auctions}?contentTab=open&page=0`);
		} catch (error) {
			setFailure(flowFailureMessage(error, t, stepLabels));
			setFailed(true);
			setRunning(false);
		}
	};
	if (!isArtist) return null;
	const songOptions = (songs.data ?? []).map((entry) => ({
		value: String(entry.id),
		label: entry.songName
	}));
	const text = (field, label, extra = {}) => /* @__PURE__ */ jsx(FormField, {
		label,
		error: error(field),
		children: /* @__PURE__ */ jsx(Input, {
			type: extra.type ?? "text",
			value: values[field],
			maxChars: extra.max,
			invalid: Boolean(error(field)),
			onChange: (event) => set(field)(event.target.value)
		})
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Markets_module_default.page,
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				className: Markets_module_default.pageHeader,
				title: t("titles.addInitialSale"),
				actions: /* @__PURE__ */ jsx(WalletButton, {})
			}),
			/* @__PURE__ */ jsxs("form", {
				className: Markets_module_default.form,
				onSubmit: submit,
				noValidate: true,
				"aria-busy": running,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.era"),
						required: true,
						error: error("era"),
						children: /* @__PURE__ */ jsx(Select, {
							value: values.era,
							placeholder: t("create.chooseEra"),
							invalid: Boolean(error("era")),
							onChange: (event) => set("era")(event.target.value),
							options: eraValues.map((code) => ({
								value: code,
								label: eraLabel(code)
							}))
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.song"),
						required: true,
						error: error("song"),
						hint: songs.data && songs.data.length === 0 ? t("create.noSongs") : void 0,
						children: /* @__PURE__ */ jsxs("div", {
							className: Markets_module_default.songPick,
							children: [/* @__PURE__ */ jsx(Select, {
								value: values.song,
								placeholder: t("create.chooseSong"),
								invalid: Boolean(error("song")),
								onChange: (event) => set("song")(event.target.value),
								options: songOptions
							}), song && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PlayButton, { track: song.fileUrl ? {
								id: `song:${song.id}`,
								title: song.songName,
								src: song.fileUrl,
								artist: user?.publicName
							} : null }), /* @__PURE__ */ jsx(IconButton, {
								label: t("create.removeSong"),
								icon: /* @__PURE__ */ jsx(CloseIcon, {}),
								onClick: () => set("song")("")
							})] })]
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.description"),
						required: true,
						error: error("description"),
						children: /* @__PURE__ */ jsx(TextArea, {
							rows: 5,
							value: values.description,
							maxChars: limits.auctionDescription.max,
							invalid: Boolean(error("description")),
							onChange: (event) => set("description")(event.target.value)
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("create.cover"),
						required: true,
						hint: t("create.coverHint"),
						error: coverError ?? error("cover"),
						children: /* @__PURE__ */ jsx(FilePicker, {
							accept: mediaAccept("picture"),
							labels: pickerLabels,
							"aria-label": cover ? t("create.coverChange") : t("create.coverPick"),
							previewUrl: coverUrl,
							previewAlt: t("create.coverPreview"),
							previewRatio: cropRatios.square,
							onFile: (file) => void pickCover(file ?? void 0)
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [text("spotify", t("create.spotify")), text("youtube", t("create.youtube"))]
					}),
					text("customLink", t("create.customLink")),
					/* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [
							text("textAuthor", `${t("create.textAuthor")} (${t("create.optional")})`),
							text("label", `${t("create.label")} (${t("create.optional")})`),
							text("studio", `${t("create.studio")} (${t("create.optional")})`),
							text("year", `${t("create.year")} (${t("create.optional")})`, { type: "number" })
						]
					}),
					text("composer", t("create.composer"), { max: limits.composerMax }),
					/* @__PURE__ */ jsxs("div", {
						className: Markets_module_default.formRow,
						children: [
							/* @__PURE__ */ jsx(FormField, {
								label: t("create.duration"),
								required: true,
								error: error("duration"),
								children: /* @__PURE__ */ jsx(Select, {
									value: values.duration,
									placeholder: t("create.chooseDuration"),
									invalid: Boolean(error("duration")),
									onChange: (event) => set("duration")(event.target.value),
									options: ledgerConstants.auctionDurations.map((option, index) => ({
										value: String(option.seconds),
										label: t(`create.week${index + 1}`)
									}))
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								label: t("create.copyright"),
								required: true,
								hint: t("create.copyrightHint"),
								error: error("copyright"),
								children: /* @__PURE__ */ jsx(Input, {
									type: "number",
									min: 1,
									max: 100,
									step: "any",
									value: values.copyright,
									invalid: Boolean(error("copyright")),
									onChange: (event) => set("copyright")(event.target.value)
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								label: t("create.initialPrice"),
								required: true,
								error: error("price"),
								children: /* @__PURE__ */ jsx(Input, {
									type: "number",
									min: 1,
									step: 1,
									inputMode: "numeric",
									value: values.price,
									invalid: Boolean(error("price")),
									onChange: (event) => set("price")(event.target.value)
								})
							})
						]
					}),
					resumable && !running && /* @__PURE__ */ jsx("p", {
						className: Markets_module_default.note,
						children: t("create.resumeNote")
					}),
					(running || failed) && /* @__PURE__ */ jsx(StepList, {
						steps: initialSaleSteps.map((key) => ({
							key,
							label: t(stepLabels[key])
						})),
						current: step,
						failed
					}),
					/* @__PURE__ */ jsx(SaleButtons, {
						running,
						cancelTo: paths.auctions,
						submitLabel: resumable ? t("create.resume") : t("create.start")
					})
				]
			}),
			/* @__PURE__ */ jsx(SaleFailure, {
				failure,
				onClose: () => setFailure(null)
			}),
			/* @__PURE__ */ jsx(DevWalletPrompt, {})
		]
	});
}
export { AddInitialSaleScreen };

//# sourceMappingURL=AddInitialSaleScreen-BVuy3zm4.js.map