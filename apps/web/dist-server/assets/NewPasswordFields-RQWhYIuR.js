import { et as FormField, tt as VisuallyHidden } from "../entry-server.js";
import { t as Input } from "./Input-DusjjkaV.js";
import { S as passwordSymbols, x as passwordRules } from "./form-rules-zI4un0uf.js";
import { useTranslation } from "react-i18next";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var PasswordChecklist_module_default = {
	rules: "_rules_67eyr_1",
	rule: "_rule_67eyr_1",
	mark: "_mark_67eyr_23",
	failed: "_failed_67eyr_28",
	met: "_met_67eyr_32"
};
// src/features/accounts/components/PasswordChecklist.tsx
/** The contract's password rules, translated by id. */
var ruleLabels = {
	length: "password.length",
	lowercase: "password.lower",
	uppercase: "password.upper",
	symbol: "password.symbol",
	digit: "password.digit"
};
/**
* The live colour checklist of the password rules (spec 000 §5, 001 §5): each rule turns green
* once met; after typing starts, the unmet ones turn red. Rules come from the contract so the
* list can never disagree with what the server enforces.
*/
function PasswordChecklist({ password, id }) {
	const { t } = useTranslation(["accounts", "shared"]);
	const typed = password.length > 0;
	return /* @__PURE__ */ jsx("ul", {
		id,
		className: PasswordChecklist_module_default.rules,
		"aria-label": t("password.rules"),
		children: passwordRules.map((rule) => {
			const met = rule.test(password);
			return /* @__PURE__ */ jsxs("li", {
				"data-rule": rule.id,
				"data-met": met,
				className: `${PasswordChecklist_module_default.rule} ${met ? PasswordChecklist_module_default.met : typed ? PasswordChecklist_module_default.failed : ""}`,
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: PasswordChecklist_module_default.mark,
					children: met ? "✓" : "•"
				}), /* @__PURE__ */ jsxs("span", { children: [t(ruleLabels[rule.id], { symbols: passwordSymbols }), /* @__PURE__ */ jsx(VisuallyHidden, { children: met ? ` — ${t("password.ruleMet")}` : "" })] })]
			}, rule.id);
		})
	});
}
// src/features/accounts/components/NewPasswordFields.tsx
/** A new password with the live rule checklist and its repetition: sign-up, reset and settings share it. */
function NewPasswordFields({ id, labels, form, names: [password, repeat] }) {
	const rulesId = `${id}-password-rules`;
	const passwordField = form.text(password);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(FormField, {
			label: labels.password,
			required: true,
			error: form.error(password),
			children: /* @__PURE__ */ jsx(Input, {
				type: "password",
				autoComplete: "new-password",
				...passwordField,
				"aria-describedby": rulesId
			})
		}),
		/* @__PURE__ */ jsx(PasswordChecklist, {
			id: rulesId,
			password: passwordField.value
		}),
		/* @__PURE__ */ jsx(FormField, {
			label: labels.repeat,
			required: true,
			error: form.error(repeat),
			children: /* @__PURE__ */ jsx(Input, {
				type: "password",
				autoComplete: "new-password",
				...form.text(repeat)
			})
		})
	] });
}
export { NewPasswordFields as t };

//# sourceMappingURL=NewPasswordFields-RQWhYIuR.js.map