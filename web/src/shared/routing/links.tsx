import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link as WouterLink } from 'wouter';
import { useLocation } from './location';
import type { Location } from './location-source';
import { splitHref } from './location-source';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path with any query and hash, or just '?…' or '#…' for the page on screen. */
  to: string;
  /** Replace the current history entry. By default only a link to the page already shown does. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function pathOf(to: string, here: Location): string {
  const { pathname, search } = splitHref(to);
  return (pathname || here.pathname) + search;
}

/** An `<a href>` that navigates in place; modified clicks (new tab, new window) stay the browser's. */
export function Link({ to, replace, state, ...anchor }: LinkProps) {
  const here = useLocation();
  // Following a link to the page on screen should not stack a copy of it in history.
  const replacing = replace ?? pathOf(to, here) === here.pathname + here.search;
  return <WouterLink href={to} replace={replacing} state={state} {...anchor} />;
}

/**
 * A Link that knows when its page (or one below it) is on screen: it then carries
 * aria-current="page" and the `active` class.
 */
export function NavLink({ className, ...link }: LinkProps) {
  const here = useLocation();
  const target = splitHref(link.to).pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const current = here.pathname.toLowerCase();
  const active = current === target || (target !== '/' && current.startsWith(`${target}/`));
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...link} aria-current={active ? 'page' : undefined} className={classes || undefined} />;
}
