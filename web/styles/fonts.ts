// Pretendard's @font-face rules (the dynamic-subset variable CSS: a page loads only the glyph
// ranges it uses), in a chunk of their own that main.tsx loads once the first screen's data has
// arrived. Text shows in the system fallback until then (font-display: swap, UI guide "Type").
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
