import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import "./useArtistPage-Dy-_sZqu.js";
import "./profileApi-D4WHkU0v.js";
// src/features/profile/public.ts
var public_exports = /* @__PURE__ */ __exportAll({ profileStrings: () => profileStrings });
/** The profile namespace, for screens of other features that show the owner navigation bar. */
var profileStrings = () => import("./i18n-CpRlmg1V.js").then((m) => m.strings);
export { public_exports as t };

//# sourceMappingURL=public-DE6D2h93.js.map