import { a as provideNamespace, r as useLanguage } from "./i18n-Cikb5W5X.js";
import { n as strings } from "./i18n-CxlwUH-h.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { K as ConfirmPopup, N as errorMessage, R as useServices, W as useToast, et as FormField, g as formatDate, k as paths } from "../entry-server.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { a as unsubscribe, i as startPurchase } from "./paymentsApi-CAXLH1vd.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { i as limits, s as formatHryvnia } from "./limits-Bj0hKUrz.js";
import { t as PopupFormActions } from "./PopupFormActions-tM2ydIpo.js";
import { t as TextArea } from "./TextArea-DnQgsYIs.js";
import { a as userDesireMax } from "./endpoints-Ds3VCXE4.js";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/payments/api/checkout.ts
var pendingKey = "kobza.payment.pending";
/**
* The checkout pages Kobza serves itself (/payments/…) speak the app's language when told it
* (?lang=); another provider's address is left as it is.
*/
function checkoutAddress(url, language) {
	const address = new URL(url, window.location.href);
	if (address.origin !== window.location.origin || !address.pathname.startsWith("/payments/")) return url;
	if (language === "uk" || language === "en") address.searchParams.set("lang", language);
	return address.toString();
}
var checkout = {
	/** Replaced in tests: jsdom cannot leave the page. The app's language is the one i18n put on <html>. */
	go(url) {
		window.location.assign(checkoutAddress(url, document.documentElement.lang));
	},
	remember(pending) {
		try {
			sessionStorage.setItem(pendingKey, JSON.stringify(pending));
		} catch {}
	},
	/** What was remembered (the same answer until `forget`, so a double render reads it twice). */
	recall() {
		try {
			const raw = sessionStorage.getItem(pendingKey);
			return raw ? JSON.parse(raw) : null;
		} catch {
			return null;
		}
	},
	/** Said once: a reload of the returned page does not say it again. */
	forget() {
		try {
			sessionStorage.removeItem(pendingKey);
		} catch {}
	}
};
// src/features/payments/components/usePurchase.ts
/** Starts a checkout and leaves for it; failures go to the app's error popup unless the caller shows them. */
function usePurchase(artistName, options = {}) {
	const { client } = useServices();
	return useMutation({
		mutationFn: (input) => startPurchase(client, input),
		meta: { handlesErrors: options.handlesErrors ?? false },
		onSuccess: (checkoutUrl, input) => {
			checkout.remember({
				goal: input.paymentGoal,
				artistName
			});
			checkout.go(checkoutUrl);
		}
	});
}
// src/features/payments/components/CheckoutActions.tsx
/**
* The buttons of a purchase popup (Donate, Video Congratulations): Cancel, and the submit of the
* popup's form, busy from the click until the browser has left for the checkout page (a started
* purchase counts too). Cancel stays usable meanwhile.
*/
function CheckoutActions({ form, purchase, onCancel, submitLabel, submitDisabled }) {
	const { t } = useTranslation(["payments", "shared"]);
	return /* @__PURE__ */ jsx(PopupFormActions, {
		form,
		cancelLabel: t("shared:common.cancel"),
		onCancel,
		cancelWhileBusy: true,
		submitLabel,
		submitDisabled,
		busy: purchase.isPending || purchase.isSuccess,
		busyLabel: t("actions.toCheckout")
	});
}
var MoneyActions_module_default = {
	root: "_root_1fyt5_6",
	outcome: "_outcome_1fyt5_10",
	subscription: "_subscription_1fyt5_16",
	actions: "_actions_1fyt5_22",
	success: "_success_1fyt5_43",
	failure: "_failure_1fyt5_48",
	outcomeLink: "_outcomeLink_1fyt5_53",
	presets: "_presets_1fyt5_58",
	facts: "_facts_1fyt5_73 _facts_12d2y_2",
	note: "_note_1fyt5_77"
};
// src/features/payments/components/DonatePopup.tsx
var formId$1 = "donate-form";
/** What is wrong with a typed amount, or null: required, 1 to 10,000 UAH (the terms), whole kopiyky. */
function donationProblem(raw) {
	const text = raw.trim().replace(",", ".");
	if (!text) return "required";
	const amount = Number(text);
	if (!Number.isFinite(amount)) return "format";
	if (!/^\d+(\.\d{1,2})?$/.test(text)) return amount > 0 ? "format" : "range";
	if (amount < limits.donation.min || amount > limits.donation.max) return "range";
	return null;
}
/** Donate popup (spec 000 §5): presets 100/200/500 or an amount of one's own, then the checkout. */
function DonatePopup({ open, onClose, profile }) {
	const { t } = useTranslation(["payments", "shared"]);
	const [language] = useLanguage();
	const [raw, setRaw] = useState("");
	const [touched, setTouched] = useState(false);
	const purchase = usePurchase(profile.publicName);
	const problem = donationProblem(raw);
	const bounds = {
		min: limits.donation.min,
		max: limits.donation.max.toLocaleString(language === "uk" ? "uk-UA" : "en-GB")
	};
	const amount = problem ? null : Number(raw.trim().replace(",", "."));
	const close = () => {
		if (purchase.isPending) return;
		setRaw("");
		setTouched(false);
		onClose();
	};
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (amount !== null) purchase.mutate({
			paymentGoal: "DONATE",
			amount,
			artistUuid: profile.uuid
		});
	};
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: close,
		title: t("donate.title", { name: profile.publicName }),
		description: t("donate.description", bounds),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(CheckoutActions, {
			form: formId$1,
			purchase,
			onCancel: close,
			submitLabel: amount !== null ? t("donate.submit", { amount: formatHryvnia(amount, language) }) : t("donate.submitEmpty")
		}),
		children: /* @__PURE__ */ jsxs("form", {
			id: formId$1,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs("fieldset", {
				className: MoneyActions_module_default.presets,
				children: [/* @__PURE__ */ jsx("legend", { children: t("donate.presets") }), limits.donationPresets.map((preset) => /* @__PURE__ */ jsx(Button, {
					type: "button",
					size: "sm",
					variant: amount === preset ? "primary" : "secondary",
					"aria-pressed": amount === preset,
					onClick: () => {
						setRaw(String(preset));
						setTouched(true);
					},
					children: formatHryvnia(preset, language)
				}, preset))]
			}), /* @__PURE__ */ jsx(FormField, {
				label: t("donate.amount"),
				required: true,
				error: touched && problem ? t(`donate.${problem}`, bounds) : void 0,
				children: /* @__PURE__ */ jsx(Input, {
					inputMode: "decimal",
					autoComplete: "off",
					value: raw,
					invalid: touched && problem !== null,
					onChange: (event) => setRaw(event.target.value),
					onBlur: () => setTouched(true)
				})
			})]
		})
	});
}
// src/features/payments/components/GreetingPopup.tsx
var formId = "greeting-order-form";
/**
* Video congratulation order (spec 001 §3): the artist's price and rules, the fan's wish, then
* the checkout. A refused payment is shown under the text field (spec 000 §8), not in a dialog.
*/
function GreetingPopup({ open, onClose, profile }) {
	const { t } = useTranslation(["payments", "shared"]);
	const { t: shared } = useTranslation();
	const [language] = useLanguage();
	const [desire, setDesire] = useState("");
	const [touched, setTouched] = useState(false);
	const purchase = usePurchase(profile.publicName, { handlesErrors: true });
	const { price, rule } = profile.soldServices.videoCongratulationPrice;
	const missing = !desire.trim();
	const close = () => {
		if (purchase.isPending) return;
		setDesire("");
		setTouched(false);
		purchase.reset();
		onClose();
	};
	const submit = (event) => {
		event.preventDefault();
		setTouched(true);
		if (price === null || missing) return;
		purchase.mutate({
			paymentGoal: "VID_CONGRATULATION",
			amount: price,
			artistUuid: profile.uuid,
			userDesire: desire.trim()
		});
	};
	const error = touched && missing ? t("greeting.required") : purchase.isError ? errorMessage(purchase.error, shared) : void 0;
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose: close,
		title: t("greeting.title", { name: profile.publicName }),
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(CheckoutActions, {
			form: formId,
			purchase,
			onCancel: close,
			submitLabel: price === null ? t("actions.video") : t("greeting.submit", { price: formatHryvnia(price, language) }),
			submitDisabled: price === null
		}),
		children: price === null ? /* @__PURE__ */ jsx("p", {
			className: MoneyActions_module_default.note,
			children: t("greeting.noPrice")
		}) : /* @__PURE__ */ jsxs("form", {
			id: formId,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsxs("dl", {
				className: MoneyActions_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("dt", { children: t("greeting.price") }),
					/* @__PURE__ */ jsx("dd", { children: formatHryvnia(price, language) }),
					rule && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", { children: t("greeting.rules") }), /* @__PURE__ */ jsx("dd", { children: rule })] })
				]
			}), /* @__PURE__ */ jsx(FormField, {
				label: t("greeting.desire"),
				hint: t("greeting.desireHint"),
				required: true,
				error,
				children: /* @__PURE__ */ jsx(TextArea, {
					rows: 4,
					maxChars: userDesireMax,
					value: desire,
					invalid: error !== void 0,
					onChange: (event) => {
						setDesire(event.target.value);
						if (purchase.isError) purchase.reset();
					}
				})
			})]
		})
	});
}
// src/features/payments/components/PaymentOutcome.tsx
/**
* What the checkout decided, when the provider sends the browser back with
* ?payment=success|failure: said once, then the parameter leaves the address.
*/
function PaymentOutcome({ artistName }) {
	const { t } = useTranslation("payments");
	const [params, setParams] = useSearchParams();
	const result = params.get("payment");
	const [outcome, setOutcome] = useState(() => result === "success" || result === "failure" ? {
		result,
		pending: checkout.recall()
	} : null);
	useEffect(() => {
		if (result !== "success" && result !== "failure") return;
		checkout.forget();
		setParams((current) => {
			const next = new URLSearchParams(current);
			next.delete("payment");
			return next;
		}, { replace: true });
	}, [result, setParams]);
	if (!outcome) return null;
	const goal = outcome.pending?.goal;
	const name = outcome.pending?.artistName ?? artistName;
	const message = outcome.result === "failure" ? t("outcome.failure") : goal ? t(`outcome.success${goal}`, { name }) : t("outcome.successOther");
	return /* @__PURE__ */ jsxs("div", {
		role: outcome.result === "failure" ? "alert" : "status",
		className: `${MoneyActions_module_default.outcome} ${outcome.result === "success" ? MoneyActions_module_default.success : MoneyActions_module_default.failure}`,
		"data-testid": "payment-outcome",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			message,
			" ",
			outcome.result === "success" && goal === "VID_CONGRATULATION" && /* @__PURE__ */ jsx(Link, {
				className: MoneyActions_module_default.outcomeLink,
				to: paths.video,
				children: t("outcome.myVideos")
			})
		] }), /* @__PURE__ */ jsx(Button, {
			variant: "ghost",
			size: "sm",
			onClick: () => setOutcome(null),
			children: t("outcome.dismiss")
		})]
	});
}
// src/features/payments/components/MoneyActions.tsx
function MoneyActions({ profile }) {
	const { t } = useTranslation(["payments", "shared"]);
	const [language] = useLanguage();
	const { client, queryClient } = useServices();
	const session = useSession();
	const navigate = useNavigate();
	const toast = useToast();
	const [open, setOpen] = useState(null);
	const purchase = usePurchase(profile.publicName);
	const [pendingGoal, setPendingGoal] = useState(null);
	const leave = useMutation({
		mutationFn: () => unsubscribe(client, profile.uuid, session.user.uuid),
		onSuccess: async () => {
			setOpen(null);
			toast.show({
				message: t("unsubscribe.done", { name: profile.publicName }),
				tone: "success"
			});
			await queryClient.invalidateQueries();
		}
	});
	const isArtist = profile.authorities.includes("ARTIST");
	const isOwner = profile.levelSubscription === "OWNER" || session.user?.nickName === profile.nickName;
	const outcome = /* @__PURE__ */ jsx(PaymentOutcome, { artistName: profile.publicName });
	if (!isArtist || isOwner) return /* @__PURE__ */ jsx("div", {
		className: MoneyActions_module_default.root,
		children: outcome
	});
	/** Guests sign in first; the profile's own guard usually did that already. */
	const guarded = (action) => () => {
		if (!session.loggedIn) navigate(paths.signIn);
		else action();
	};
	const subscribePrice = profile.soldServices.subscribePrice.price;
	const subscribed = profile.levelSubscription !== "UNSUBSCRIBED";
	const running = subscribed ? profile.subscription ?? null : null;
	const busy = purchase.isPending || purchase.isSuccess;
	return /* @__PURE__ */ jsxs("div", {
		className: MoneyActions_module_default.root,
		children: [
			outcome,
			/* @__PURE__ */ jsxs("div", {
				className: MoneyActions_module_default.actions,
				role: "group",
				"aria-label": t("actions.label"),
				children: [
					subscribed && !running?.cancelled ? /* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: guarded(() => setOpen("unsubscribe")),
						children: t("actions.unsubscribe")
					}) : /* @__PURE__ */ jsx(Button, {
						disabled: subscribePrice === null,
						title: subscribePrice === null ? t("actions.noPrice") : void 0,
						loading: busy && pendingGoal === "SUBSCRIBE",
						loadingLabel: t("actions.toCheckout"),
						onClick: guarded(() => {
							if (subscribePrice === null) return;
							setPendingGoal("SUBSCRIBE");
							purchase.mutate({
								paymentGoal: "SUBSCRIBE",
								amount: subscribePrice,
								artistUuid: profile.uuid
							});
						}),
						children: subscribePrice === null ? t(running ? "actions.renewNoPrice" : "actions.subscribeNoPrice") : t(running ? "actions.renew" : "actions.subscribe", { price: formatHryvnia(subscribePrice, language) })
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: guarded(() => setOpen("donate")),
						children: t("actions.donate")
					}),
					/* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: guarded(() => setOpen("greeting")),
						children: t("actions.video")
					})
				]
			}),
			running && /* @__PURE__ */ jsx("p", {
				className: `${MoneyActions_module_default.note} ${MoneyActions_module_default.subscription}`,
				role: "status",
				children: t(running.cancelled ? "actions.cancelledUntil" : "actions.subscribedUntil", { date: formatDate(running.activeUntil, language) })
			}),
			/* @__PURE__ */ jsx(DonatePopup, {
				open: open === "donate",
				onClose: () => setOpen(null),
				profile
			}),
			/* @__PURE__ */ jsx(GreetingPopup, {
				open: open === "greeting",
				onClose: () => setOpen(null),
				profile
			}),
			/* @__PURE__ */ jsx(ConfirmPopup, {
				open: open === "unsubscribe",
				title: t("unsubscribe.title", { name: profile.publicName }),
				message: t("unsubscribe.message"),
				confirmLabel: t("unsubscribe.confirm"),
				cancelLabel: t("shared:common.cancel"),
				danger: true,
				loading: leave.isPending,
				onConfirm: () => leave.mutate(),
				onCancel: () => setOpen(null)
			})
		]
	});
}
// src/features/payments/components/ProfileMoneyActions.tsx
provideNamespace("payments", strings);
/**
* The money buttons of an artist's profile (spec 000 §4): Subscribe for ₴price or Unsubscribe,
* Donate, Video Congratulations, each through the provider's checkout and back, with the
* outcome shown on return (?payment=success|failure).
*/
function ProfileMoneyActions(props) {
	return /* @__PURE__ */ jsx(MoneyActions, { ...props });
}
export { ProfileMoneyActions as t };

//# sourceMappingURL=public-B2pIjTaB.js.map