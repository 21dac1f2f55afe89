import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { c as CloseIcon, f as ImageIcon, h as MusicIcon, v as PlusIcon, y as PollIcon } from "./Icon-5AvXVvpA.js";
import { N as errorMessage, S as prependCachedPost, T as uploadPost, W as useToast, Z as Select, et as FormField, q as ErrorPopup } from "../entry-server.js";
import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as Switch } from "./Switch-BK6l_I7e.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { n as pollProblems$1, r as postProblems, t as characterCount } from "./post-rules-BMQ6ptCW.js";
import { i as limits, n as cropRatios } from "./limits-Bj0hKUrz.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { t as useGenreLabel } from "./useGenreLabel-DO5chbZV.js";
import { t as ImageCropper } from "./ImageCropper-BTAn3gpq.js";
import { useEffect, useId, useRef, useState } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/feed/api/genres.ts
/** The server's genre list (GET /api/v1/genres). */
var genresQueryOptions = (client) => queryOptions({
	queryKey: ["genres"],
	queryFn: ({ signal }) => client.getGenres({ signal }),
	staleTime: Infinity
});
// src/features/feed/composer/buildPost.ts
var toShape = (draft) => ({
	text: draft.text,
	images: draft.attachments.filter((item) => item.kind === "IMAGE").length,
	songs: draft.attachments.filter((item) => item.kind === "SONG"),
	polls: draft.attachments.filter((item) => item.kind === "VOTE")
});
/** The composer's own checks: the contract's post rules (spec 000 §5); the server checks again. */
function draftProblem(draft) {
	return postProblems(toShape(draft))[0]?.rule ?? null;
}
var fileRule = {
	picture: {
		type: "imageType",
		size: "imageTooLarge"
	},
	song: {
		type: "songType",
		size: "songTooLarge"
	}
};
function imageProblem(file) {
	const problem = mediaFileProblem("picture", file);
	return problem && fileRule.picture[problem];
}
function songProblem(file) {
	const problem = mediaFileProblem("song", file);
	return problem && fileRule.song[problem];
}
/** Field messages of a poll being attached; empty when it may be attached. */
function pollProblems(poll) {
	const problems = pollProblems$1(poll);
	const at = (field) => problems.find((problem) => problem.field === `votes.0.${field}`)?.rule;
	return {
		title: at("title"),
		options: poll.options.map((_, index) => at(`options.${index}`)),
		list: at("options")
	};
}
/** The spec's multipart body (000 §7): text fields first, files after them. */
function postFormData(draft) {
	const form = new FormData();
	form.append("postType", draft.postType);
	form.append("simplePost.type", "MESSAGE");
	form.append("simplePost.context", draft.text.trim());
	let image = 0;
	let song = 0;
	const files = [];
	for (const item of draft.attachments) if (item.kind === "IMAGE") {
		form.append(`images[${image}].type`, "IMAGE");
		files.push([
			`images[${image}].file`,
			item.file,
			item.name
		]);
		image += 1;
	} else if (item.kind === "SONG") {
		form.append(`songs[${song}].type`, "SONG");
		form.append(`songs[${song}].fileName`, item.name);
		form.append(`songs[${song}].genre`, item.genre);
		files.push([
			`songs[${song}].songFile`,
			item.file,
			item.file.name
		]);
		song += 1;
	} else {
		form.append("votes[0].type", "VOTE");
		form.append("votes[0].title", item.title.trim());
		form.append("votes[0].isAnonymous", String(item.isAnonymous));
		form.append("votes[0].isCanCancelOwnVote", String(item.isCanCancelOwnVote));
		form.append("votes[0].isMultiAnswer", String(item.isMultiAnswer));
		item.options.forEach((option, index) => form.append(`votes[0].options[${index}]`, option.trim()));
	}
	for (const [name, file, fileName] of files) form.append(name, file, fileName);
	return form;
}
var PostComposer_module_default = {
	composer: "_composer_ckvtu_1",
	toolbar: "_toolbar_ckvtu_7",
	type: "_type_ckvtu_14",
	typeLabel: "_typeLabel_ckvtu_21",
	panel: "_panel_ckvtu_26",
	preview: "_preview_ckvtu_41",
	optionRow: "_optionRow_ckvtu_50",
	grow: "_grow_ckvtu_56",
	attachments: "_attachments_ckvtu_61",
	attachment: "_attachment_ckvtu_61",
	attachmentName: "_attachmentName_ckvtu_79",
	thumb: "_thumb_ckvtu_87",
	publishRow: "_publishRow_ckvtu_94",
	progress: "_progress_ckvtu_101",
	error: "_error_ckvtu_109"
};
// src/features/feed/composer/PostComposer.tsx
var PostComposer_exports = /* @__PURE__ */ __exportAll({ PostComposer: () => PostComposer });
var mb = (bytes) => Math.round(bytes / 1024 / 1024);
var nextKey = 0;
var newKey = () => `attachment-${nextKey += 1}`;
function ImagePanel({ onAttach }) {
	const { t } = useTranslation(["feed", "shared"]);
	const pickerLabels = useFilePickerLabels();
	const [error, setError] = useState(null);
	const [cropping, setCropping] = useState(null);
	const [cropped, setCropped] = useState(null);
	const choose = (file) => {
		if (!file) return;
		const problem = imageProblem(file);
		setError(problem);
		if (problem) return;
		setCropping(file);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: PostComposer_module_default.panel,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.imageFile"),
				hint: t("composer.imageHint", { size: mb(limits.coverMaxBytes) }),
				error: error ? t(`rules.${error}`) : void 0,
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("picture"),
					labels: pickerLabels,
					fileName: cropped?.name,
					previewUrl: cropped?.preview,
					previewAlt: t("composer.imagePreview"),
					previewRatio: cropRatios.postCover,
					onFile: choose
				})
			}),
			/* @__PURE__ */ jsx(ImageCropper, {
				file: cropping,
				ratio: cropRatios.postCover,
				title: t("composer.cropTitle"),
				onCancel: () => setCropping(null),
				onCropped: (image) => {
					setCropped({
						blob: image.blob,
						name: cropping?.name ?? "",
						preview: image.url
					});
					setCropping(null);
				}
			}),
			/* @__PURE__ */ jsx(Button, {
				size: "sm",
				disabled: !cropped,
				onClick: () => {
					if (!cropped) return;
					onAttach({
						kind: "IMAGE",
						key: newKey(),
						file: cropped.blob,
						name: cropped.name,
						preview: cropped.preview
					});
				},
				children: t("composer.attach")
			})
		]
	});
}
function SongPanel({ onAttach }) {
	const { t } = useTranslation(["feed", "shared"]);
	const { client } = useSession();
	const genres = useQuery(genresQueryOptions(client));
	const genreLabel = useGenreLabel();
	const pickerLabels = useFilePickerLabels();
	const [file, setFile] = useState(null);
	const [name, setName] = useState("");
	const [genre, setGenre] = useState("");
	const [errors, setErrors] = useState({});
	const message = (rule) => rule ? t(`rules.${rule}`) : void 0;
	const attach = () => {
		const next = {
			file: file ? songProblem(file) ?? void 0 : "songFileRequired",
			name: name.trim() ? void 0 : "songNameRequired",
			genre: genre ? void 0 : "genreRequired"
		};
		setErrors(next);
		if (next.file || next.name || next.genre || !file) return;
		onAttach({
			kind: "SONG",
			key: newKey(),
			file,
			name: name.trim(),
			genre
		});
	};
	return /* @__PURE__ */ jsxs("div", {
		className: PostComposer_module_default.panel,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.songFile"),
				hint: t("composer.songHint", { size: mb(limits.songMaxBytes) }),
				error: message(errors.file),
				children: /* @__PURE__ */ jsx(FilePicker, {
					accept: mediaAccept("song"),
					labels: pickerLabels,
					fileName: file?.name,
					onFile: (chosen) => {
						setFile(chosen);
						setErrors((before) => ({
							...before,
							file: chosen ? songProblem(chosen) ?? void 0 : void 0
						}));
						if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ""));
					}
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.songName"),
				error: message(errors.name),
				required: true,
				children: /* @__PURE__ */ jsx(Input, {
					value: name,
					maxLength: 100,
					onChange: (event) => setName(event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.genre"),
				error: message(errors.genre),
				required: true,
				children: /* @__PURE__ */ jsx(Select, {
					value: genre,
					placeholder: t("composer.chooseGenre"),
					options: (genres.data ?? []).map((entry) => ({
						value: entry.value,
						label: genreLabel(entry)
					})),
					onChange: (event) => setGenre(event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				size: "sm",
				onClick: attach,
				children: t("composer.attach")
			})
		]
	});
}
var emptyPoll = () => ({
	title: "",
	options: [""],
	isAnonymous: false,
	isCanCancelOwnVote: false,
	isMultiAnswer: false
});
function PollPanel({ onAttach }) {
	const { t } = useTranslation("feed");
	const [poll, setPoll] = useState(emptyPoll);
	const [shown, setShown] = useState(null);
	const message = (rule) => rule ? t(`rules.${rule}`) : void 0;
	const setOption = (index, text) => setPoll((before) => ({
		...before,
		options: before.options.map((option, at) => at === index ? text : option)
	}));
	const attach = () => {
		const problems = pollProblems(poll);
		setShown(problems);
		if (problems.title || problems.list || problems.options.some(Boolean)) return;
		onAttach({
			kind: "VOTE",
			key: newKey(),
			...poll
		});
		setPoll(emptyPoll());
		setShown(null);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: PostComposer_module_default.panel,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.pollTitle"),
				error: message(shown?.title),
				required: true,
				children: /* @__PURE__ */ jsx(Input, {
					value: poll.title,
					maxChars: limits.pollTitleMax,
					onChange: (event) => setPoll({
						...poll,
						title: event.target.value
					})
				})
			}),
			poll.options.map((option, index) => /* @__PURE__ */ jsxs("div", {
				className: PostComposer_module_default.optionRow,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("composer.option", { number: index + 1 }),
					error: message(shown?.options[index]),
					className: PostComposer_module_default.grow,
					children: /* @__PURE__ */ jsx(Input, {
						value: option,
						maxChars: limits.pollOptionMax,
						onChange: (event) => setOption(index, event.target.value)
					})
				}), /* @__PURE__ */ jsx(IconButton, {
					size: "sm",
					label: t("composer.removeOption", { number: index + 1 }),
					icon: /* @__PURE__ */ jsx(CloseIcon, {}),
					disabled: poll.options.length <= 1,
					onClick: () => setPoll({
						...poll,
						options: poll.options.filter((_, at) => at !== index)
					})
				})]
			}, index)),
			shown?.list && /* @__PURE__ */ jsx("p", {
				className: PostComposer_module_default.error,
				role: "alert",
				children: message(shown.list)
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				size: "sm",
				iconStart: /* @__PURE__ */ jsx(PlusIcon, {}),
				disabled: poll.options.length >= limits.pollOptionsMax,
				onClick: () => setPoll({
					...poll,
					options: [...poll.options, ""]
				}),
				children: t("composer.addOption")
			}),
			/* @__PURE__ */ jsx(Switch, {
				label: t("composer.isMultiAnswer"),
				checked: poll.isMultiAnswer,
				onChange: (event) => setPoll({
					...poll,
					isMultiAnswer: event.target.checked
				})
			}),
			/* @__PURE__ */ jsx(Switch, {
				label: t("composer.isCanCancelOwnVote"),
				checked: poll.isCanCancelOwnVote,
				onChange: (event) => setPoll({
					...poll,
					isCanCancelOwnVote: event.target.checked
				})
			}),
			/* @__PURE__ */ jsx(Switch, {
				label: t("composer.isAnonymous"),
				checked: poll.isAnonymous,
				onChange: (event) => setPoll({
					...poll,
					isAnonymous: event.target.checked
				})
			}),
			/* @__PURE__ */ jsx(Button, {
				size: "sm",
				onClick: attach,
				children: t("composer.attach")
			})
		]
	});
}
function PostComposer({ onPublished }) {
	const { t } = useTranslation(["feed", "shared"]);
	const { t: tShared } = useTranslation();
	const { client, user } = useSession();
	const queryClient = useQueryClient();
	const toast = useToast();
	const typeId = useId();
	const [text, setText] = useState("");
	const [postType, setPostType] = useState("PUBLIC");
	const [attachments, setAttachments] = useState([]);
	const [panel, setPanel] = useState(null);
	const [progress, setProgress] = useState(null);
	const [failure, setFailure] = useState(null);
	const previews = useRef([]);
	useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
	const draft = {
		text,
		postType,
		attachments
	};
	const problem = draftProblem(draft);
	const full = attachments.length >= limits.postAttachmentsMax;
	const hasPoll = attachments.some((item) => item.kind === "VOTE");
	const reset = () => {
		setText("");
		setPostType("PUBLIC");
		setAttachments([]);
		setPanel(null);
		setProgress(null);
	};
	const publish = useMutation({
		meta: { handlesErrors: true },
		mutationFn: () => {
			if (!user) throw new Error("Only a signed-in artist publishes");
			setProgress(0);
			return uploadPost(client, user.uuid, postFormData(draft), setProgress);
		},
		onSuccess: (post) => {
			prependCachedPost(queryClient, post);
			reset();
			toast.show({
				message: t(`composer.published${post.postType}`),
				tone: "success"
			});
			onPublished?.(post);
		},
		onError: (error) => {
			setProgress(null);
			setFailure(errorMessage(error, tShared));
		}
	});
	const attach = (attachment) => {
		if (attachment.kind === "IMAGE") previews.current.push(attachment.preview);
		setAttachments((before) => [...before, attachment]);
		setPanel(null);
	};
	const toggle = (which) => setPanel(panel === which ? null : which);
	const submit = (event) => {
		event.preventDefault();
		if (!problem && !publish.isPending) publish.mutate();
	};
	const attachmentName = (item) => item.kind === "IMAGE" ? t("composer.imageAttachment", { name: item.name }) : item.kind === "SONG" ? t("composer.songAttachment", { name: item.name }) : t("composer.pollAttachment", { name: item.title });
	return /* @__PURE__ */ jsxs("form", {
		className: PostComposer_module_default.composer,
		onSubmit: submit,
		"aria-label": t("composer.title"),
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("composer.textLabel"),
				hideLabel: true,
				children: /* @__PURE__ */ jsx(TextArea, {
					value: text,
					rows: 3,
					autoResize: true,
					placeholder: t("composer.text"),
					maxChars: limits.postDescription,
					onChange: (event) => setText(event.target.value)
				})
			}),
			attachments.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: PostComposer_module_default.attachments,
				"aria-label": t("composer.attachments"),
				children: attachments.map((item) => /* @__PURE__ */ jsxs("li", {
					className: PostComposer_module_default.attachment,
					children: [
						item.kind === "IMAGE" ? /* @__PURE__ */ jsx("img", {
							src: item.preview,
							alt: "",
							className: PostComposer_module_default.thumb
						}) : item.kind === "SONG" ? /* @__PURE__ */ jsx(MusicIcon, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(PollIcon, { "aria-hidden": "true" }),
						/* @__PURE__ */ jsx("span", {
							className: PostComposer_module_default.attachmentName,
							children: attachmentName(item)
						}),
						/* @__PURE__ */ jsx(IconButton, {
							size: "sm",
							label: t("composer.remove", { name: attachmentName(item) }),
							icon: /* @__PURE__ */ jsx(CloseIcon, {}),
							onClick: () => setAttachments((before) => before.filter((other) => other.key !== item.key))
						})
					]
				}, item.key))
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PostComposer_module_default.toolbar,
				children: [
					/* @__PURE__ */ jsx(IconButton, {
						label: t("composer.attachImage"),
						icon: /* @__PURE__ */ jsx(ImageIcon, {}),
						pressed: panel === "IMAGE",
						disabled: full,
						onClick: () => toggle("IMAGE")
					}),
					/* @__PURE__ */ jsx(IconButton, {
						label: t("composer.attachSong"),
						icon: /* @__PURE__ */ jsx(MusicIcon, {}),
						pressed: panel === "SONG",
						disabled: full,
						onClick: () => toggle("SONG")
					}),
					/* @__PURE__ */ jsx(IconButton, {
						label: t("composer.attachPoll"),
						icon: /* @__PURE__ */ jsx(PollIcon, {}),
						pressed: panel === "VOTE",
						disabled: full || hasPoll,
						onClick: () => toggle("VOTE")
					}),
					/* @__PURE__ */ jsxs("label", {
						className: PostComposer_module_default.type,
						htmlFor: typeId,
						children: [/* @__PURE__ */ jsx("span", {
							className: PostComposer_module_default.typeLabel,
							children: t("composer.postType")
						}), /* @__PURE__ */ jsx(Select, {
							id: typeId,
							value: postType,
							options: [{
								value: "PUBLIC",
								label: t("composer.public")
							}, {
								value: "PREMIUM",
								label: t("composer.premium")
							}],
							onChange: (event) => setPostType(event.target.value)
						})]
					})
				]
			}),
			panel === "IMAGE" && !full && /* @__PURE__ */ jsx(ImagePanel, { onAttach: attach }),
			panel === "SONG" && !full && /* @__PURE__ */ jsx(SongPanel, { onAttach: attach }),
			panel === "VOTE" && !full && !hasPoll && /* @__PURE__ */ jsx(PollPanel, { onAttach: attach }),
			problem && problem !== "emptyPost" && /* @__PURE__ */ jsx("p", {
				className: PostComposer_module_default.error,
				role: "alert",
				children: t(`rules.${problem}`, {
					length: characterCount(text),
					max: limits.postDescription
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: PostComposer_module_default.publishRow,
				children: [progress !== null && /* @__PURE__ */ jsxs("label", {
					className: PostComposer_module_default.progress,
					children: [/* @__PURE__ */ jsx("span", { children: t("composer.progress", { percent: Math.round(progress * 100) }) }), /* @__PURE__ */ jsx("progress", {
						max: 1,
						value: progress
					})]
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: Boolean(problem),
					loading: publish.isPending,
					loadingLabel: t("composer.publishing"),
					children: t("composer.publish")
				})]
			}),
			/* @__PURE__ */ jsx(ErrorPopup, {
				open: failure !== null,
				onClose: () => setFailure(null),
				title: t("composer.errorTitle"),
				message: failure,
				closeLabel: t("shared:common.close")
			})
		]
	});
}
export { PostComposer_exports as n, PostComposer as t };

//# sourceMappingURL=PostComposer-DAiiN-dO.js.map