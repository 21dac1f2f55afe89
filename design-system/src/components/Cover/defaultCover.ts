/**
 * The cover shown when a post, song or profile has none: a night-blue cloth embroidered with
 * rows of red and gold diamonds. It tiles, so it fills any crop ratio.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" preserveAspectRatio="xMidYMid slice">
<defs>
<pattern id="k" width="40" height="40" patternUnits="userSpaceOnUse">
<path d="M20 8l7 12-7 12-7-12z" fill="#C8312B"/>
<path d="M20 15l3 5-3 5-3-5z" fill="#16223D"/>
<path d="M0 0l4 6-4 6zM40 0l-4 6 4 6zM0 28l4 6-4 6zM40 28l-4 6 4 6z" fill="#E9B949"/>
<circle cx="20" cy="2" r="1.5" fill="#E9B949"/><circle cx="20" cy="38" r="1.5" fill="#E9B949"/>
</pattern>
</defs>
<rect width="240" height="160" fill="#101A30"/>
<rect width="240" height="160" fill="url(#k)" opacity="0.55"/>
</svg>`

export const DEFAULT_COVER = `data:image/svg+xml,${encodeURIComponent(svg)}`
