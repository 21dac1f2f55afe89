import { createContext, useContext } from "react";
// ../../design-system/src/components/FormField/FormFieldContext.ts
var FormFieldContext = createContext(null);
/** Wiring from the surrounding FormField, if any; controls work on their own too. */
function useFormField() {
	return useContext(FormFieldContext);
}
/** Joins id lists for aria-describedby, dropping empties. */
function joinIds(...ids) {
	return ids.filter(Boolean).join(" ") || void 0;
}
export { joinIds as n, useFormField as r, FormFieldContext as t };

//# sourceMappingURL=FormFieldContext-PRg7vqXK.js.map