// Pretendard's @font-face rules (the dynamic-subset variable CSS: a page loads only the glyph
// ranges it uses), in a chunk of their own that main.tsx loads once the first screen has settled
// (boot/when-first-screen-settled.ts). Text shows in the system font until then (font-display: swap).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
