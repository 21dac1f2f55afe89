import { n as ArrowLeftIcon, r as ChatIcon, t as AlertIcon, v as PlusIcon } from "./Icon-5AvXVvpA.js";
import { D as LinkButton, H as EmptyState, R as useServices, U as Preloader, Y as Avatar, b as formatTime, h as formatChatStamp, it as useMediaQuery, k as paths, tt as VisuallyHidden, z as Badge } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { i as chatStreamEvent, n as chatChannelOf, o as moderationLimits, r as chatLimits, t as endpoints } from "./endpoints-Ds3VCXE4.js";
import { o as timings } from "./limits-Bj0hKUrz.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as IconButton } from "./IconButton-DVlZ49MF.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { t as characterCount } from "./post-rules-BMQ6ptCW.js";
import { n as mediaFileProblem, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Transmit } from "@adonisjs/transmit-client";
// src/features/chat/api/chatApi.ts
var chat = endpoints.chat;
var chatKeys = {
	all: ["chat"],
	list: ["chat", "list"],
	with: (opponentUuid) => [
		"chat",
		"with",
		opponentUuid
	],
	status: (opponentUuid) => [
		"chat",
		"status",
		opponentUuid
	],
	opponent: (opponentUuid) => [
		"chat",
		"opponent",
		opponentUuid
	]
};
/** Polls show their own state: a failure must not pop the global error dialog every 500 ms. */
var quiet = { meta: { handlesErrors: true } };
var chatListQueryOptions = (client) => queryOptions({
	queryKey: chatKeys.list,
	...quiet,
	queryFn: ({ signal }) => client.call(chat.chats, {
		query: { size: 100 },
		signal
	})
});
/** The conversation with one user, or null when there is none yet. */
var chatWithQueryOptions = (client, opponentUuid) => queryOptions({
	queryKey: chatKeys.with(opponentUuid),
	queryFn: async ({ signal }) => {
		return (await client.call(chat.chats, {
			query: { opponentUserUuid: opponentUuid },
			signal
		})).elements[0] ?? null;
	}
});
var chatStatusQueryOptions = (client, opponentUuid) => queryOptions({
	queryKey: chatKeys.status(opponentUuid),
	...quiet,
	queryFn: ({ signal }) => client.call(chat.status, {
		query: { opponentUserUuid: opponentUuid },
		signal
	}),
	refetchInterval: 3e4
});
/** Who a new conversation is with, when no chat exists yet (the profile's name and avatar). */
var opponentQueryOptions = (client, opponentUuid) => queryOptions({
	queryKey: chatKeys.opponent(opponentUuid),
	queryFn: ({ signal }) => client.call(endpoints.profiles.profile, {
		params: { id: opponentUuid },
		signal
	}),
	staleTime: 6e4
});
function fetchMessages(client, chatId, cursor, signal) {
	return client.call(chat.messages, {
		params: { id: String(chatId) },
		query: cursor,
		signal
	});
}
/** Every message goes as a form: its type, its receiver and its content (the text, or the picture file). */
function send(client, receiverUuid, content) {
	const form = new FormData();
	form.set("messageType", content.messageType);
	form.set("receiverUserId", receiverUuid);
	if (content.messageType === "TEXT") form.set("message", content.message);
	else form.set("file", content.file);
	return client.call(chat.send, { body: form });
}
var sendText = (client, receiverUuid, message) => send(client, receiverUuid, {
	messageType: "TEXT",
	message
});
var sendImage = (client, receiverUuid, file) => send(client, receiverUuid, {
	messageType: "IMAGE",
	file
});
// src/features/chat/api/useChatStream.ts
/**
* The user's SSE channel (beyond the spec): new messages and unread counts as they happen.
* When the stream cannot be opened or subscribed (no server support, a proxy that drops it,
* an expired session) the state becomes `unavailable` and the screen falls back to the spec's
* 500 ms polling; a stream that drops later does the same until it reconnects.
*/
function useChatStream(userUuid, onEvent) {
	const { client } = useServices();
	const [state, setState] = useState("connecting");
	const handler = useRef(onEvent);
	useEffect(() => {
		handler.current = onEvent;
	});
	useEffect(() => {
		if (!userUuid || typeof EventSource === "undefined") {
			setState("unavailable");
			return;
		}
		let closed = false;
		const transmit = new Transmit({
			baseUrl: client.baseUrl || window.location.origin,
			maxReconnectAttempts: 3,
			beforeSubscribe: (request) => {
				const token = client.accessToken;
				if (token) request.headers.set("authorization", `Bearer ${token}`);
			},
			onSubscribeFailed: () => !closed && setState("unavailable"),
			onReconnectFailed: () => !closed && setState("unavailable")
		});
		transmit.on("disconnected", () => !closed && setState("unavailable"));
		transmit.on("reconnecting", () => !closed && setState("unavailable"));
		const subscription = transmit.subscription(chatChannelOf(userUuid));
		subscription.onMessage((message) => {
			const parsed = chatStreamEvent.safeParse(message);
			if (parsed.success) handler.current(parsed.data);
		});
		subscription.create().then(() => {
			if (!closed && subscription.isCreated) setState("live");
		}).catch(() => !closed && setState("unavailable"));
		transmit.on("connected", () => {
			if (!closed && subscription.isCreated) setState("live");
		});
		return () => {
			closed = true;
			subscription.delete().catch(() => void 0);
			transmit.close();
		};
	}, [client, userUuid]);
	return state;
}
// src/features/chat/api/useConversation.ts
/** Messages by id, oldest first, without duplicates (a poll and a send may bring the same one). */
function mergeMessages(current, incoming) {
	if (incoming.length === 0) return current;
	const byId = new Map(current.map((message) => [message.id, message]));
	for (const message of incoming) byId.set(message.id, message);
	return [...byId.values()].sort((a, b) => a.id - b.id);
}
/**
* The messages of one chat: the newest page first, then only what is newer (`after` the last
* id) every 500 ms while `poll` is on (the stream is not live), or when `refresh` is called.
* Each fetch marks what it returned as read on the server, so the list's badge is refreshed.
*/
function useConversation(chatId, poll) {
	const { client } = useServices();
	const queryClient = useQueryClient();
	const [state, setState] = useState({
		chatId,
		messages: [],
		loading: chatId !== null
	});
	const [failed, setFailed] = useState(false);
	const [hasOlder, setHasOlder] = useState(false);
	const latest = useRef({
		chatId,
		lastId: 0,
		inFlight: false,
		ready: false
	});
	if (state.chatId !== chatId) {
		setState({
			chatId,
			messages: [],
			loading: chatId !== null
		});
		setHasOlder(false);
		setFailed(false);
	}
	const apply = useCallback((forChat, incoming) => {
		if (latest.current.chatId !== forChat) return;
		const newest = incoming.at(-1);
		if (newest && newest.id > latest.current.lastId) latest.current.lastId = newest.id;
		setState((previous) => previous.chatId === forChat ? {
			...previous,
			loading: false,
			messages: mergeMessages(previous.messages, incoming)
		} : previous);
		if (incoming.some((message) => !message.itYourMessage)) queryClient.invalidateQueries({ queryKey: chatKeys.list });
	}, [queryClient]);
	useEffect(() => {
		latest.current = {
			chatId,
			lastId: 0,
			inFlight: false,
			ready: false
		};
		if (chatId === null) return;
		const controller = new AbortController();
		fetchMessages(client, chatId, {}, controller.signal).then((messages) => {
			setHasOlder(messages.length >= chatLimits.messagesPage);
			apply(chatId, messages);
			if (latest.current.chatId === chatId) latest.current.ready = true;
			queryClient.invalidateQueries({ queryKey: chatKeys.list });
		}, () => {
			if (!controller.signal.aborted) setFailed(true);
		});
		return () => controller.abort();
	}, [
		apply,
		chatId,
		client,
		queryClient
	]);
	const refresh = useCallback(async () => {
		const current = latest.current;
		if (current.chatId === null || current.inFlight || !current.ready) return;
		current.inFlight = true;
		const forChat = current.chatId;
		try {
			apply(forChat, await fetchMessages(client, forChat, { after: current.lastId }));
			setFailed(false);
		} catch {
			setFailed(true);
		} finally {
			if (latest.current.chatId === forChat) latest.current.inFlight = false;
		}
	}, [apply, client]);
	useEffect(() => {
		if (!poll || chatId === null) return;
		const timer = setInterval(() => void refresh(), timings.chatPollMs);
		return () => clearInterval(timer);
	}, [
		chatId,
		poll,
		refresh
	]);
	const loadOlder = useCallback(async () => {
		const forChat = latest.current.chatId;
		const oldest = state.messages[0];
		if (forChat === null || !oldest) return;
		const older = await fetchMessages(client, forChat, { before: oldest.id });
		setHasOlder(older.length >= chatLimits.messagesPage);
		apply(forChat, older);
	}, [
		apply,
		client,
		state.messages
	]);
	const add = useCallback((message) => {
		if (latest.current.chatId !== null) apply(latest.current.chatId, [message]);
	}, [apply]);
	return {
		messages: state.chatId === chatId ? state.messages : [],
		loading: state.loading,
		failed,
		hasOlder,
		loadOlder,
		refresh,
		add
	};
}
var ChatList_module_default = {
	list: "_list_1y1ri_1",
	item: "_item_1y1ri_7",
	text: "_text_1y1ri_36",
	top: "_top_1y1ri_44",
	bottom: "_bottom_1y1ri_45",
	preview: "_preview_1y1ri_59",
	name: "_name_1y1ri_63",
	failed: "_failed_1y1ri_78"
};
// src/features/chat/components/ChatList.tsx
/** The caller's conversations, newest activity first, each with its last message and unread badge. */
function ChatList({ chats, selectedId, onOpen, loading, failed }) {
	const { t } = useTranslation("chat");
	const [language] = useLanguage();
	if (loading) return /* @__PURE__ */ jsx(Preloader, {
		centered: true,
		label: t("titles.chat")
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [failed && chats.length === 0 && /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: ChatList_module_default.failed,
		children: t("list.loadFailed")
	}), /* @__PURE__ */ jsx("ul", {
		className: ChatList_module_default.list,
		"data-testid": "chat-list",
		children: chats.map((chat) => {
			const last = chat.lastMessage;
			const preview = !last ? t("list.noMessages") : last.messageType === "IMAGE" ? last.itYourMessage ? t("list.you", { text: t("list.image") }) : t("list.image") : last.itYourMessage ? t("list.you", { text: last.context }) : last.context;
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: ChatList_module_default.item,
				"aria-current": chat.id === selectedId ? "true" : void 0,
				onClick: () => onOpen(chat.id),
				"data-testid": "chat-list-item",
				children: [/* @__PURE__ */ jsx(Avatar, {
					src: chat.opponent.avatar,
					name: chat.opponent.publicName,
					size: "md",
					decorative: true
				}), /* @__PURE__ */ jsxs("span", {
					className: ChatList_module_default.text,
					children: [/* @__PURE__ */ jsxs("span", {
						className: ChatList_module_default.top,
						children: [/* @__PURE__ */ jsx("span", {
							className: ChatList_module_default.name,
							children: chat.opponent.publicName
						}), last && /* @__PURE__ */ jsx("time", {
							dateTime: last.createAt,
							children: formatChatStamp(last.createAt, language)
						})]
					}), /* @__PURE__ */ jsxs("span", {
						className: ChatList_module_default.bottom,
						children: [/* @__PURE__ */ jsx("span", {
							className: ChatList_module_default.preview,
							children: preview
						}), chat.unreadCount > 0 && /* @__PURE__ */ jsx(Badge, {
							tone: "brand",
							size: "sm",
							"aria-label": t("list.unread", { count: chat.unreadCount }),
							"data-testid": "unread-badge",
							children: chat.unreadCount
						})]
					})]
				})]
			}) }, chat.id);
		})
	})] });
}
var ImagePreviewPopup_module_default = {
	preview: "_preview_ocpox_1",
	error: "_error_ocpox_10"
};
// src/features/chat/components/ImagePreviewPopup.tsx
/**
* The image-send preview (spec 000 §2, §4): the picked picture is shown and sent only on
* confirmation. Kinds and size are checked here for a quick answer; the server checks the
* content again whatever the browser says.
*/
function ImagePreviewPopup({ file, onCancel, onConfirm }) {
	const { t } = useTranslation("chat");
	const url = useMemo(() => file ? URL.createObjectURL(file) : null, [file]);
	useEffect(() => () => url ? URL.revokeObjectURL(url) : void 0, [url]);
	const [sending, setSending] = useState(false);
	const [failure, setFailure] = useState(null);
	const error = failure && failure.file === file ? failure.message : null;
	const fileProblem = file && mediaFileProblem("chatImage", file);
	const problem = fileProblem && t(fileProblem === "type" ? "preview.wrongType" : "preview.tooLarge");
	const confirm = async () => {
		if (!file || problem) return;
		setSending(true);
		setFailure(null);
		try {
			await onConfirm(file);
		} catch (caught) {
			setFailure({
				file,
				message: caught instanceof Error && "serverMessage" in caught && caught.serverMessage ? String(caught.serverMessage) : t("preview.wrongType")
			});
		} finally {
			setSending(false);
		}
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: !!file,
		onClose: onCancel,
		title: t("preview.title"),
		closeLabel: t("preview.cancel"),
		actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: onCancel,
			children: t("preview.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => void confirm(),
			loading: sending,
			disabled: !!problem,
			"data-testid": "chat-image-send",
			children: t("preview.send")
		})] }),
		children: [url && !problem && /* @__PURE__ */ jsx("img", {
			src: url,
			alt: file?.name ?? "",
			className: ImagePreviewPopup_module_default.preview
		}), (problem ?? error) && /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: ImagePreviewPopup_module_default.error,
			children: problem ?? error
		})]
	});
}
// src/features/chat/components/ReportMessagePopup.tsx
/** A participant reports the other side's message to the moderators, with a reason. */
function ReportMessagePopup({ messageId, onClose }) {
	const { t } = useTranslation("chat");
	const { client } = useServices();
	const [reason, setReason] = useState("");
	const [state, setState] = useState(null);
	const current = state && state.for === messageId ? state : null;
	const close = () => {
		setReason("");
		setState(null);
		onClose();
	};
	const send = async () => {
		if (messageId === null || !reason.trim()) return;
		setState({
			for: messageId,
			sending: true
		});
		try {
			const answer = await client.call(endpoints.moderation.report, { body: {
				targetKind: "MESSAGE",
				targetId: messageId,
				reason: reason.trim()
			} });
			setState({
				for: messageId,
				sending: false,
				done: answer.message
			});
		} catch (failure) {
			const message = failure instanceof Error && "serverMessage" in failure && failure.serverMessage ? String(failure.serverMessage) : t("report.failed");
			setState({
				for: messageId,
				sending: false,
				error: message
			});
		}
	};
	return /* @__PURE__ */ jsxs(Popup, {
		open: messageId !== null,
		onClose: close,
		title: t("report.title"),
		closeLabel: t("preview.cancel"),
		actions: current?.done ? /* @__PURE__ */ jsx(Button, {
			onClick: close,
			children: t("report.close")
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: close,
			children: t("preview.cancel")
		}), /* @__PURE__ */ jsx(Button, {
			onClick: () => void send(),
			loading: current?.sending,
			disabled: !reason.trim(),
			children: t("report.send")
		})] }),
		children: [current?.done ? /* @__PURE__ */ jsx("p", {
			role: "status",
			children: t("report.done")
		}) : /* @__PURE__ */ jsx(TextArea, {
			"aria-label": t("report.reason"),
			placeholder: t("report.reason"),
			value: reason,
			maxLength: moderationLimits.reasonMax,
			rows: 3,
			onChange: (event) => setReason(event.target.value)
		}), current?.error && /* @__PURE__ */ jsx("p", {
			role: "alert",
			children: current.error
		})]
	});
}
var ConversationPane_module_default = {
	pane: "_pane_9puij_1",
	header: "_header_9puij_8",
	who: "_who_9puij_17",
	name: "_name_9puij_27",
	mode: "_mode_9puij_38",
	messages: "_messages_9puij_53",
	older: "_older_9puij_62",
	start: "_start_9puij_67",
	failed: "_failed_9puij_68",
	list: "_list_9puij_74",
	message: "_message_9puij_53",
	report: "_report_9puij_98",
	bubble: "_bubble_9puij_113",
	text: "_text_9puij_130",
	imageLink: "_imageLink_9puij_136",
	image: "_image_9puij_136",
	meta: "_meta_9puij_147",
	composer: "_composer_9puij_155",
	input: "_input_9puij_165",
	sendError: "_sendError_9puij_174",
	prompt: "_prompt_9puij_180"
};
// src/features/chat/components/ConversationPane.tsx
/** Within this many pixels of the end the reader counts as "at the bottom". */
var BOTTOM_SLACK = 48;
/**
* One conversation: messages oldest first (own on the right, HH:MM under each), and the input,
* or the subscribe prompt when the two may not chat. New messages keep the view at the bottom
* only when the reader was already there (or just sent one); otherwise the scroll stays put.
*/
function ConversationPane({ opponent, chatId, conversation, live, narrow, onBack, onCreated }) {
	const { t } = useTranslation("chat");
	const [language] = useLanguage();
	const { client } = useServices();
	const { user } = useSession();
	const status = useQuery(chatStatusQueryOptions(client, opponent.uuid));
	const scroller = useRef(null);
	const atBottom = useRef(true);
	const forceBottom = useRef(true);
	const previousFirst = useRef({
		id: void 0,
		height: 0
	});
	const { messages } = conversation;
	const [reporting, setReporting] = useState(null);
	const onScroll = () => {
		const element = scroller.current;
		if (!element) return;
		atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK;
	};
	useLayoutEffect(() => {
		const element = scroller.current;
		if (!element) return;
		const first = messages[0]?.id;
		if (previousFirst.current.id !== void 0 && first !== void 0 && first < previousFirst.current.id) element.scrollTop += element.scrollHeight - previousFirst.current.height;
		else if (atBottom.current || forceBottom.current) {
			element.scrollTop = element.scrollHeight;
			atBottom.current = true;
		}
		if (messages.length > 0) forceBottom.current = false;
		previousFirst.current = {
			id: first,
			height: element.scrollHeight
		};
	}, [messages]);
	const keepBottom = () => {
		const element = scroller.current;
		if (element && atBottom.current) element.scrollTop = element.scrollHeight;
	};
	const delivered = (sent) => {
		forceBottom.current = true;
		if (chatId === null) onCreated(sent.chatId);
		else conversation.add(sent);
	};
	const viewerIsArtist = !!user?.authorities?.includes("ARTIST");
	const lastOwn = [...messages].reverse().find((message) => message.itYourMessage);
	const locked = status.data === false;
	return /* @__PURE__ */ jsxs("div", {
		className: ConversationPane_module_default.pane,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: ConversationPane_module_default.header,
				children: [
					narrow && /* @__PURE__ */ jsx(IconButton, {
						label: t("conversation.back"),
						icon: /* @__PURE__ */ jsx(ArrowLeftIcon, {}),
						onClick: onBack,
						"data-testid": "chat-back"
					}),
					/* @__PURE__ */ jsxs(Link, {
						to: paths.profile(opponent.nickName),
						className: ConversationPane_module_default.who,
						"aria-label": t("conversation.openProfile", { name: opponent.publicName }),
						children: [/* @__PURE__ */ jsx(Avatar, {
							src: opponent.avatar,
							name: opponent.publicName,
							size: "sm",
							decorative: true
						}), /* @__PURE__ */ jsx("span", {
							className: ConversationPane_module_default.name,
							children: opponent.publicName
						})]
					}),
					!locked && /* @__PURE__ */ jsx("span", {
						className: ConversationPane_module_default.mode,
						"data-testid": "chat-mode",
						"data-live": live,
						children: live ? t("conversation.live") : t("conversation.polling")
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				ref: scroller,
				className: ConversationPane_module_default.messages,
				onScroll,
				"data-testid": "chat-messages",
				role: "log",
				"aria-live": "polite",
				children: [
					conversation.hasOlder && /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						size: "sm",
						className: ConversationPane_module_default.older,
						onClick: () => void conversation.loadOlder(),
						children: t("conversation.older")
					}),
					conversation.failed && /* @__PURE__ */ jsx("p", {
						role: "status",
						className: ConversationPane_module_default.failed,
						children: t("conversation.loadFailed")
					}),
					chatId === null && messages.length === 0 && !locked && /* @__PURE__ */ jsx("p", {
						className: ConversationPane_module_default.start,
						children: t("conversation.start", { name: opponent.publicName })
					}),
					/* @__PURE__ */ jsx("ol", {
						className: ConversationPane_module_default.list,
						children: messages.map((message) => /* @__PURE__ */ jsxs("li", {
							className: ConversationPane_module_default.message,
							"data-own": message.itYourMessage,
							"data-testid": "chat-message",
							children: [/* @__PURE__ */ jsxs("div", {
								className: ConversationPane_module_default.bubble,
								children: [message.messageType === "IMAGE" ? /* @__PURE__ */ jsx("a", {
									href: message.context,
									target: "_blank",
									rel: "noreferrer",
									className: ConversationPane_module_default.imageLink,
									children: /* @__PURE__ */ jsx("img", {
										src: message.context,
										alt: message.itYourMessage ? t("conversation.ownImageAlt") : t("conversation.imageAlt", { name: opponent.publicName }),
										className: ConversationPane_module_default.image,
										loading: "lazy",
										onLoad: keepBottom
									})
								}) : /* @__PURE__ */ jsx("p", {
									className: ConversationPane_module_default.text,
									children: message.context
								}), /* @__PURE__ */ jsxs("span", {
									className: ConversationPane_module_default.meta,
									children: [/* @__PURE__ */ jsx("time", {
										dateTime: message.createAt,
										children: formatTime(message.createAt, language)
									}), message.id === lastOwn?.id && message.isRead && /* @__PURE__ */ jsxs("span", { children: [" · ", t("conversation.read")] })]
								})]
							}), !message.itYourMessage && /* @__PURE__ */ jsx(IconButton, {
								label: t("report.action"),
								icon: /* @__PURE__ */ jsx(AlertIcon, {}),
								size: "sm",
								className: ConversationPane_module_default.report,
								onClick: () => setReporting(message.id)
							})]
						}, message.id))
					})
				]
			}),
			/* @__PURE__ */ jsx(ReportMessagePopup, {
				messageId: reporting,
				onClose: () => setReporting(null)
			}),
			locked ? /* @__PURE__ */ jsx("div", {
				className: ConversationPane_module_default.prompt,
				role: "status",
				"data-testid": "chat-subscribe-prompt",
				children: viewerIsArtist ? /* @__PURE__ */ jsx("p", { children: t("composer.notAllowedArtist") }) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("composer.notAllowed") }), /* @__PURE__ */ jsx(LinkButton, {
					to: paths.profile(opponent.nickName),
					size: "sm",
					children: t("composer.subscribe")
				})] })
			}) : /* @__PURE__ */ jsx(Composer, {
				receiverUuid: opponent.uuid,
				disabled: status.data !== true,
				onSent: delivered,
				onScrollDown: () => forceBottom.current = true
			})
		]
	});
}
/** The input: Enter sends (Shift+Enter is a new line); a picture goes through the preview popup. */
function Composer({ receiverUuid, disabled, onSent, onScrollDown }) {
	const { t } = useTranslation("chat");
	const { client } = useServices();
	const [text, setText] = useState("");
	const [sending, setSending] = useState(false);
	const [error, setError] = useState(null);
	const [picked, setPicked] = useState(null);
	const fileInput = useRef(null);
	const trimmed = text.trim();
	const length = characterCount(trimmed);
	const tooLong = length > chatLimits.textMax;
	const send = async (event) => {
		event?.preventDefault();
		if (!trimmed || tooLong || sending || disabled) return;
		setSending(true);
		setError(null);
		try {
			onScrollDown();
			onSent(await sendText(client, receiverUuid, trimmed));
			setText("");
		} catch (failure) {
			setError(failure instanceof Error && "serverMessage" in failure ? String(failure.serverMessage) : null);
		} finally {
			setSending(false);
		}
	};
	const onKeyDown = (event) => {
		if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
	};
	return /* @__PURE__ */ jsxs("form", {
		className: ConversationPane_module_default.composer,
		onSubmit: (event) => void send(event),
		"data-testid": "chat-composer",
		children: [
			/* @__PURE__ */ jsx(IconButton, {
				label: t("composer.attach"),
				icon: /* @__PURE__ */ jsx(PlusIcon, {}),
				variant: "secondary",
				disabled,
				onClick: () => fileInput.current?.click()
			}),
			/* @__PURE__ */ jsx("input", {
				ref: fileInput,
				type: "file",
				accept: mediaAccept("chatImage"),
				hidden: true,
				"data-testid": "chat-file",
				onChange: (event) => {
					setPicked(event.target.files?.[0] ?? null);
					event.target.value = "";
				}
			}),
			/* @__PURE__ */ jsx(TextArea, {
				"aria-label": t("composer.label"),
				placeholder: t("composer.placeholder"),
				value: text,
				rows: 1,
				autoResize: true,
				invalid: tooLong,
				"aria-describedby": tooLong ? "chat-too-long" : void 0,
				onChange: (event) => setText(event.target.value),
				onKeyDown,
				disabled,
				wrapperClassName: ConversationPane_module_default.input
			}),
			/* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: disabled || !trimmed || tooLong,
				loading: sending,
				children: t("composer.send")
			}),
			tooLong && /* @__PURE__ */ jsx("p", {
				id: "chat-too-long",
				role: "alert",
				className: ConversationPane_module_default.sendError,
				children: t("composer.tooLong", {
					length,
					max: chatLimits.textMax
				})
			}),
			error && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: ConversationPane_module_default.sendError,
				children: error
			}),
			/* @__PURE__ */ jsx(ImagePreviewPopup, {
				file: picked,
				onCancel: () => setPicked(null),
				onConfirm: async (file) => {
					onScrollDown();
					onSent(await sendImage(client, receiverUuid, file));
					setPicked(null);
				}
			})
		]
	});
}
var ChatScreen_module_default = {
	screen: "_screen_glag4_2",
	listPane: "_listPane_glag4_15",
	listTitle: "_listTitle_glag4_26",
	conversationPane: "_conversationPane_glag4_37",
	pick: "_pick_glag4_44"
};
// src/features/chat/screens/ChatScreen.tsx
/** How often the list refreshes itself when the stream is not live (the open chat polls every 500 ms). */
var LIST_POLL_MS = 3e3;
/**
* /chat (spec 000 §2, §4, §9): the list on the left, the conversation on the right; at 800 px
* or less they alternate, with a back control. `?chat={id}` opens a conversation, `?with={uuid}`
* starts or resumes one with that user (the profile's Message button). New messages arrive
* through the stream when it is live, otherwise by the spec's 500 ms polling.
*/
function ChatScreen() {
	const { t } = useTranslation("chat");
	const { client } = useServices();
	const { user } = useSession();
	const queryClient = useQueryClient();
	const narrow = useMediaQuery("(width <= 800px)");
	const [params, setParams] = useSearchParams();
	const chatParam = Number(params.get("chat"));
	const withParam = params.get("with");
	const openChat = useRef({
		id: null,
		refresh: () => {}
	});
	const onEvent = useCallback((event) => {
		queryClient.invalidateQueries({ queryKey: chatKeys.list });
		if (event.chatId === openChat.current.id) openChat.current.refresh();
	}, [queryClient]);
	const live = useChatStream(user?.uuid, onEvent) === "live";
	const list = useQuery({
		...chatListQueryOptions(client),
		refetchInterval: live ? false : LIST_POLL_MS
	});
	const chats = list.data?.elements ?? [];
	const resumed = useQuery({
		...chatWithQueryOptions(client, withParam ?? ""),
		enabled: !!withParam
	});
	const existing = resumed.data ?? null;
	useEffect(() => {
		if (withParam && existing) setParams({ chat: String(existing.id) }, { replace: true });
	}, [
		existing,
		setParams,
		withParam
	]);
	const draftWith = withParam && resumed.isSuccess && !existing ? withParam : null;
	const draftProfile = useQuery({
		...opponentQueryOptions(client, draftWith ?? ""),
		enabled: !!draftWith
	});
	const selected = Number.isInteger(chatParam) ? chats.find((chat) => chat.id === chatParam) ?? null : null;
	const opponent = selected ? selected.opponent : draftWith && draftProfile.data ? {
		uuid: draftProfile.data.uuid,
		publicName: draftProfile.data.publicName,
		nickName: draftProfile.data.nickName,
		avatar: draftProfile.data.avatar
	} : null;
	const chatId = selected?.id ?? null;
	const conversation = useConversation(chatId, !live);
	const { refresh } = conversation;
	useEffect(() => {
		openChat.current = {
			id: chatId,
			refresh: () => void refresh()
		};
	}, [chatId, refresh]);
	const open = (id) => setParams({ chat: String(id) });
	const back = () => setParams({});
	const showingConversation = !!opponent || !!withParam && !resumed.isError;
	return /* @__PURE__ */ jsxs("div", {
		className: ChatScreen_module_default.screen,
		"data-narrow": narrow,
		"data-view": showingConversation ? "conversation" : "list",
		children: [
			narrow && showingConversation && /* @__PURE__ */ jsx(VisuallyHidden, {
				as: "h1",
				children: t("titles.chat")
			}),
			(!narrow || !showingConversation) && /* @__PURE__ */ jsxs("section", {
				className: ChatScreen_module_default.listPane,
				"aria-label": t("list.label"),
				children: [/* @__PURE__ */ jsx("h1", {
					className: ChatScreen_module_default.listTitle,
					children: t("titles.chat")
				}), list.isSuccess && chats.length === 0 && !withParam ? /* @__PURE__ */ jsx(EmptyState, {
					compact: true,
					icon: /* @__PURE__ */ jsx(ChatIcon, {}),
					headingLevel: "h2",
					title: t("list.empty"),
					description: t("list.emptyHint")
				}) : /* @__PURE__ */ jsx(ChatList, {
					chats,
					selectedId: chatId,
					onOpen: open,
					loading: list.isPending,
					failed: list.isError,
					viewerIsArtist: !!user?.authorities?.includes("ARTIST")
				})]
			}),
			(!narrow || showingConversation) && /* @__PURE__ */ jsx("section", {
				className: ChatScreen_module_default.conversationPane,
				"aria-label": opponent?.publicName ?? t("conversation.pick"),
				children: opponent ? /* @__PURE__ */ jsx(ConversationPane, {
					opponent,
					chatId,
					conversation,
					live,
					narrow,
					onBack: back,
					onCreated: (id) => {
						queryClient.invalidateQueries({ queryKey: chatKeys.all });
						setParams({ chat: String(id) }, { replace: true });
					}
				}, opponent.uuid) : /* @__PURE__ */ jsx(EmptyState, {
					compact: true,
					icon: /* @__PURE__ */ jsx(ChatIcon, {}),
					headingLevel: "h2",
					title: t("conversation.pick"),
					description: t("conversation.pickHint"),
					className: ChatScreen_module_default.pick
				})
			})
		]
	});
}
export { ChatScreen };

//# sourceMappingURL=ChatScreen--9tZaTju.js.map