// A link to a typed route: the href comes from hrefOf, never a hand-written path.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { hrefOf } from '../../domain/routes/route-href.ts';
import type { Route } from '../../domain/routes/route-table.ts';
import { navigateTo } from './navigation.ts';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: Route;
  readonly replace?: boolean;
}

export function RouteLink({ to, replace, onClick, ...rest }: RouteLinkProps) {
  const href = hrefOf(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigateTo(href, replace ? { replace } : {});
  };
  return <a href={`#${href}`} onClick={follow} {...rest} />;
}
