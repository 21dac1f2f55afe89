import { t as Button } from "./Button-CPwj6nzH.js";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/features/accounts/components/AuthSubmit.tsx
/** The wide submit button of the sign-in, sign-up and reset screens. */
function AuthSubmit({ busy, disabled, children }) {
	const { t } = useTranslation("shared");
	return /* @__PURE__ */ jsx(Button, {
		type: "submit",
		size: "lg",
		fullWidth: true,
		disabled,
		loading: busy,
		loadingLabel: t("common.loading"),
		children
	});
}
var Auth_module_default = {
	page: "_page_iw0z7_1",
	card: "_card_iw0z7_7",
	title: "_title_iw0z7_18",
	form: "_form_iw0z7_22",
	row: "_row_iw0z7_27",
	alt: "_alt_iw0z7_33",
	lead: "_lead_iw0z7_40",
	outcome: "_outcome_iw0z7_45",
	outcomeTitle: "_outcomeTitle_iw0z7_50",
	outcomeText: "_outcomeText_iw0z7_58",
	toggle: "_toggle_iw0z7_62",
	reason: "_reason_iw0z7_85"
};
export { AuthSubmit as n, Auth_module_default as t };

//# sourceMappingURL=Auth.module-BWnTwTke.js.map