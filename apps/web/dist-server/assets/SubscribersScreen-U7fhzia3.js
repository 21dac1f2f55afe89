import { E as Screen_module_default, H as EmptyState, J as PageHeader, N as errorMessage, U as Preloader, W as useToast, Y as Avatar, et as FormField, k as paths, nt as Container, y as formatShortDate } from "../entry-server.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as SearchBox } from "./SearchBox-Ds3hTV3G.js";
import { n as joinIds } from "./FormFieldContext-PRg7vqXK.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { a as servicePricesQueryOptions, c as updateServicePrices, n as inviteSubscriber, o as subscribersQueryOptions, r as profileKeys } from "./profileApi-D4WHkU0v.js";
import { n as OwnerNav, t as useArtistPage } from "./useArtistPage-Dy-_sZqu.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { h as servicePriceRules, o as inviteSubscriberRules } from "./form-rules-zI4un0uf.js";
import { t as useContractForm } from "./contractForm-CARqDPmU.js";
import { t as PopupFormActions } from "./PopupFormActions-tM2ydIpo.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { i as limits } from "./limits-Bj0hKUrz.js";
import { t as RetryButton } from "./RetryButton-DYA_oBLq.js";
import { t as Pager } from "./Pager-oeQMbfys.js";
import { cloneElement, useEffect, useId, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var Tooltip_module_default = {
	anchor: "_anchor_mopzy_1",
	tooltip: "_tooltip_mopzy_6",
	top: "_top_mopzy_37",
	bottom: "_bottom_mopzy_41"
};
// ../../design-system/src/components/Tooltip/Tooltip.tsx
/**
* A hint shown on hover and keyboard focus, dismissed with Escape (WCAG 1.4.13). The text is
* always in the DOM as the trigger's description, so screen readers get it without hovering.
* To explain a disabled action, give the button aria-disabled instead of disabled: disabled
* buttons receive neither focus nor hover.
*/
function Tooltip({ content, children, placement = "top", delay = 300, className }) {
	const id = `tooltip-${useId()}`;
	const [open, setOpen] = useState(false);
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	const show = (wait) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => setOpen(true), wait);
	};
	const hide = () => {
		clearTimeout(timer.current);
		setOpen(false);
	};
	return /* @__PURE__ */ jsxs("span", {
		className: clsx(Tooltip_module_default.anchor, className),
		onMouseEnter: () => show(delay),
		onMouseLeave: hide,
		onFocus: () => show(0),
		onBlur: hide,
		onKeyDown: (event) => {
			if (event.key === "Escape" && open) {
				event.stopPropagation();
				hide();
			}
		},
		children: [cloneElement(children, { "aria-describedby": joinIds(children.props["aria-describedby"], id) }), /* @__PURE__ */ jsx("span", {
			role: "tooltip",
			id,
			className: clsx(Tooltip_module_default.tooltip, Tooltip_module_default[placement]),
			"data-open": open,
			children: content
		})]
	});
}
var Popups_module_default = {
	form: "_form_jak69_1",
	success: "_success_jak69_6"
};
// src/features/profile/components/AddSubscriberPopup.tsx
/**
* Add subscriber (spec 001 §4, §5): an e-mail (Send enabled once one is typed) and the days of
* the free subscription; the server mails the invitation. Success shows the spec's text and Done.
*/
function AddSubscriberPopup({ profile, open, onClose }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const form = useContractForm({
		rules: inviteSubscriberRules,
		message: () => t("shared:common.invalidEmail"),
		defaultValues: {
			email: "",
			days: "30"
		}
	});
	const { text, error } = form;
	const { email, days } = form.values;
	const mutation = useMutation({
		mutationFn: () => inviteSubscriber(client, profile.uuid, {
			email: email.trim(),
			days: Number(days) || 30
		}),
		meta: { handlesErrors: true },
		onError: (failure) => form.fail("email", errorMessage(failure, sharedT))
	});
	const close = () => {
		form.reset();
		mutation.reset();
		onClose();
	};
	const submit = form.handleSubmit(() => mutation.mutate());
	const sent = mutation.isSuccess;
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: close,
		title: t("invite.title"),
		closeLabel: t("shared:common.close"),
		actions: sent ? /* @__PURE__ */ jsx(Button, {
			onClick: close,
			children: t("shared:common.done")
		}) : /* @__PURE__ */ jsx(PopupFormActions, {
			form: "add-subscriber-form",
			cancelLabel: t("edit.cancel"),
			onCancel: close,
			cancelWhileBusy: true,
			submitLabel: t("invite.send"),
			submitDisabled: !email.trim(),
			busy: mutation.isPending,
			busyLabel: t("shared:common.loading")
		}),
		children: sent ? /* @__PURE__ */ jsx("p", {
			role: "status",
			className: Popups_module_default.success,
			children: t("invite.sent")
		}) : /* @__PURE__ */ jsxs("form", {
			id: "add-subscriber-form",
			className: Popups_module_default.form,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsx(FormField, {
				label: t("invite.email"),
				required: true,
				error: error("email"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "email",
					autoComplete: "off",
					...text("email")
				})
			}), /* @__PURE__ */ jsx(FormField, {
				label: t("invite.days"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "number",
					inputMode: "numeric",
					min: 1,
					max: 366,
					...text("days")
				})
			})]
		})
	});
}
// src/features/profile/components/EditPricesPopup.tsx
/**
* Edit prices (spec 001 §4, §5): subscription and video congratulation prices, both required and
* at least 1, and the rules text (empty is stored as null). A server refusal shows its first
* message under the rules field.
*/
function EditPricesPopup({ profile, open, onClose }) {
	const { client } = useSession();
	const prices = useQuery({
		...servicePricesQueryOptions(client, profile.uuid),
		enabled: open
	});
	return /* @__PURE__ */ jsx(PricesPopup, {
		profile,
		initial: prices.data ?? null,
		open,
		onClose
	}, `${open}-${prices.dataUpdatedAt}`);
}
function PricesPopup({ profile, initial, open, onClose }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const toast = useToast();
	const { values, text, error, handleSubmit } = useContractForm({
		rules: servicePriceRules,
		message: (_field, problem) => problem.rule === "required" ? t("shared:common.required") : t("prices.minPrice"),
		defaultValues: {
			subscribePrice: initial?.subscribePrice.price?.toString() ?? "",
			videoPrice: initial?.videoCongratulationPrice.price?.toString() ?? "",
			rule: initial?.videoCongratulationPrice.rule ?? ""
		}
	});
	const [serverError, setServerError] = useState(null);
	const mutation = useMutation({
		mutationFn: () => updateServicePrices(client, profile.uuid, {
			subscribePrice: { price: Number(values.subscribePrice) },
			videoCongratulationPrice: {
				price: Number(values.videoPrice),
				rule: values.rule.trim() || null
			}
		}),
		meta: { handlesErrors: true },
		onSuccess: async (saved) => {
			queryClient.setQueryData(profileKeys.prices(profile.uuid), saved);
			toast.show({
				message: t("prices.saved"),
				tone: "success"
			});
			onClose();
			await queryClient.invalidateQueries({ queryKey: profileKeys.all });
		},
		onError: (error) => setServerError(errorMessage(error, sharedT))
	});
	const submit = (event) => {
		setServerError(null);
		handleSubmit(() => mutation.mutate())(event);
	};
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		title: t("prices.title"),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(PopupFormActions, {
			form: "edit-prices-form",
			cancelLabel: t("edit.cancel"),
			onCancel: onClose,
			cancelWhileBusy: true,
			submitLabel: t("prices.save"),
			busy: mutation.isPending,
			busyLabel: t("edit.saving")
		}),
		children: /* @__PURE__ */ jsxs("form", {
			id: "edit-prices-form",
			className: Popups_module_default.form,
			onSubmit: submit,
			noValidate: true,
			children: [
				/* @__PURE__ */ jsx(FormField, {
					label: t("prices.subscribePrice"),
					required: true,
					error: error("subscribePrice"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "number",
						inputMode: "numeric",
						min: limits.priceMin,
						step: 1,
						...text("subscribePrice")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: t("prices.videoPrice"),
					required: true,
					error: error("videoPrice"),
					children: /* @__PURE__ */ jsx(Input, {
						type: "number",
						inputMode: "numeric",
						min: limits.priceMin,
						step: 1,
						...text("videoPrice")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: t("prices.rules"),
					hint: t("prices.rulesHint"),
					error: serverError ?? void 0,
					children: /* @__PURE__ */ jsx(TextArea, {
						...text("rule"),
						rows: 4,
						maxLength: limits.eventDescriptionMax
					})
				})
			]
		})
	});
}
var SubscribersScreen_module_default = {
	actions: "_actions_10dk0_1",
	search: "_search_10dk0_7",
	list: "_list_10dk0_12",
	item: "_item_10dk0_20",
	name: "_name_10dk0_30",
	since: "_since_10dk0_38",
	pagination: "_pagination_10dk0_43"
};
// src/features/profile/screens/SubscribersScreen.tsx
/**
* /profile/{nickName}/subscribers (spec 001 §2): the artist's own subscribers with a search box,
* Edit prices and Add subscriber (an e-mail invitation to a free subscription).
*/
function SubscribersScreen() {
	const { nickName = "" } = useParams();
	const { t } = useTranslation(["profile", "shared"]);
	const { query, profile, isOwner, isArtist } = useArtistPage(nickName);
	const [dialog, setDialog] = useState(null);
	if (query.isPending || !profile) return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.subscribers")
		}), query.isPending ? /* @__PURE__ */ jsx(Preloader, {
			label: t("shared:common.loading"),
			centered: true
		}) : /* @__PURE__ */ jsx(EmptyState, { title: t("profile.notFoundTitle") })]
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [
			isOwner && isArtist && /* @__PURE__ */ jsx(OwnerNav, { nickName: profile.nickName }),
			/* @__PURE__ */ jsx(PageHeader, {
				className: Screen_module_default.pageHeader,
				title: t("titles.subscribers"),
				actions: isOwner && isArtist ? /* @__PURE__ */ jsxs("div", {
					className: SubscribersScreen_module_default.actions,
					children: [
						/* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							onClick: () => setDialog("prices"),
							children: t("subscribers.editPrices")
						}),
						/* @__PURE__ */ jsx(Tooltip, {
							content: t("ownerNav.notAvailableYet"),
							children: /* @__PURE__ */ jsx(Button, {
								variant: "secondary",
								"aria-disabled": "true",
								onClick: (event) => event.preventDefault(),
								children: t("subscribers.promoCode")
							})
						}),
						/* @__PURE__ */ jsx(Button, {
							onClick: () => setDialog("invite"),
							children: t("subscribers.addSubscriber")
						})
					]
				}) : void 0
			}),
			isOwner ? /* @__PURE__ */ jsx(SubscriberList, { profile }) : /* @__PURE__ */ jsx(EmptyState, { title: t("subscribers.ownerOnly") }),
			isOwner && isArtist && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(EditPricesPopup, {
				profile,
				open: dialog === "prices",
				onClose: () => setDialog(null)
			}), /* @__PURE__ */ jsx(AddSubscriberPopup, {
				profile,
				open: dialog === "invite",
				onClose: () => setDialog(null)
			})] })
		]
	});
}
function SubscriberList({ profile }) {
	const { t } = useTranslation(["profile", "shared"]);
	const { client } = useSession();
	const [language] = useLanguage();
	const [params, setParams] = useSearchParams();
	const [search, setSearch] = useState("");
	const parsed = Number(params.get("page"));
	const page = Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
	const subscribers = useQuery({
		...subscribersQueryOptions(client, profile.uuid, page),
		placeholderData: keepPreviousData
	});
	if (subscribers.isPending) return /* @__PURE__ */ jsx(Preloader, {
		label: t("shared:common.loading"),
		centered: true
	});
	if (subscribers.isError) return /* @__PURE__ */ jsx(EmptyState, {
		title: t("shared:common.somethingWentWrong"),
		action: /* @__PURE__ */ jsx(RetryButton, { onRetry: () => void subscribers.refetch() })
	});
	const all = subscribers.data.elements;
	const query = search.trim().toLowerCase();
	const shown = query ? all.filter((item) => item.follower.nickName.toLowerCase().includes(query)) : all;
	if (all.length === 0 && page === 1) return /* @__PURE__ */ jsx(EmptyState, { title: t("subscribers.empty") });
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(SearchBox, {
			className: SubscribersScreen_module_default.search,
			value: search,
			onChange: setSearch,
			onSearch: setSearch,
			label: t("subscribers.search"),
			placeholder: t("subscribers.searchPlaceholder"),
			clearLabel: t("subscribers.clearSearch")
		}),
		shown.length === 0 ? /* @__PURE__ */ jsx(EmptyState, {
			compact: true,
			title: t("subscribers.noMatch", { query: search.trim() })
		}) : /* @__PURE__ */ jsx("ul", {
			className: SubscribersScreen_module_default.list,
			"aria-label": t("subscribers.list"),
			children: shown.map((item) => /* @__PURE__ */ jsxs("li", {
				className: SubscribersScreen_module_default.item,
				children: [
					/* @__PURE__ */ jsx(Avatar, {
						src: item.follower.avatar,
						name: item.follower.nickName,
						decorative: true
					}),
					/* @__PURE__ */ jsx(Link, {
						to: paths.profile(item.follower.nickName),
						className: SubscribersScreen_module_default.name,
						children: item.follower.nickName
					}),
					/* @__PURE__ */ jsx("span", {
						className: SubscribersScreen_module_default.since,
						children: t("subscribers.since", { date: formatShortDate(item.subscribeAt, language) })
					})
				]
			}, item.follower.uuid))
		}),
		/* @__PURE__ */ jsx(Pager, {
			className: SubscribersScreen_module_default.pagination,
			page,
			totalPages: subscribers.data.totalPages,
			onPageChange: (next) => setParams({ page: String(next) }),
			maxButtons: 7,
			label: t("subscribers.pages")
		})
	] });
}
export { SubscribersScreen };

//# sourceMappingURL=SubscribersScreen-U7fhzia3.js.map