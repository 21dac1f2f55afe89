import { t as Popup } from "./Popup-Cmdw9lTG.js";
import { N as errorMessage, W as useToast } from "../entry-server.js";
import { t as catalogueKeys } from "./catalogueApi-_dayYxO8.js";
import { t as PopupFormActions } from "./PopupFormActions-tM2ydIpo.js";
import { t as Forms_module_default } from "./Forms.module-Cxh-JABw.js";
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalogue/components/FormPopup.tsx
/**
* A catalogue popup that is one form (upload song, new event): Cancel and the submit button
* below it, the server's refusal at its end. Cancel waits while the form is being sent.
*/
function FormPopup({ id, open, title, onClose, onSubmit, submitLabel, busy, busyLabel, serverError, children }) {
	const { t } = useTranslation(["catalogue", "shared"]);
	return /* @__PURE__ */ jsx(Popup, {
		open,
		onClose,
		title,
		closeLabel: t("shared:common.close"),
		actions: /* @__PURE__ */ jsx(PopupFormActions, {
			form: id,
			cancelLabel: t("common.cancel"),
			onCancel: onClose,
			submitLabel,
			busy,
			busyLabel
		}),
		children: /* @__PURE__ */ jsxs("form", {
			id,
			className: Forms_module_default.form,
			onSubmit,
			noValidate: true,
			children: [children, serverError && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: Forms_module_default.error,
				children: serverError
			})]
		})
	});
}
/**
* Sending a catalogue popup's form: a refusal of the server shows in the popup; success says so,
* empties the form, closes the popup and refreshes the artist's catalogue. Closing empties the
* form too, except while it is being sent.
*/
function usePopupSubmit({ artistUuid, request, doneMessage, reset, onClose }) {
	const { t: sharedT } = useTranslation("shared");
	const queryClient = useQueryClient();
	const toast = useToast();
	const [serverError, setServerError] = useState(null);
	const clear = () => {
		reset();
		setServerError(null);
	};
	const mutation = useMutation({
		mutationFn: request,
		meta: { handlesErrors: true },
		onSuccess: async () => {
			toast.show({
				message: doneMessage,
				tone: "success"
			});
			clear();
			onClose();
			await queryClient.invalidateQueries({ queryKey: catalogueKeys.artist(artistUuid) });
		},
		onError: (error) => setServerError(errorMessage(error, sharedT))
	});
	const close = () => {
		if (mutation.isPending) return;
		clear();
		onClose();
	};
	/** The form's submit handler: sending again first clears the server's last refusal. */
	const submitWith = (handle) => (event) => {
		setServerError(null);
		handle(event);
	};
	return {
		mutation,
		submitWith,
		popup: {
			onClose: close,
			busy: mutation.isPending,
			serverError
		}
	};
}
export { usePopupSubmit as n, FormPopup as t };

//# sourceMappingURL=FormPopup--nd5iL1F.js.map