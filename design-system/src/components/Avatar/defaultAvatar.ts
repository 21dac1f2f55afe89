/**
 * The avatar shown when a user has none or it fails to load: a linen disc, an ink silhouette
 * and one red embroidery diamond. Self-contained colours, so it reads on both themes.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#F1E9D8"/>
<circle cx="32" cy="25" r="11" fill="#776A5F"/>
<path d="M11 64c1.5-14 10-22 21-22s19.5 8 21 22z" fill="#776A5F"/>
<path d="M32 47l3.5 5-3.5 5-3.5-5z" fill="#A8231F"/>
</svg>`

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`
