import { B as Card, E as Screen_module_default, F as setPlaybackPreference, I as usePlaybackPreferences, J as PageHeader, L as useSlowConnection, N as errorMessage, R as useServices, U as Preloader, W as useToast, et as FormField, j as LanguageSwitcher, k as paths, nt as Container, t as NotificationPreferences } from "../entry-server.js";
import { i as confirmEmailChange, n as accountQueryOptions, o as deleteAccount, r as changePassword, s as requestEmailChange, t as accountQueryKey } from "./accountApi-CcQOoyAu.js";
import { t as Button } from "./Button-CPwj6nzH.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { n as changePasswordRules, t as changeEmailRules } from "./form-rules-zI4un0uf.js";
import { n as wordedBy, t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { t as NewPasswordFields } from "./NewPasswordFields-RQWhYIuR.js";
import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { t as PopupFormActions } from "./PopupFormActions-tM2ydIpo.js";
import { t as Stack } from "./Stack-C2oguZWX.js";
import { t as Switch } from "./Switch-BK6l_I7e.js";
import { Suspense, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var Settings_module_default = {
	form: "_form_zinry_1",
	actions: "_actions_zinry_6",
	text: "_text_zinry_11",
	notice: "_notice_zinry_18",
	popupForm: "_popupForm_zinry_26"
};
// src/features/accounts/components/ChangeEmailForm.tsx
var empty$1 = {
	email: "",
	password: ""
};
/** New address and the current password; the server mails a confirmation link to the new address. */
function ChangeEmailForm() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const queryClient = useQueryClient();
	const problemMessage = (field, problem) => problem.rule === "email" ? t("shared:common.invalidEmail") : field === "email" ? t("shared:common.emailRequired") : t("shared:common.required");
	const { text, error, handleSubmit, reset } = useContractForm({
		rules: changeEmailRules,
		message: problemMessage,
		defaultValues: empty$1
	});
	const mutation = useMutation({
		mutationFn: ({ email, password }) => requestEmailChange(client, email.trim(), password),
		onSuccess: () => {
			reset(empty$1);
			return queryClient.invalidateQueries({ queryKey: accountQueryKey });
		}
	});
	const submit = handleSubmit((values) => mutation.mutate(values));
	return /* @__PURE__ */ jsxs("form", {
		className: Settings_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("settings.newEmail"),
				required: true,
				error: error("email"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "email",
					autoComplete: "email",
					...text("email")
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: t("settings.password"),
				required: true,
				error: error("password"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "password",
					autoComplete: "current-password",
					...text("password")
				})
			}),
			mutation.isSuccess && /* @__PURE__ */ jsx("p", {
				role: "status",
				className: Settings_module_default.notice,
				children: t("settings.emailChangeSent")
			}),
			/* @__PURE__ */ jsx("div", {
				className: Settings_module_default.actions,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					variant: "secondary",
					loading: mutation.isPending,
					loadingLabel: t("shared:common.loading"),
					children: t("settings.changeEmail")
				})
			})
		]
	});
}
// src/features/accounts/components/ChangePasswordForm.tsx
var empty = {
	currentPassword: "",
	newPassword: "",
	repeatPassword: ""
};
/**
* Current, new and repeated password with the live checklist. The server ends every session
* of the user on success, this one included, so the screen signs in again with the new
* password; should that fail, the user is told and sent to sign in.
*/
function ChangePasswordForm({ email }) {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const { signIn, forget } = useSession();
	const toast = useToast();
	const navigate = useNavigate();
	const problemMessage = wordedBy({
		refused: t("password.notStrong"),
		mismatch: t("shared:common.passwordsMustMatch")
	}, t("shared:common.required"));
	const { text, error, handleSubmit, reset } = useContractForm({
		rules: changePasswordRules,
		message: problemMessage,
		defaultValues: empty
	});
	const mutation = useMutation({
		mutationFn: async ({ currentPassword, newPassword }) => {
			await changePassword(client, currentPassword, newPassword);
			if (!email) return false;
			try {
				await signIn(email, newPassword);
				return true;
			} catch {
				return false;
			}
		},
		onSuccess: async (signedInAgain) => {
			if (signedInAgain) {
				reset(empty);
				toast.show({
					message: t("settings.passwordChanged"),
					tone: "success"
				});
				return;
			}
			toast.show({
				message: t("settings.passwordChangedSignIn"),
				tone: "success"
			});
			const state = { from: paths.settings };
			await navigate(paths.signIn, {
				replace: true,
				state
			});
			await forget();
		}
	});
	const submit = handleSubmit((values) => mutation.mutate(values));
	return /* @__PURE__ */ jsxs("form", {
		className: Settings_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: t("settings.currentPassword"),
				required: true,
				error: error("currentPassword"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "password",
					autoComplete: "current-password",
					...text("currentPassword")
				})
			}),
			/* @__PURE__ */ jsx(NewPasswordFields, {
				id: "settings",
				labels: {
					password: t("settings.newPassword"),
					repeat: t("settings.repeatPassword")
				},
				form: {
					text,
					error
				},
				names: ["newPassword", "repeatPassword"]
			}),
			/* @__PURE__ */ jsx("div", {
				className: Settings_module_default.actions,
				children: /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: mutation.isPending,
					loadingLabel: t("shared:common.loading"),
					children: t("settings.changePassword")
				})
			})
		]
	});
}
// src/features/accounts/components/DeleteAccount.tsx
var formId = "delete-account-form";
/**
* Says what deleting the account does, then asks for the password in a confirmation popup.
* The popup is a Popup laid out like ConfirmPopup (Cancel first and focused, the red action
* last): ConfirmPopup puts its message in a paragraph, which cannot hold a form field.
*/
function DeleteAccount() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { t: sharedT } = useTranslation();
	const { client, queryClient } = useServices();
	const { forget } = useSession();
	const toast = useToast();
	const navigate = useNavigate();
	const [open, setOpen] = useState(false);
	const [password, setPassword] = useState("");
	const [required, setRequired] = useState(false);
	const passwordInput = useRef(null);
	const leaving = useRef(false);
	const forgetLater = useRef(forget);
	useEffect(() => {
		forgetLater.current = forget;
	}, [forget]);
	useEffect(() => () => {
		if (!leaving.current) return;
		forgetLater.current();
		queryClient.clear();
	}, [queryClient]);
	const mutation = useMutation({
		mutationFn: (confirmedWith) => deleteAccount(client, confirmedWith),
		meta: { handlesErrors: true },
		onSuccess: async () => {
			leaving.current = true;
			toast.show({
				message: t("settings.deleted"),
				tone: "success"
			});
			await navigate(paths.home, { replace: true });
		}
	});
	const close = () => {
		if (mutation.isPending) return;
		setOpen(false);
		setPassword("");
		setRequired(false);
		mutation.reset();
	};
	const submit = (event) => {
		event.preventDefault();
		setRequired(!password);
		if (password) mutation.mutate(password);
	};
	const error = required ? t("shared:common.required") : mutation.isError ? errorMessage(mutation.error, sharedT) : void 0;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: Settings_module_default.text,
			children: t("settings.deleteText")
		}),
		/* @__PURE__ */ jsx("div", {
			className: Settings_module_default.actions,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "danger",
				onClick: () => setOpen(true),
				children: t("settings.deleteButton")
			})
		}),
		/* @__PURE__ */ jsx(Popup, {
			open,
			onClose: close,
			role: "alertdialog",
			size: "sm",
			title: t("settings.deleteConfirmTitle"),
			description: t("settings.deleteText"),
			closeLabel: t("shared:common.close"),
			closeOnBackdrop: !mutation.isPending,
			initialFocusRef: passwordInput,
			actions: /* @__PURE__ */ jsx(PopupFormActions, {
				form: formId,
				cancelLabel: t("shared:common.cancel"),
				onCancel: close,
				submitLabel: t("settings.deleteConfirm"),
				submitVariant: "danger",
				busy: mutation.isPending,
				busyLabel: t("shared:common.loading")
			}),
			children: /* @__PURE__ */ jsx("form", {
				id: formId,
				onSubmit: submit,
				noValidate: true,
				className: Settings_module_default.popupForm,
				children: /* @__PURE__ */ jsx(FormField, {
					label: t("settings.deletePassword"),
					required: true,
					error,
					children: /* @__PURE__ */ jsx(Input, {
						ref: passwordInput,
						type: "password",
						autoComplete: "current-password",
						value: password,
						onChange: (event) => {
							setPassword(event.target.value);
							setRequired(false);
							if (mutation.isError) mutation.reset();
						}
					})
				})
			})
		})
	] });
}
// src/features/accounts/api/useEmailConfirmation.ts
var emailTokenParam = "emailToken";
/**
* Confirms the e-mail change whose mailed link opened /settings?emailToken=…, then strips the
* token from the address bar (it is single use, and must not stay in history or be shared).
* Resolves to the new address; a refused link reaches the global error popup.
*/
function useEmailConfirmation() {
	const { client, queryClient } = useServices();
	const [params, setParams] = useSearchParams();
	const inAddress = params.get(emailTokenParam);
	const [token, setToken] = useState(inAddress);
	useEffect(() => {
		if (inAddress === null) return;
		setToken(inAddress);
		setParams((current) => {
			const next = new URLSearchParams(current);
			next.delete(emailTokenParam);
			return next;
		}, { replace: true });
	}, [inAddress, setParams]);
	const confirmation = useQuery({
		queryKey: ["email-confirmation", token],
		queryFn: async () => {
			const email = await confirmEmailChange(client, token ?? "");
			await queryClient.cancelQueries({ queryKey: accountQueryKey });
			await queryClient.invalidateQueries({ queryKey: accountQueryKey });
			return email;
		},
		enabled: token !== null,
		retry: false,
		staleTime: Infinity
	});
	return {
		email: confirmation.data,
		pending: confirmation.isPending && token !== null
	};
}
// src/shared/player/PlaybackSettings.tsx
/** The settings page's playback switches, kept on this device (see `preferences.ts`). */
function PlaybackSettings() {
	const { t } = useTranslation();
	const preferences = usePlaybackPreferences();
	const slowConnection = useSlowConnection();
	return /* @__PURE__ */ jsxs(Stack, {
		gap: 3,
		children: [/* @__PURE__ */ jsx(Switch, {
			labelFirst: true,
			label: t("player.settings.normalise"),
			description: t("player.settings.normaliseHint"),
			checked: preferences.normaliseLoudness,
			onChange: (event) => setPlaybackPreference("normaliseLoudness", event.target.checked)
		}), /* @__PURE__ */ jsx(Switch, {
			labelFirst: true,
			label: t("player.settings.dataSaver"),
			description: t(slowConnection ? "player.settings.dataSaverAuto" : "player.settings.dataSaverHint"),
			checked: preferences.dataSaver || slowConnection,
			disabled: slowConnection,
			onChange: (event) => setPlaybackPreference("dataSaver", event.target.checked)
		})]
	});
}
var SettingsScreen_module_default = {
	panels: "_panels_1vmu8_1",
	facts: "_facts_1vmu8_6",
	pending: "_pending_1vmu8_22"
};
// src/features/accounts/screens/SettingsScreen.tsx
/** One titled panel of the settings page. */
function Panel({ id, title, children }) {
	return /* @__PURE__ */ jsxs(Card, {
		as: "section",
		padding: "lg",
		"aria-labelledby": id,
		className: SettingsScreen_module_default.panel,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: Screen_module_default.sectionTitle,
			children: title
		}), children]
	});
}
/**
* Settings (spec 000 §2, signed-in only): the account's e-mail (and one waiting for
* confirmation), the language, playback on this device, changing the password or the e-mail,
* deleting the account.
* Opened from the e-mail change link (?emailToken=…) it confirms the new address first.
*/
function SettingsScreen() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const account = useQuery(accountQueryOptions(client));
	const confirmation = useEmailConfirmation();
	return /* @__PURE__ */ jsxs(Container, {
		size: "narrow",
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.settings")
		}), /* @__PURE__ */ jsxs("div", {
			className: SettingsScreen_module_default.panels,
			children: [
				confirmation.email && /* @__PURE__ */ jsx("p", {
					role: "status",
					className: Settings_module_default.notice,
					children: t("settings.emailConfirmed", { email: confirmation.email })
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-account",
					title: t("settings.accountTitle"),
					children: account.data ? /* @__PURE__ */ jsxs("dl", {
						className: SettingsScreen_module_default.facts,
						children: [
							/* @__PURE__ */ jsx("dt", { children: t("settings.email") }),
							/* @__PURE__ */ jsx("dd", {
								"data-testid": "account-email",
								children: account.data.email
							}),
							account.data.pendingEmail && /* @__PURE__ */ jsx("dd", {
								className: SettingsScreen_module_default.pending,
								children: t("settings.pendingEmail", { email: account.data.pendingEmail })
							})
						]
					}) : account.isPending || confirmation.pending ? /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }) : null
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-language",
					title: t("settings.languageTitle"),
					children: /* @__PURE__ */ jsx(LanguageSwitcher, {
						hideLabel: true,
						hint: t("settings.languageHint")
					})
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-playback",
					title: t("shared:player.settings.title"),
					children: /* @__PURE__ */ jsx(PlaybackSettings, {})
				}),
				/* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(Preloader, { label: t("shared:common.loading") }),
					children: /* @__PURE__ */ jsx(NotificationPreferences, {})
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-password",
					title: t("settings.passwordTitle"),
					children: /* @__PURE__ */ jsx(ChangePasswordForm, { email: account.data?.email })
				}),
				/* @__PURE__ */ jsxs(Panel, {
					id: "settings-email",
					title: t("settings.emailTitle"),
					children: [/* @__PURE__ */ jsx("p", {
						className: Settings_module_default.text,
						children: t("settings.emailIntro")
					}), /* @__PURE__ */ jsx(ChangeEmailForm, {})]
				}),
				/* @__PURE__ */ jsx(Panel, {
					id: "settings-delete",
					title: t("settings.deleteTitle"),
					children: /* @__PURE__ */ jsx(DeleteAccount, {})
				})
			]
		})]
	});
}
export { SettingsScreen };

//# sourceMappingURL=SettingsScreen-ackwe4pl.js.map