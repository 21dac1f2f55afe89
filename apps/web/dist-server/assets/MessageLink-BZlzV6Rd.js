import { r as ChatIcon } from "./Icon-5AvXVvpA.js";
import { D as LinkButton, k as paths } from "../entry-server.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/chat/components/MessageLink.tsx
/** `/chat?with={uuid}`: the chat screen resumes the existing conversation or opens a new one. */
function MessageLink({ opponent }) {
	const { t } = useTranslation("chat");
	return /* @__PURE__ */ jsx(LinkButton, {
		to: `${paths.chat}?with=${encodeURIComponent(opponent.uuid)}`,
		variant: "secondary",
		iconStart: /* @__PURE__ */ jsx(ChatIcon, {}),
		"aria-label": `${t("button.message")}: ${opponent.publicName}`,
		"data-testid": "message-button",
		children: t("button.message")
	});
}
export { MessageLink };

//# sourceMappingURL=MessageLink-BZlzV6Rd.js.map