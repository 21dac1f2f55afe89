import { r as checkForm } from "./form-rules-zI4un0uf.js";
import { useCallback } from "react";
import { useForm } from "react-hook-form";
// src/shared/forms/contractForm.ts
/** The message of a form whose words depend on the problem only; `otherwise` for the rest (usually "required"). */
function wordedBy(words, otherwise) {
	return (_field, problem) => {
		const word = words[problem.rule];
		return typeof word === "function" ? word(problem) : word ?? otherwise;
	};
}
/**
* A react-hook-form resolver from the contract's zod-free form rules (`checkForm`): the web's
* forms refuse what the contract's rules refuse, worded by the form. The values go on unchanged.
*/
function contractResolver(rules, message) {
	return (values) => {
		const problems = checkForm(rules, values);
		const fields = Object.keys(problems);
		if (fields.length === 0) return {
			values,
			errors: {}
		};
		const errors = {};
		for (const field of fields) errors[field] = {
			type: problems[field].rule,
			message: message(field, problems[field])
		};
		return {
			values: {},
			errors
		};
	};
}
/**
* The one way a web form holds its fields: react-hook-form with a contract resolver. Errors show
* after a submit and a field's error goes as soon as it is edited (it is checked again at the
* next submit). `text(name)` gives a text control's value and onChange, `setField` sets any
* value (a picked file), `error(name)` is a field's message and `fail(name, message)` shows one
* the rules do not give (a refused pick, the server's answer).
*/
function useContractForm(options) {
	const form = useForm({
		resolver: contractResolver(options.rules, options.message),
		defaultValues: options.defaultValues,
		mode: "onSubmit",
		reValidateMode: "onSubmit"
	});
	const { setValue, clearErrors, setError, watch, formState } = form;
	const values = watch();
	const setField = useCallback((name, value) => {
		setValue(name, value);
		clearErrors(name);
	}, [setValue, clearErrors]);
	const text = (name) => ({
		value: typeof values[name] === "string" ? values[name] : "",
		onChange: (event) => setField(name, event.target.value)
	});
	const error = (name) => {
		const found = formState.errors[name];
		return typeof found?.message === "string" ? found.message : void 0;
	};
	const fail = (name, message) => setError(name, {
		type: "refused",
		message
	});
	const clear = (name) => clearErrors(name);
	return {
		...form,
		values,
		text,
		setField,
		error,
		fail,
		clear
	};
}
export { wordedBy as n, useContractForm as t };

//# sourceMappingURL=contractForm-CARqDPmU.js.map