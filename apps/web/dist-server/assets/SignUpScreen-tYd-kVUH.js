import { t as Checkbox } from "./Checkbox-BYtlxvmS.js";
import { et as FormField, k as paths, tt as VisuallyHidden } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { t as Switch } from "./Switch-BK6l_I7e.js";
import { i as limits } from "./limits-Bj0hKUrz.js";
import { b as meetsPasswordRules, g as signUpRules, s as latestBirthDate } from "./form-rules-zI4un0uf.js";
import { t as NewPasswordFields } from "./NewPasswordFields-RQWhYIuR.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { n as wordedBy, t as useContractForm } from "./contractForm-CARqDPmU.js";
import { n as AuthSubmit, t as Auth_module_default } from "./Auth.module-BWnTwTke.js";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/accounts/screens/SignUpScreen.tsx
/**
* Sign up (spec 000 §2 and §5): all fields required, a valid e-mail, matching passwords, the
* password rules with a live indicator, both agreements ticked; the user is signed in after.
*/
function SignUpScreen() {
	const { t } = useTranslation(["accounts", "shared"]);
	const { signUp } = useSession();
	const navigate = useNavigate();
	const maxBirthDate = latestBirthDate();
	const problemMessage = wordedBy({
		email: t("shared:common.invalidEmail"),
		refused: t("signUp.tooYoung", { age: limits.signUpMinimumAge }),
		mismatch: t("shared:common.passwordsMustMatch")
	}, t("shared:common.required"));
	const { values, text, error, handleSubmit } = useContractForm({
		rules: signUpRules,
		message: problemMessage,
		defaultValues: {
			publicName: "",
			dateOfBirth: maxBirthDate,
			email: "",
			password: "",
			repeatPassword: ""
		}
	});
	const [isArtist, setIsArtist] = useState(false);
	const [agreedTerms, setAgreedTerms] = useState(false);
	const [agreedPrivacy, setAgreedPrivacy] = useState(false);
	const canSubmit = agreedTerms && agreedPrivacy && meetsPasswordRules(values.password);
	const mutation = useMutation({
		mutationFn: () => signUp({
			email: values.email.trim(),
			password: values.password,
			publicName: values.publicName.trim(),
			dateOfBirth: values.dateOfBirth,
			isArtist
		}),
		onSuccess: () => navigate(paths.home, { replace: true })
	});
	const submit = handleSubmit(() => {
		if (canSubmit) mutation.mutate();
	});
	return /* @__PURE__ */ jsx("div", {
		className: Auth_module_default.page,
		children: /* @__PURE__ */ jsxs("section", {
			className: Auth_module_default.card,
			"aria-labelledby": "sign-up-title",
			children: [
				/* @__PURE__ */ jsx("h1", {
					id: "sign-up-title",
					className: Auth_module_default.title,
					children: t("titles.signUp")
				}),
				/* @__PURE__ */ jsxs("form", {
					className: Auth_module_default.form,
					onSubmit: submit,
					noValidate: true,
					children: [
						/* @__PURE__ */ jsx(FormField, {
							label: t("signUp.publicName"),
							required: true,
							error: error("publicName"),
							children: /* @__PURE__ */ jsx(Input, {
								autoComplete: "name",
								...text("publicName")
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							label: t("signUp.dateOfBirth"),
							required: true,
							error: error("dateOfBirth"),
							children: /* @__PURE__ */ jsx(Input, {
								type: "date",
								max: maxBirthDate,
								autoComplete: "bday",
								...text("dateOfBirth")
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							label: t("signUp.email"),
							required: true,
							error: error("email"),
							children: /* @__PURE__ */ jsx(Input, {
								type: "email",
								autoComplete: "email",
								...text("email")
							})
						}),
						/* @__PURE__ */ jsx(NewPasswordFields, {
							id: "sign-up",
							labels: {
								password: t("signUp.password"),
								repeat: t("signUp.repeatPassword")
							},
							form: {
								text,
								error
							},
							names: ["password", "repeatPassword"]
						}),
						/* @__PURE__ */ jsx(Switch, {
							label: t("signUp.asArtist"),
							checked: isArtist,
							onChange: (event) => setIsArtist(event.target.checked)
						}),
						/* @__PURE__ */ jsx(Checkbox, {
							label: /* @__PURE__ */ jsx(Agreement, {
								href: paths.terms,
								link: t("signUp.termsLink")
							}),
							checked: agreedTerms,
							onChange: (event) => setAgreedTerms(event.target.checked)
						}),
						/* @__PURE__ */ jsx(Checkbox, {
							label: /* @__PURE__ */ jsx(Agreement, {
								href: paths.privacy,
								link: t("signUp.privacyLink")
							}),
							checked: agreedPrivacy,
							onChange: (event) => setAgreedPrivacy(event.target.checked)
						}),
						/* @__PURE__ */ jsx(AuthSubmit, {
							busy: mutation.isPending,
							disabled: !canSubmit,
							children: t("signUp.submit")
						})
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: Auth_module_default.alt,
					children: [
						t("signUp.haveAccount"),
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: paths.signIn,
							children: t("signUp.toSignIn")
						})
					]
				})
			]
		})
	});
}
/** "I agree to the <link>", the document opening in a new tab (spec 000 §2). */
function Agreement({ href, link }) {
	const { t } = useTranslation(["accounts", "shared"]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		t("signUp.agreePrefix"),
		" ",
		/* @__PURE__ */ jsxs("a", {
			href,
			target: "_blank",
			rel: "noopener noreferrer",
			children: [link, /* @__PURE__ */ jsxs(VisuallyHidden, { children: [" ", t("signUp.opensInNewTab")] })]
		})
	] });
}
export { SignUpScreen };

//# sourceMappingURL=SignUpScreen-tYd-kVUH.js.map