import { et as FormField, k as paths } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { n as AuthSubmit, t as Auth_module_default } from "./Auth.module-BWnTwTke.js";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/accounts/screens/SignInScreen.tsx
/** Whose profile a visitor was sent from (`/profile/{nickName}…`), so the page can name them. */
function profileNickOf(path) {
	const match = /^\/profile\/([^/?#]+)/.exec(path);
	if (!match) return void 0;
	try {
		return decodeURIComponent(match[1]);
	} catch {
		return match[1];
	}
}
/**
* Sign in (spec 000 §2): e-mail and password, a show/hide toggle, links to sign up and to the
* reset page. No client validation (spec 000 §5); a failure shows the server's first message in
* the global error popup.
*/
function SignInScreen() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { signIn, client } = useSession();
	useEffect(() => {
		const controller = new AbortController();
		client.getServerTime({ signal: controller.signal }).catch(() => void 0);
		return () => controller.abort();
	}, [client]);
	const navigate = useNavigate();
	const from = useLocation().state?.from;
	const profileNick = from ? profileNickOf(from) : void 0;
	const [email, setEmail] = useState("");
	const [password, setPassword] = useState("");
	const [showPassword, setShowPassword] = useState(false);
	const mutation = useMutation({
		mutationFn: () => signIn(email.trim(), password),
		onSuccess: () => navigate(from && from.startsWith("/") ? from : paths.home, { replace: true })
	});
	const submit = (event) => {
		event.preventDefault();
		mutation.mutate();
	};
	return /* @__PURE__ */ jsx("div", {
		className: Auth_module_default.page,
		children: /* @__PURE__ */ jsxs("section", {
			className: Auth_module_default.card,
			"aria-labelledby": "sign-in-title",
			children: [
				/* @__PURE__ */ jsx("h1", {
					id: "sign-in-title",
					className: Auth_module_default.title,
					children: t("titles.signIn")
				}),
				from && /* @__PURE__ */ jsx("p", {
					className: Auth_module_default.reason,
					role: "status",
					children: profileNick ? t("signIn.reasonProfile", { nickName: profileNick }) : t("signIn.reasonPage")
				}),
				/* @__PURE__ */ jsxs("form", {
					className: Auth_module_default.form,
					onSubmit: submit,
					noValidate: true,
					children: [
						/* @__PURE__ */ jsx(FormField, {
							label: t("signIn.email"),
							children: /* @__PURE__ */ jsx(Input, {
								type: "email",
								autoComplete: "email",
								value: email,
								onChange: (event) => setEmail(event.target.value)
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							label: t("signIn.password"),
							children: /* @__PURE__ */ jsx(Input, {
								type: showPassword ? "text" : "password",
								autoComplete: "current-password",
								value: password,
								onChange: (event) => setPassword(event.target.value),
								endAdornment: /* @__PURE__ */ jsx("button", {
									type: "button",
									className: Auth_module_default.toggle,
									"aria-pressed": showPassword,
									onClick: () => setShowPassword((shown) => !shown),
									children: showPassword ? t("signIn.hidePassword") : t("signIn.showPassword")
								})
							})
						}),
						/* @__PURE__ */ jsx("div", {
							className: Auth_module_default.row,
							children: /* @__PURE__ */ jsx(Link, {
								to: paths.resetPassword,
								children: t("signIn.forgot")
							})
						}),
						/* @__PURE__ */ jsx(AuthSubmit, {
							busy: mutation.isPending,
							children: t("signIn.submit")
						})
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: Auth_module_default.alt,
					children: [
						t("signIn.noAccount"),
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: paths.signUp,
							children: t("signIn.toSignUp")
						})
					]
				})
			]
		})
	});
}
export { SignInScreen };

//# sourceMappingURL=SignInScreen-I1g7bjp3.js.map