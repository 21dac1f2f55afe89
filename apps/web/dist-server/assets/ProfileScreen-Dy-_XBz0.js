import { i as ApiError } from "./src-Bp5laenX.js";
import { A as featureScreens, E as Screen_module_default, H as EmptyState, J as PageHeader, N as errorMessage, U as Preloader, V as Cover, W as useToast, Y as Avatar, et as FormField, it as useMediaQuery, k as paths, m as ReportButton, nt as Container, o as PostWall, rt as mediaQueries, s as preloadPostWall, tt as VisuallyHidden, z as Badge } from "../entry-server.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { n as cropRatios } from "./limits-Bj0hKUrz.js";
import { t as ArtistContent } from "./public-BSzwzPGr.js";
import { t as ProfileMoneyActions } from "./public-B2pIjTaB.js";
import { n as OwnerNav, t as useArtistPage } from "./useArtistPage-Dy-_sZqu.js";
import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { f as profileEditLimits, p as profileEditRules } from "./form-rules-zI4un0uf.js";
import { n as wordedBy, t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { t as ImageCropper } from "./ImageCropper-BTAn3gpq.js";
import { r as profileKeys, s as updateProfile } from "./profileApi-D4WHkU0v.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { Suspense, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/chat/components/MessageButton.tsx
var strings = () => import("./i18n-CMbQb0Oy.js").then((m) => m.strings);
var LazyMessageButton = featureScreens("chat", strings)(() => import("./MessageLink-BZlzV6Rd.js").then((m) => m.MessageLink));
/** The profile's 'message' entry: opens the conversation with this user, or starts it. */
function MessageButton(props) {
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(LazyMessageButton, { ...props })
	});
}
var ProfileEditForm_module_default = {
	form: "_form_1q4o0_1",
	title: "_title_1q4o0_5",
	pictures: "_pictures_1q4o0_10",
	cover: "_cover_1q4o0_17",
	avatar: "_avatar_1q4o0_22",
	fields: "_fields_1q4o0_26",
	wide: "_wide_1q4o0_34",
	error: "_error_1q4o0_38",
	buttons: "_buttons_1q4o0_44"
};
// src/features/profile/components/ProfileEditForm.tsx
var linkFields = [
	"socialLinkInstagram",
	"socialLinkFacebook",
	"socialLinkTwitter"
];
var maxOf = profileEditLimits;
function initialValues(profile) {
	const link = (type) => profile.socialLinks.find((entry) => entry.type === type)?.link ?? "";
	return {
		publicName: profile.publicName,
		nickName: profile.nickName,
		description: profile.description ?? "",
		socialLinkInstagram: link("INSTAGRAM"),
		socialLinkFacebook: link("FACEBOOK"),
		socialLinkTwitter: link("TWITTER")
	};
}
/**
* The profile's edit mode (spec 000 §4, §5): avatar (crop 1) and cover (crop 3) with a preview,
* names, description and social links with the spec's limits. Save sends one multipart PATCH,
* goes to the new nickname's URL and updates the stored user; Cancel discards everything.
*/
function ProfileEditForm({ profile, onDone }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const toast = useToast();
	const problemMessage = wordedBy({
		tooLong: ({ length, max }) => t("edit.maxChars", {
			length,
			max
		}),
		format: t("edit.nickNameFormat"),
		link: t("edit.linkScheme")
	}, t("shared:common.required"));
	const form = useContractForm({
		rules: profileEditRules,
		message: problemMessage,
		defaultValues: initialValues(profile)
	});
	const { text, error } = form;
	const [formError, setFormError] = useState(null);
	const [pictures, setPictures] = useState({});
	const [cropping, setCropping] = useState(null);
	const pickerLabels = useFilePickerLabels();
	const avatarUrl = pictures.avatar?.url;
	const coverUrl = pictures.cover?.url;
	useEffect(() => () => avatarUrl ? URL.revokeObjectURL(avatarUrl) : void 0, [avatarUrl]);
	useEffect(() => () => coverUrl ? URL.revokeObjectURL(coverUrl) : void 0, [coverUrl]);
	const mutation = useMutation({
		mutationFn: (form) => updateProfile(client, profile, form),
		meta: { handlesErrors: true },
		onSuccess: async (saved) => {
			queryClient.setQueryData(profileKeys.profile(saved.nickName), saved);
			if (saved.nickName.toLowerCase() !== profile.nickName.toLowerCase()) queryClient.removeQueries({ queryKey: profileKeys.profile(profile.nickName) });
			client.updateStoredUser({
				nickName: saved.nickName,
				publicName: saved.publicName,
				avatar: saved.avatar
			});
			toast.show({
				message: t("edit.saved"),
				tone: "success"
			});
			onDone();
			await navigate(paths.profile(saved.nickName), { replace: true });
		},
		onError: (error) => {
			const first = error instanceof ApiError ? fieldOf(error.body) : void 0;
			const message = errorMessage(error, sharedT);
			if (first && (first in maxOf || first === "avatar" || first === "cover")) {
				form.clearErrors();
				form.fail(first, message);
			} else setFormError(message);
		}
	});
	const pick = (field) => (file) => {
		if (!file) return;
		const problem = mediaFileProblem("picture", file);
		if (problem) return form.fail(field, t(problem === "type" ? "edit.pictureType" : "edit.pictureTooLarge"));
		form.clear(field);
		setCropping({
			field,
			file
		});
	};
	const cropped = (image) => {
		if (!cropping) return;
		const field = cropping.field;
		setPictures((current) => ({
			...current,
			[field]: image
		}));
		setCropping(null);
	};
	const send = (values) => {
		const body = new FormData();
		for (const field of Object.keys(values)) body.append(field, values[field].trim());
		for (const field of ["avatar", "cover"]) {
			const picture = pictures[field];
			if (picture) body.append(field, picture.blob, `${field}.${picture.blob.type === "image/png" ? "png" : "jpg"}`);
		}
		mutation.mutate(body);
	};
	const submit = (event) => {
		setFormError(null);
		form.handleSubmit(send)(event);
	};
	const counter = (field) => ({
		maxChars: maxOf[field],
		formatCounter: (length, max) => t("edit.maxChars", {
			length,
			max
		})
	});
	return /* @__PURE__ */ jsxs("form", {
		className: ProfileEditForm_module_default.form,
		onSubmit: submit,
		noValidate: true,
		"aria-labelledby": "profile-edit-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "profile-edit-title",
				className: ProfileEditForm_module_default.title,
				children: t("edit.title")
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileEditForm_module_default.pictures,
				children: [/* @__PURE__ */ jsx(FormField, {
					label: t("edit.changeCover"),
					error: error("cover"),
					className: ProfileEditForm_module_default.cover,
					children: /* @__PURE__ */ jsx(FilePicker, {
						accept: mediaAccept("picture"),
						labels: pickerLabels,
						previewUrl: pictures.cover?.url ?? profile.cover,
						previewAlt: t("profile.coverAlt", { name: profile.publicName }),
						previewRatio: cropRatios.profileCover,
						onFile: pick("cover")
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: t("edit.changeAvatar"),
					error: error("avatar"),
					className: ProfileEditForm_module_default.avatar,
					children: /* @__PURE__ */ jsx(FilePicker, {
						accept: mediaAccept("picture"),
						labels: pickerLabels,
						previewUrl: pictures.avatar?.url ?? profile.avatar,
						previewAlt: profile.publicName,
						previewRatio: cropRatios.avatar,
						onFile: pick("avatar")
					})
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileEditForm_module_default.fields,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: t("edit.publicName"),
						required: true,
						error: error("publicName"),
						children: /* @__PURE__ */ jsx(Input, {
							...text("publicName"),
							autoComplete: "name",
							...counter("publicName")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("edit.nickName"),
						required: true,
						hint: t("edit.nickNameHint"),
						error: error("nickName"),
						children: /* @__PURE__ */ jsx(Input, {
							...text("nickName"),
							autoComplete: "username",
							...counter("nickName")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: t("edit.description"),
						error: error("description"),
						className: ProfileEditForm_module_default.wide,
						children: /* @__PURE__ */ jsx(TextArea, {
							...text("description"),
							rows: 4,
							autoResize: true,
							...counter("description")
						})
					}),
					linkFields.map((field) => /* @__PURE__ */ jsx(FormField, {
						label: t(`edit.${field === "socialLinkInstagram" ? "instagram" : field === "socialLinkFacebook" ? "facebook" : "twitter"}`),
						error: error(field),
						children: /* @__PURE__ */ jsx(Input, {
							type: "url",
							inputMode: "url",
							...text(field),
							placeholder: "https://",
							...counter(field)
						})
					}, field))
				]
			}),
			formError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: ProfileEditForm_module_default.error,
				children: formError
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileEditForm_module_default.buttons,
				children: [/* @__PURE__ */ jsx(Button, {
					type: "button",
					variant: "secondary",
					onClick: onDone,
					disabled: mutation.isPending,
					children: t("edit.cancel")
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: mutation.isPending,
					loadingLabel: t("edit.saving"),
					children: t("edit.save")
				})]
			}),
			/* @__PURE__ */ jsx(ImageCropper, {
				file: cropping?.file ?? null,
				ratio: cropping?.field === "avatar" ? cropRatios.avatar : cropRatios.profileCover,
				outputWidth: cropping?.field === "avatar" ? 512 : 1500,
				title: cropping?.field === "avatar" ? t("edit.cropAvatar") : t("edit.cropCover"),
				onCancel: () => setCropping(null),
				onCropped: cropped
			})
		]
	});
}
/** The field the server named in its first error, if any. */
function fieldOf(body) {
	const field = (body?.errors)?.[0]?.field;
	return typeof field === "string" ? field : void 0;
}
var ProfileScreen_module_default = {
	pageHeader: "_pageHeader_1r635_1",
	head: "_head_1r635_5",
	identity: "_identity_1r635_9",
	avatar: "_avatar_1r635_18",
	names: "_names_1r635_24",
	publicName: "_publicName_1r635_35",
	badge: "_badge_1r635_45",
	nickName: "_nickName_1r635_49",
	actions: "_actions_1r635_55",
	description: "_description_1r635_70",
	links: "_links_1r635_78",
	link: "_link_1r635_78",
	wall: "_wall_1r635_92"
};
// src/features/profile/screens/ProfileScreen.tsx
preloadPostWall();
/**
* /profile/{nickName} (spec 000 §2 Profile): the head with its buttons, then for artists the
* owner navigation bar, the content box (songs, playlists, events) and the post wall. A
* non-artist owner sees only the head.
*/
function ProfileScreen() {
	const { nickName = "" } = useParams();
	const { t } = useTranslation(["profile", "shared"]);
	const { query, profile, isOwner, isArtist } = useArtistPage(nickName);
	const [editing, setEditing] = useState(null);
	const header = /* @__PURE__ */ jsx(PageHeader, {
		className: ProfileScreen_module_default.pageHeader,
		title: t("titles.profile")
	});
	if (query.isPending) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [header, /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		})]
	});
	if (query.isError || !profile) {
		const notFound = query.error instanceof ApiError && query.error.status === 404;
		return /* @__PURE__ */ jsxs(Container, {
			className: Screen_module_default.page,
			children: [header, /* @__PURE__ */ jsx(EmptyState, {
				title: notFound ? t("profile.notFoundTitle") : t("profile.loadErrorTitle"),
				description: notFound ? t("profile.notFoundText") : void 0,
				action: notFound ? void 0 : /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void query.refetch() })
			})]
		});
	}
	const isEditing = isOwner && editing === profile.uuid;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			header,
			isEditing ? /* @__PURE__ */ jsx(ProfileEditForm, {
				profile,
				onDone: () => setEditing(null)
			}) : /* @__PURE__ */ jsx(ProfileHead, {
				profile,
				isOwner,
				isArtist,
				onEdit: () => setEditing(profile.uuid)
			}),
			isArtist && /* @__PURE__ */ jsxs(Fragment, { children: [
				isOwner && /* @__PURE__ */ jsx(OwnerNav, { nickName: profile.nickName }),
				/* @__PURE__ */ jsx(ArtistContent, {
					artist: profile,
					isOwner
				}),
				/* @__PURE__ */ jsx("section", {
					className: ProfileScreen_module_default.wall,
					"aria-label": t("profile.posts"),
					children: /* @__PURE__ */ jsx(PostWall, {
						artist: profile,
						isOwner
					})
				})
			] })
		]
	});
}
function ProfileHead({ profile, isOwner, isArtist, onEdit }) {
	const { t } = useTranslation("profile");
	const isJudge = profile.authorities.includes("JUDGE_HALL_OF_FAME");
	const isMobile = useMediaQuery(mediaQueries.below.mobile);
	const socialLabel = {
		INSTAGRAM: t("profile.instagram"),
		FACEBOOK: t("profile.facebook"),
		TWITTER: t("profile.twitter")
	};
	return /* @__PURE__ */ jsxs("header", {
		className: ProfileScreen_module_default.head,
		children: [
			/* @__PURE__ */ jsx(Cover, {
				src: profile.cover,
				alt: t("profile.coverAlt", { name: profile.publicName }),
				ratio: cropRatios.profileCover
			}),
			/* @__PURE__ */ jsxs("div", {
				className: ProfileScreen_module_default.identity,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: profile.avatar,
						name: profile.publicName,
						size: isMobile ? 80 : 112,
						ring: isArtist || isJudge,
						className: ProfileScreen_module_default.avatar
					}),
					/* @__PURE__ */ jsxs("div", {
						className: ProfileScreen_module_default.names,
						children: [/* @__PURE__ */ jsxs("h2", {
							className: ProfileScreen_module_default.publicName,
							children: [profile.publicName, isJudge && /* @__PURE__ */ jsx(Badge, {
								tone: "judge",
								className: ProfileScreen_module_default.badge,
								children: t("profile.judge")
							})]
						}), /* @__PURE__ */ jsxs("p", {
							className: ProfileScreen_module_default.nickName,
							children: ["@", profile.nickName]
						})]
					}),
					/* @__PURE__ */ jsx("div", {
						className: ProfileScreen_module_default.actions,
						role: "group",
						"aria-label": t("profile.actions"),
						children: isOwner ? /* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							onClick: onEdit,
							children: t("profile.edit")
						}) : /* @__PURE__ */ jsxs(Fragment, { children: [isArtist && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ProfileMoneyActions, { profile }), /* @__PURE__ */ jsx(MessageButton, { opponent: profile })] }), /* @__PURE__ */ jsx(ReportButton, {
							targetKind: "PROFILE",
							targetId: profile.uuid,
							authorUuid: profile.uuid
						})] })
					})
				]
			}),
			profile.description && /* @__PURE__ */ jsx("p", {
				className: ProfileScreen_module_default.description,
				children: profile.description
			}),
			profile.socialLinks.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: ProfileScreen_module_default.links,
				"aria-label": t("profile.socialLinks"),
				children: profile.socialLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
					href: link.link,
					target: "_blank",
					rel: "noopener noreferrer",
					className: ProfileScreen_module_default.link,
					children: [socialLabel[link.type], /* @__PURE__ */ jsxs(VisuallyHidden, { children: [" ", t("profile.opensInNewTab")] })]
				}) }, link.type))
			})
		]
	});
}
export { ProfileScreen };

//# sourceMappingURL=ProfileScreen-Dy-_XBz0.js.map