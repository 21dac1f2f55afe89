import { t as Button } from "./Button-CPwj6nzH.js";
import { E as Screen_module_default, H as EmptyState, J as PageHeader, N as errorMessage, U as Preloader, W as useToast, et as FormField, k as paths, nt as Container, v as formatDuration } from "../entry-server.js";
import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { d as Icon } from "./Icon-5AvXVvpA.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { a as pageSizes, i as limits, n as cropRatios } from "./limits-Bj0hKUrz.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { d as playlistRules } from "./form-rules-zI4un0uf.js";
import { t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { t as ImageCropper } from "./ImageCropper-BTAn3gpq.js";
import { f as songsQueryOptions, r as createPlaylist, t as catalogueKeys } from "./catalogueApi-_dayYxO8.js";
import { t as Forms_module_default } from "./Forms.module-Cxh-JABw.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
var CreatePlaylistScreen_module_default = {
	form: "_form_ab28a_1",
	details: "_details_ab28a_6",
	lists: "_lists_ab28a_12",
	column: "_column_ab28a_18",
	columnTitle: "_columnTitle_ab28a_25",
	songs: "_songs_ab28a_30",
	song: "_song_ab28a_30",
	songName: "_songName_ab28a_51",
	muted: "_muted_ab28a_57",
	buttons: "_buttons_ab28a_63",
	cover: "_cover_ab28a_74"
};
// src/features/catalogue/screens/CreatePlaylistScreen.tsx
/** A song of either list, with the button that moves it to the other. */
function SongRow({ song, children }) {
	return /* @__PURE__ */ jsxs("li", {
		className: CreatePlaylistScreen_module_default.song,
		children: [
			/* @__PURE__ */ jsx("span", {
				className: CreatePlaylistScreen_module_default.songName,
				children: song.songName
			}),
			/* @__PURE__ */ jsx("span", {
				className: CreatePlaylistScreen_module_default.muted,
				children: formatDuration(song.lengthOfSong)
			}),
			children
		]
	});
}
/**
* /create-playlist (spec 001 §2, §4, §5): the signed-in artist's songs move between 'available'
* and 'added'; Create is enabled with at least one added song; the cover is cropped square.
* Success goes to the playlist tab of the songs page.
*/
function CreatePlaylistScreen() {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { client, user, isArtist } = useSession();
	const songs = useQuery({
		...songsQueryOptions(client, user?.uuid ?? "", 1, pageSizes.max),
		enabled: !!user && isArtist
	});
	if (!user || !isArtist) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.createPlaylist")
		}), /* @__PURE__ */ jsx(EmptyState, { title: t("create.onlyArtists") })]
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.createPlaylist")
		}), songs.isPending ? /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		}) : songs.isError ? /* @__PURE__ */ jsx(EmptyState, {
			title: t("songs.loadError"),
			action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void songs.refetch() })
		}) : songs.data.elements.length === 0 ? /* @__PURE__ */ jsx(EmptyState, { title: t("create.noSongs") }) : /* @__PURE__ */ jsx(PlaylistForm, {
			songs: songs.data.elements,
			artist: user
		})]
	});
}
function PlaylistForm({ songs, artist }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const toast = useToast();
	const form = useContractForm({
		rules: playlistRules,
		message: (_field, problem) => problem.rule === "tooLong" ? t("common.maxChars", {
			length: problem.length,
			max: problem.max
		}) : t("common.required"),
		defaultValues: {
			playListName: "",
			description: ""
		}
	});
	const { text, error } = form;
	const [added, setAdded] = useState([]);
	const [cover, setCover] = useState(null);
	const [cropping, setCropping] = useState(null);
	const [serverError, setServerError] = useState(null);
	const coverId = useId();
	const pickerLabels = useFilePickerLabels();
	useEffect(() => () => cover ? URL.revokeObjectURL(cover.url) : void 0, [cover]);
	const available = songs.filter((song) => !added.includes(song.id));
	const addedSongs = added.map((id) => songs.find((song) => song.id === id)).filter((song) => song !== void 0);
	const mutation = useMutation({
		mutationFn: (form) => createPlaylist(client, artist.uuid, form),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			toast.show({
				message: t("create.created"),
				tone: "success"
			});
			await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artist.uuid) });
			await navigate(`${paths.profile(artist.nickName)}/songs?tab=playlist&page=1`);
		},
		onError: (error) => setServerError(errorMessage(error, sharedT))
	});
	const pick = (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail("playListCover", t(problem === "type" ? "common.pictureType" : "common.pictureTooLarge"));
		form.clear("playListCover");
		setCropping(file);
	};
	const send = ({ playListName, description }) => {
		if (added.length === 0) return;
		const body = new FormData();
		body.append("playListName", playListName.trim());
		body.append("description", description.trim());
		body.append("type", "PLAYLIST");
		added.forEach((id, index) => body.append(`songIds[${index}]`, String(id)));
		if (cover) body.append("playListCover", cover.blob, cover.blob.type === "image/png" ? "cover.png" : "cover.jpg");
		mutation.mutate(body);
	};
	const submit = (event) => {
		setServerError(null);
		form.handleSubmit(send)(event);
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: submit,
		noValidate: true,
		className: CreatePlaylistScreen_module_default.form,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: CreatePlaylistScreen_module_default.details,
				children: [/* @__PURE__ */ jsx(FormField, {
					id: coverId,
					label: t("create.cover"),
					hint: t("create.coverHint"),
					error: error("playListCover"),
					children: /* @__PURE__ */ jsx(FilePicker, {
						accept: mediaAccept("picture"),
						labels: pickerLabels,
						previewUrl: cover?.url,
						previewRatio: 1,
						onFile: pick
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: Forms_module_default.form,
					children: [/* @__PURE__ */ jsx(FormField, {
						label: t("create.name"),
						required: true,
						error: error("playListName"),
						children: /* @__PURE__ */ jsx(Input, {
							...text("playListName"),
							maxLength: 100
						})
					}), /* @__PURE__ */ jsx(FormField, {
						label: t("create.description"),
						required: true,
						error: error("description"),
						children: /* @__PURE__ */ jsx(TextArea, {
							...text("description"),
							rows: 4,
							maxChars: limits.playlistDescriptionMax,
							formatCounter: (length, max) => t("common.maxChars", {
								length,
								max
							})
						})
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: CreatePlaylistScreen_module_default.lists,
				children: [/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "available-songs",
					className: CreatePlaylistScreen_module_default.column,
					children: [/* @__PURE__ */ jsx("h2", {
						id: "available-songs",
						className: CreatePlaylistScreen_module_default.columnTitle,
						children: t("create.available")
					}), available.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: CreatePlaylistScreen_module_default.muted,
						children: t("create.noAvailable")
					}) : /* @__PURE__ */ jsx("ul", {
						className: CreatePlaylistScreen_module_default.songs,
						children: available.map((song) => /* @__PURE__ */ jsx(SongRow, {
							song,
							children: /* @__PURE__ */ jsx(IconButton, {
								label: t("create.add", { name: song.songName }),
								icon: /* @__PURE__ */ jsx(Icon, { name: "plus" }),
								size: "sm",
								variant: "secondary",
								onClick: () => setAdded((current) => [...current, song.id])
							})
						}, song.id))
					})]
				}), /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "added-songs",
					className: CreatePlaylistScreen_module_default.column,
					children: [/* @__PURE__ */ jsxs("h2", {
						id: "added-songs",
						className: CreatePlaylistScreen_module_default.columnTitle,
						children: [
							t("create.added"),
							" (",
							addedSongs.length,
							")"
						]
					}), addedSongs.length === 0 ? /* @__PURE__ */ jsx("p", {
						className: CreatePlaylistScreen_module_default.muted,
						children: t("create.noneAdded")
					}) : /* @__PURE__ */ jsx("ol", {
						className: CreatePlaylistScreen_module_default.songs,
						children: addedSongs.map((song) => /* @__PURE__ */ jsx(SongRow, {
							song,
							children: /* @__PURE__ */ jsx(IconButton, {
								label: t("create.remove", { name: song.songName }),
								icon: /* @__PURE__ */ jsx(Icon, { name: "close" }),
								size: "sm",
								variant: "ghost",
								onClick: () => setAdded((current) => current.filter((id) => id !== song.id))
							})
						}, song.id))
					})]
				})]
			}),
			serverError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: Forms_module_default.error,
				children: serverError
			}),
			/* @__PURE__ */ jsx("div", {
				className: CreatePlaylistScreen_module_default.buttons,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: added.length === 0,
					loading: mutation.isPending,
					loadingLabel: t("create.creating"),
					children: t("create.submit")
				})
			}),
			/* @__PURE__ */ jsx(ImageCropper, {
				file: cropping,
				ratio: cropRatios.square,
				outputWidth: 800,
				title: t("create.cropTitle"),
				onCancel: () => setCropping(null),
				onCropped: (image) => {
					setCover(image);
					setCropping(null);
				}
			})
		]
	});
}
export { CreatePlaylistScreen };

//# sourceMappingURL=CreatePlaylistScreen-DvPspoVL.js.map