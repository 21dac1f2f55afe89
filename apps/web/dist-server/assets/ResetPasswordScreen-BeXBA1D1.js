import { D as LinkButton, R as useServices, et as FormField, k as paths } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { a as confirmPasswordReset, c as requestPasswordReset } from "./accountApi-CcQOoyAu.js";
import { t as NewPasswordFields } from "./NewPasswordFields-RQWhYIuR.js";
import { c as newPasswordRules, m as resetRequestRules } from "./form-rules-zI4un0uf.js";
import { t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as AuthSubmit, t as Auth_module_default } from "./Auth.module-BWnTwTke.js";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/accounts/screens/ResetPasswordScreen.tsx
/**
* Password reset (spec 001 §2, §4, §5), at /reset-password and /password/reset: without a
* `token` query parameter the e-mail form, with one the new-password form (the mailed link).
* Both end with a way to the sign-in screen. Server errors go to the global error popup.
*/
function ResetPasswordScreen() {
	const { t } = useTranslation(["accounts", "shared"]);
	const [params] = useSearchParams();
	const token = params.get("token");
	return /* @__PURE__ */ jsx("div", {
		className: Auth_module_default.page,
		children: /* @__PURE__ */ jsxs("section", {
			className: Auth_module_default.card,
			"aria-labelledby": "reset-title",
			children: [/* @__PURE__ */ jsx("h1", {
				id: "reset-title",
				className: Auth_module_default.title,
				children: t("titles.resetPassword")
			}), token ? /* @__PURE__ */ jsx(NewPasswordForm, { token }) : /* @__PURE__ */ jsx(RequestLinkForm, {})]
		})
	});
}
/** A finished step: its message takes focus so screen readers announce it, then one way on. */
function Outcome({ title, text, action }) {
	const heading = useRef(null);
	useEffect(() => heading.current?.focus(), []);
	return /* @__PURE__ */ jsxs("div", {
		className: Auth_module_default.outcome,
		role: "status",
		children: [
			/* @__PURE__ */ jsx("h2", {
				ref: heading,
				tabIndex: -1,
				className: Auth_module_default.outcomeTitle,
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: Auth_module_default.outcomeText,
				children: text
			}),
			/* @__PURE__ */ jsx(LinkButton, {
				to: paths.signIn,
				fullWidth: true,
				children: action
			})
		]
	});
}
function RequestLinkForm() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const { text, error, handleSubmit } = useContractForm({
		rules: resetRequestRules,
		message: (_field, problem) => problem.rule === "email" ? t("shared:common.invalidEmail") : t("shared:common.emailRequired"),
		defaultValues: { email: "" }
	});
	const mutation = useMutation({ mutationFn: (address) => requestPasswordReset(client, address) });
	if (mutation.isSuccess) return /* @__PURE__ */ jsx(Outcome, {
		title: t("reset.sentTitle"),
		text: t("reset.sent"),
		action: t("shared:common.done")
	});
	const submit = handleSubmit(({ email }) => mutation.mutate(email.trim()));
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("p", {
			className: Auth_module_default.lead,
			children: t("reset.emailIntro")
		}),
		/* @__PURE__ */ jsxs("form", {
			className: Auth_module_default.form,
			onSubmit: submit,
			noValidate: true,
			children: [/* @__PURE__ */ jsx(FormField, {
				label: t("reset.email"),
				required: true,
				error: error("email"),
				children: /* @__PURE__ */ jsx(Input, {
					type: "email",
					autoComplete: "email",
					...text("email")
				})
			}), /* @__PURE__ */ jsx(AuthSubmit, {
				busy: mutation.isPending,
				children: t("reset.send")
			})]
		}),
		/* @__PURE__ */ jsx("p", {
			className: Auth_module_default.alt,
			children: /* @__PURE__ */ jsx(Link, {
				to: paths.signIn,
				children: t("reset.backToSignIn")
			})
		})
	] });
}
function NewPasswordForm({ token }) {
	const { t } = useTranslation(["accounts", "shared"]);
	const { client } = useServices();
	const { text, error, handleSubmit } = useContractForm({
		rules: newPasswordRules,
		message: (_field, problem) => problem.rule === "mismatch" ? t("shared:common.passwordsMustMatch") : t("shared:common.required"),
		defaultValues: {
			password: "",
			repeatPassword: ""
		}
	});
	const mutation = useMutation({ mutationFn: (password) => confirmPasswordReset(client, token, password) });
	if (mutation.isSuccess) return /* @__PURE__ */ jsx(Outcome, {
		title: t("reset.changed"),
		text: t("reset.changedText"),
		action: t("reset.signIn")
	});
	const submit = handleSubmit(({ password }) => mutation.mutate(password));
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: Auth_module_default.lead,
		children: t("reset.newPasswordIntro")
	}), /* @__PURE__ */ jsxs("form", {
		className: Auth_module_default.form,
		onSubmit: submit,
		noValidate: true,
		children: [/* @__PURE__ */ jsx(NewPasswordFields, {
			id: "reset",
			labels: {
				password: t("reset.newPassword"),
				repeat: t("reset.repeatPassword")
			},
			form: {
				text,
				error
			},
			names: ["password", "repeatPassword"]
		}), /* @__PURE__ */ jsx(AuthSubmit, {
			busy: mutation.isPending,
			children: t("reset.submit")
		})]
	})] });
}
export { ResetPasswordScreen };

//# sourceMappingURL=ResetPasswordScreen-BeXBA1D1.js.map