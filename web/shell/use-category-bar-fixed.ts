// Whether the category bar is fixed under the header (spec 001 §2 "The category bar becomes fixed
// after 178 px of scroll"; the rule is domain/shell/layout.ts), followed on every scroll.
import { useEffect, useState } from 'react';
import { isCategoryBarFixed } from '../../domain/shell/layout.ts';

export function useCategoryBarFixed(): boolean {
  const [fixed, setFixed] = useState(() => isCategoryBarFixed(window.scrollY));
  useEffect(() => {
    const follow = () => setFixed(isCategoryBarFixed(window.scrollY));
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);
  return fixed;
}
