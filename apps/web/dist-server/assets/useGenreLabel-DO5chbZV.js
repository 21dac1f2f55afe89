import { r as useLanguage } from "./i18n-Cikb5W5X.js";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
// src/shared/i18n/useGenreLabel.ts
/**
* The label of a genre entry from GET /api/v1/genres in the current language, so a label edited
* in the console reaches users: in Ukrainian the entry's nameUk, else the static Ukrainian string,
* else the English name; in English the entry's name. The static strings stay the fallback for an
* entry without a Ukrainian label (a genre added before it existed, or an older server).
*/
function useGenreLabel() {
	const { t } = useTranslation("shared");
	const ukrainian = useLanguage()[0] === "uk";
	return useCallback((entry) => ukrainian ? entry.nameUk || t(`genres.${entry.value}`, { defaultValue: entry.name }) : entry.name || t(`genres.${entry.value}`), [t, ukrainian]);
}
export { useGenreLabel as t };

//# sourceMappingURL=useGenreLabel-DO5chbZV.js.map