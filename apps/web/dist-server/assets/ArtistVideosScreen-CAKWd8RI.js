import { s as formatHryvnia } from "./limits-Bj0hKUrz.js";
import { B as Card, D as LinkButton, E as Screen_module_default, H as EmptyState, J as PageHeader, N as errorMessage, R as useServices, U as Preloader, Y as Avatar, _ as formatDateTime, et as FormField, k as paths, nt as Container } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { t as ProfileMoneyActions } from "./public-B2pIjTaB.js";
import { a as declineOrder, c as profileQueryOptions, i as Orders_module_default, o as deliverVideo, r as useTimeLeft, s as ordersQueryOptions, t as OrderList } from "./OrderList-8Ik827so.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { n as FilePicker, t as useFilePickerLabels } from "./useFilePickerLabels-CCyx7wOa.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { r as mediaMaxBytes, t as mediaAccept } from "./media-types-BETQs3nm.js";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/greetings/components/OfferPopup.tsx
var formId = "record-video-form";
/**
* The artist's View offer popup (spec 001 §4): the offer, then accept → 'Record video
* congratulation' (Send only with a file) → the happy message, or decline → 'Decline video
* congratulation' with its confirmation. Upload failures show under the form.
*/
function OfferPopup({ order, onClose, onSettled }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const { t: shared } = useTranslation();
	const [language] = useLanguage();
	const { client } = useServices();
	const timeLeft = useTimeLeft();
	const [step, setStep] = useState("view");
	const [file, setFile] = useState(null);
	const fileId = useId();
	const pickerLabels = useFilePickerLabels();
	const send = useMutation({
		mutationFn: ({ id, video }) => deliverVideo(client, id, video),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			setStep("sent");
			await onSettled();
		}
	});
	const decline = useMutation({
		mutationFn: (id) => declineOrder(client, id),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			await onSettled();
			close();
		}
	});
	if (!order) return null;
	const name = order.user.publicName ?? order.user.nickName ?? t("order.unknown");
	const nickName = order.user.nickName ?? name;
	const open = order.status === "INIT";
	const tooLarge = file !== null && file.size > mediaMaxBytes.video;
	const busy = send.isPending || decline.isPending;
	function close() {
		if (send.isPending || decline.isPending) return;
		setStep("view");
		setFile(null);
		send.reset();
		decline.reset();
		onClose();
	}
	const submit = (event) => {
		event.preventDefault();
		if (file && !tooLarge) send.mutate({
			id: order.id,
			video: file
		});
	};
	const title = step === "record" || step === "sent" ? t("artist.recordTitle") : step === "decline" ? t("artist.declineTitle") : t("artist.offerTitle");
	const actions = step === "view" ? open ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "danger",
		onClick: () => setStep("decline"),
		children: t("artist.decline")
	}), /* @__PURE__ */ jsx(Button, {
		onClick: () => setStep("record"),
		children: t("artist.accept")
	})] }) : /* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: close,
		children: t("shared:common.close")
	}) : step === "record" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: () => setStep("view"),
		disabled: busy,
		children: t("shared:common.cancel")
	}), /* @__PURE__ */ jsx(Button, {
		type: "submit",
		form: formId,
		disabled: !file || tooLarge,
		loading: send.isPending,
		children: t("artist.send")
	})] }) : step === "decline" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "secondary",
		onClick: () => setStep("view"),
		disabled: busy,
		children: t("shared:common.cancel")
	}), /* @__PURE__ */ jsx(Button, {
		variant: "danger",
		loading: decline.isPending,
		onClick: () => decline.mutate(order.id),
		children: t("artist.decline")
	})] }) : /* @__PURE__ */ jsx(Button, {
		onClick: close,
		children: t("shared:common.done")
	});
	return /* @__PURE__ */ jsxs(Popup, {
		open: true,
		onClose: close,
		title,
		closeLabel: t("shared:common.close"),
		actions,
		children: [
			step === "view" && /* @__PURE__ */ jsxs("dl", {
				className: Orders_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("order.fan") }),
					/* @__PURE__ */ jsx("dd", { children: name }),
					/* @__PURE__ */ jsx("dt", { children: t("order.amount") }),
					/* @__PURE__ */ jsx("dd", { children: formatHryvnia(order.money.amount, language) }),
					/* @__PURE__ */ jsx("dt", { children: t("order.desire") }),
					/* @__PURE__ */ jsx("dd", { children: order.fanDesire }),
					order.deadlineAt && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("order.deadline") }), /* @__PURE__ */ jsxs("dd", { children: [formatDateTime(order.deadlineAt, language), timeLeft(order) ? ` · ${timeLeft(order)}` : ""] })] })
				]
			}),
			step === "record" && /* @__PURE__ */ jsxs("form", {
				id: formId,
				onSubmit: submit,
				noValidate: true,
				children: [
					/* @__PURE__ */ jsx(FormField, {
						id: fileId,
						label: t("artist.file"),
						hint: t("artist.fileHint"),
						error: tooLarge ? t("artist.fileTooLarge") : void 0,
						children: /* @__PURE__ */ jsx(FilePicker, {
							accept: mediaAccept("video"),
							labels: pickerLabels,
							fileName: file?.name,
							disabled: send.isPending,
							onFile: (chosen) => {
								setFile(chosen);
								send.reset();
							}
						})
					}),
					send.isPending && /* @__PURE__ */ jsx(Preloader, { label: t("artist.sending") }),
					send.isError && /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: Orders_module_default.error,
						children: errorMessage(send.error, shared)
					})
				]
			}),
			step === "sent" && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: Orders_module_default.success,
				children: t("artist.sent", { name: nickName })
			}),
			step === "decline" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("artist.declineText") }), decline.isError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: Orders_module_default.error,
				children: errorMessage(decline.error, shared)
			})] })
		]
	});
}
// src/features/greetings/screens/ArtistVideosScreen.tsx
/** The owner's incoming orders, newest first, each opening the View offer popup. */
function IncomingOrders({ nickName }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const { client, queryClient } = useServices();
	const orders = useQuery(ordersQueryOptions(client, true));
	const [viewing, setViewing] = useState(null);
	const current = orders.data?.find((order) => order.id === viewing) ?? null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: Orders_module_default.headerRow,
			children: [/* @__PURE__ */ jsx("p", {
				className: `${Orders_module_default.intro} ${Orders_module_default.headerText}`,
				children: t("artist.intro")
			}), /* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.headerActions,
				children: [/* @__PURE__ */ jsx(LinkButton, {
					to: `${paths.profile(nickName)}/subscribers`,
					variant: "ghost",
					children: t("artist.editPrices")
				}), /* @__PURE__ */ jsx(LinkButton, {
					to: paths.earnings(nickName),
					variant: "secondary",
					children: t("artist.earnings")
				})]
			})]
		}),
		/* @__PURE__ */ jsx(OrderList, {
			orders: orders.data,
			loading: orders.isPending,
			forArtist: true,
			viewLabel: t("artist.viewOffer"),
			empty: {
				title: t("artist.empty"),
				description: t("artist.emptyHint")
			},
			onView: setViewing
		}),
		/* @__PURE__ */ jsx(OfferPopup, {
			order: current,
			onClose: () => setViewing(null),
			onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ["greetings"] }), queryClient.invalidateQueries({ queryKey: ["payments"] })])
		})
	] });
}
/** Someone else's page: who the artist is, the price and rules, and the money buttons to order. */
function OrderFromArtist({ nickName }) {
	const { t } = useTranslation(["greetings", "shared"]);
	const [language] = useLanguage();
	const { client } = useServices();
	const profile = useQuery(profileQueryOptions(client, nickName));
	if (!profile.data) return profile.isPending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : null;
	const artist = profile.data;
	if (!artist.authorities.includes("ARTIST")) return /* @__PURE__ */ jsx(EmptyState, { title: t("artist.notArtist") });
	const { price, rule } = artist.soldServices.videoCongratulationPrice;
	return /* @__PURE__ */ jsxs(Card, {
		padding: "lg",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: Orders_module_default.headerRow,
				children: [/* @__PURE__ */ jsx(Avatar, {
					src: artist.avatar,
					name: artist.publicName,
					size: "lg",
					decorative: true
				}), /* @__PURE__ */ jsxs("div", {
					className: Orders_module_default.headerText,
					children: [/* @__PURE__ */ jsx("h2", {
						className: Screen_module_default.sectionTitle,
						children: artist.publicName
					}), /* @__PURE__ */ jsx("p", {
						className: Orders_module_default.note,
						children: t("artist.notOwner", { name: artist.publicName })
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: Orders_module_default.facts,
				children: [price !== null && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("artist.price") }), /* @__PURE__ */ jsx("dd", { children: formatHryvnia(price, language) })] }), rule && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("artist.rules") }), /* @__PURE__ */ jsx("dd", { children: rule })] })]
			}),
			/* @__PURE__ */ jsx(ProfileMoneyActions, { profile: artist })
		]
	});
}
/** /profile/{nickname}/video (spec 001 §2): the artist's orders for the owner, the way to order for others. */
function ArtistVideosScreen() {
	const { t } = useTranslation("greetings");
	const { nickName = "" } = useParams();
	const session = useSession();
	const own = session.isArtist && session.user?.nickName === nickName;
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.profileVideo")
		}), own ? /* @__PURE__ */ jsx(IncomingOrders, { nickName }) : /* @__PURE__ */ jsx(OrderFromArtist, { nickName })]
	});
}
export { ArtistVideosScreen };

//# sourceMappingURL=ArtistVideosScreen-CAKWd8RI.js.map