import { C as serverEpochSeconds, U as Preloader, Y as Avatar, _ as formatDateTime, et as FormField, l as useSignInGate, m as ReportButton, w as updateCachedPost, x as postCommentsCalls, z as Badge } from "../entry-server.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as characterCount } from "./post-rules-BMQ6ptCW.js";
import { i as limits } from "./limits-Bj0hKUrz.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { useMemo, useState } from "react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var CommentsArea_module_default = {
	area: "_area_1ow4l_1",
	form: "_form_1ow4l_9",
	field: "_field_1ow4l_15",
	list: "_list_1ow4l_20",
	comment: "_comment_1ow4l_29",
	body: "_body_1ow4l_34",
	meta: "_meta_1ow4l_39",
	message: "_message_1ow4l_49",
	replies: "_replies_1ow4l_54",
	actions: "_actions_1ow4l_66",
	empty: "_empty_1ow4l_73",
	error: "_error_1ow4l_74"
};
// src/features/feed/components/CommentsArea.tsx
/** Pages of comments or replies anchored at the server's time of the first page. */
function usePages(key, load, enabled = true) {
	const { client } = useSession();
	return useInfiniteQuery({
		queryKey: key,
		enabled,
		initialPageParam: null,
		queryFn: async ({ pageParam, signal }) => {
			const param = pageParam ?? {
				page: 0,
				initialTimeStamp: await serverEpochSeconds(client, signal)
			};
			return {
				...await load(param.page, param.initialTimeStamp),
				...param
			};
		},
		getNextPageParam: (last) => last.page + 1 < last.totalPages ? {
			page: last.page + 1,
			initialTimeStamp: last.initialTimeStamp
		} : void 0,
		meta: { handlesErrors: true }
	});
}
/** A one-line box for a comment or a reply: 1–50 characters (spec 000 §5), Send disabled outside them. */
function CommentForm({ label, placeholder, onSubmit, pending, guard, autoFocus }) {
	const { t } = useTranslation("feed");
	const [text, setText] = useState("");
	const length = characterCount(text.trim());
	const valid = length >= 1 && length <= limits.commentMax;
	const submit = (event) => {
		event.preventDefault();
		guard(() => {
			if (!valid) return;
			onSubmit(text.trim()).then(() => setText(""));
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		className: CommentsArea_module_default.form,
		onSubmit: submit,
		children: [/* @__PURE__ */ jsx(FormField, {
			label,
			hideLabel: true,
			className: CommentsArea_module_default.field,
			children: /* @__PURE__ */ jsx(Input, {
				value: text,
				placeholder,
				maxChars: limits.commentMax,
				autoFocus,
				onChange: (event) => setText(event.target.value)
			})
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			size: "sm",
			disabled: !valid,
			loading: pending,
			loadingLabel: t("comments.send"),
			children: t("comments.send")
		})]
	});
}
function CommentItem({ comment, children }) {
	const { t } = useTranslation("feed");
	const [language] = useLanguage();
	const author = comment.userCommenter;
	return /* @__PURE__ */ jsxs("li", {
		className: CommentsArea_module_default.comment,
		"data-comment-id": comment.id,
		children: [/* @__PURE__ */ jsx(Avatar, {
			src: author.avatar,
			name: author.publicName,
			size: "sm",
			decorative: true
		}), /* @__PURE__ */ jsxs("div", {
			className: CommentsArea_module_default.body,
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: CommentsArea_module_default.meta,
					children: [
						/* @__PURE__ */ jsx("strong", { children: author.publicName }),
						" ",
						/* @__PURE__ */ jsx("time", {
							dateTime: comment.publishedAt,
							children: formatDateTime(comment.publishedAt, language)
						}),
						/* @__PURE__ */ jsx(ReportButton, {
							targetKind: "COMMENT",
							targetId: comment.id,
							authorUuid: author.uuid
						})
					]
				}),
				comment.hidden && /* @__PURE__ */ jsxs("p", {
					className: CommentsArea_module_default.meta,
					role: "note",
					children: [
						/* @__PURE__ */ jsx(Badge, {
							tone: "danger",
							children: t("hidden.badge")
						}),
						" ",
						t("hidden.reason", { reason: comment.hidden.reason })
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: CommentsArea_module_default.message,
					children: comment.message
				}),
				children
			]
		})]
	});
}
/** Replies of one comment: 2 a page with Show more; a new reply opens them and closes the box. */
function Replies({ comment, api, guard }) {
	const { t } = useTranslation("feed");
	const [open, setOpen] = useState(false);
	const [replying, setReplying] = useState(false);
	const [added, setAdded] = useState([]);
	const pages = usePages([
		...api.key,
		"replies",
		comment.id
	], (page, ts) => api.replies(comment.id, page, ts), open);
	const reply = useMutation({
		mutationFn: (text) => api.reply(comment.id, text),
		onSuccess: (answer) => {
			setAdded((before) => [...before, answer]);
			setOpen(true);
			setReplying(false);
		}
	});
	const loaded = pages.data?.pages.flatMap((page) => page.elements) ?? [];
	const ids = new Set(loaded.map((item) => item.id));
	const shown = [...loaded, ...added.filter((item) => !ids.has(item.id))];
	const total = comment.tailIds.length + added.filter((item) => !comment.tailIds.includes(item.id)).length;
	return /* @__PURE__ */ jsxs("div", {
		className: CommentsArea_module_default.replies,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: CommentsArea_module_default.actions,
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => guard(() => setReplying(!replying)),
					"aria-expanded": replying,
					children: t("comments.reply")
				}), total > 0 && /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					"aria-expanded": open,
					onClick: () => setOpen(!open),
					children: open ? t("comments.hideReplies") : t("comments.showReplies", { count: total })
				})]
			}),
			replying && /* @__PURE__ */ jsx(CommentForm, {
				label: t("comments.replyLabel", { name: comment.userCommenter.publicName }),
				placeholder: t("comments.replyPlaceholder"),
				pending: reply.isPending,
				onSubmit: (text) => reply.mutateAsync(text),
				guard,
				autoFocus: true
			}),
			open && /* @__PURE__ */ jsxs(Fragment, { children: [
				pages.isPending && /* @__PURE__ */ jsx(Preloader, {
					size: "sm",
					label: t("comments.title")
				}),
				shown.length > 0 && /* @__PURE__ */ jsx("ul", {
					className: CommentsArea_module_default.list,
					children: shown.map((item) => /* @__PURE__ */ jsx(CommentItem, { comment: item }, item.id))
				}),
				pages.hasNextPage && /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					loading: pages.isFetchingNextPage,
					onClick: () => void pages.fetchNextPage(),
					children: t("comments.showMore")
				})
			] })
		]
	});
}
/**
* The comments area (spec 000 §2, §4; 001 §2): 10 comments a page, a new comment on top with the
* count up by one, replies 2 at a time. Guests who comment or reply get the sign-in popup.
*/
function CommentsArea({ parent, count, api: given }) {
	const { t } = useTranslation("feed");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const { guard, prompt } = useSignInGate();
	const api = useMemo(() => {
		if (given) return given;
		if (parent.kind !== "POST") throw new Error("A LEGEND comments area needs its api adapter");
		return postCommentsCalls(client, parent.id);
	}, [
		given,
		parent.kind,
		parent.id,
		client
	]);
	const [added, setAdded] = useState([]);
	const pages = usePages([...api.key, "list"], (page, ts) => api.list(page, ts));
	const add = useMutation({
		mutationFn: (text) => api.add(text),
		onSuccess: (answer) => {
			setAdded((before) => [answer, ...before]);
			if (parent.kind === "POST") updateCachedPost(queryClient, parent.id, (post) => ({
				...post,
				countComments: post.countComments + 1
			}));
		}
	});
	const loaded = pages.data?.pages.flatMap((page) => page.elements) ?? [];
	const addedIds = new Set(added.map((item) => item.id));
	const shown = [...added, ...loaded.filter((item) => !addedIds.has(item.id))];
	return /* @__PURE__ */ jsxs("section", {
		className: CommentsArea_module_default.area,
		"aria-label": t("comments.title"),
		"data-count": (count ?? 0) + added.length,
		children: [
			/* @__PURE__ */ jsx(CommentForm, {
				label: t("comments.label"),
				placeholder: t("comments.placeholder"),
				pending: add.isPending,
				onSubmit: (text) => add.mutateAsync(text),
				guard
			}),
			pages.isPending ? /* @__PURE__ */ jsx(Preloader, {
				size: "sm",
				label: t("comments.title")
			}) : pages.isError && shown.length === 0 ? /* @__PURE__ */ jsxs("div", {
				role: "alert",
				className: CommentsArea_module_default.error,
				children: [/* @__PURE__ */ jsx("p", { children: t("comments.errorText") }), /* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => void pages.refetch(),
					children: t("comments.retry")
				})]
			}) : shown.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: CommentsArea_module_default.empty,
				children: t("comments.empty")
			}) : /* @__PURE__ */ jsx("ul", {
				className: CommentsArea_module_default.list,
				children: shown.map((comment) => /* @__PURE__ */ jsx(CommentItem, {
					comment,
					children: /* @__PURE__ */ jsx(Replies, {
						comment,
						api,
						guard
					})
				}, comment.id))
			}),
			pages.hasNextPage && /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				loading: pages.isFetchingNextPage,
				onClick: () => void pages.fetchNextPage(),
				children: t("comments.moreComments")
			}),
			prompt
		]
	});
}
export { CommentsArea };

//# sourceMappingURL=CommentsArea-CyriRki8.js.map