import { D as LinkButton, E as Screen_module_default, H as EmptyState, J as PageHeader, N as errorMessage, U as Preloader, g as formatDate, k as paths, nt as Container } from "../entry-server.js";
import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { n as useSession } from "./SessionContext-CfmCQ8OE.js";
import { r as profileKeys, t as acceptInvitation } from "./profileApi-D4WHkU0v.js";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/profile/screens/InvitationScreen.tsx
/**
* /subscriptions/invitation?key=… — the link of an artist's invitation e-mail. The signed-in
* invitee (guests sign in first and come back here) accepts it once on arrival.
*/
function InvitationScreen() {
	const { t } = useTranslation(["profile", "shared"]);
	const { t: sharedT } = useTranslation("shared");
	const { client } = useSession();
	const queryClient = useQueryClient();
	const [language] = useLanguage();
	const [params] = useSearchParams();
	const key = params.get("key") ?? "";
	const started = useRef(false);
	const mutation = useMutation({
		mutationFn: () => acceptInvitation(client, key),
		meta: { handlesErrors: true },
		onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all })
	});
	useEffect(() => {
		if (!key || started.current) return;
		started.current = true;
		mutation.mutate();
	}, [key, mutation]);
	let body;
	if (!key) body = /* @__PURE__ */ jsx(EmptyState, {
		title: t("invitation.failedTitle"),
		description: t("invitation.missingKey")
	});
	else if (mutation.isSuccess) body = /* @__PURE__ */ jsx(EmptyState, {
		title: t("invitation.acceptedTitle"),
		description: t("invitation.acceptedText", {
			artist: mutation.data.artist.nickName,
			date: formatDate(mutation.data.until, language)
		}),
		action: /* @__PURE__ */ jsx(LinkButton, {
			to: paths.profile(mutation.data.artist.nickName),
			children: t("invitation.openProfile")
		})
	});
	else if (mutation.isError) body = /* @__PURE__ */ jsx("div", {
		role: "alert",
		children: /* @__PURE__ */ jsx(EmptyState, {
			title: t("invitation.failedTitle"),
			description: errorMessage(mutation.error, sharedT)
		})
	});
	else body = /* @__PURE__ */ jsx(Preloader, {
		label: t("invitation.accepting"),
		centered: true
	});
	return /* @__PURE__ */ jsxs(Container, {
		className: Screen_module_default.page,
		children: [/* @__PURE__ */ jsx(PageHeader, {
			className: Screen_module_default.pageHeader,
			title: t("titles.invitation")
		}), body]
	});
}
export { InvitationScreen };

//# sourceMappingURL=InvitationScreen-C2uVfYZ3.js.map