import { AudioLines, Heart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from '../../shared/routing';
import { isPullToReloadDisabled } from '../../shared/lib/pull-to-reload';
import { PullIndicator } from './pull-indicator';
import styles from './tab-layout.module.css';
import { usePullToReload } from './use-pull-to-reload';

/**
 * Shell of the tab area (/home, /profile, /settings, /subscription/success): the screen
 * above, the bottom bar below. Register new tab screens as children of this layout route.
 * Pull-to-reload (and Ctrl/Cmd+Shift+R) works here, except on the routes docs/product.md#screens-and-routes excludes.
 */
export function TabLayout() {
  const { pathname } = useLocation();
  const pull = usePullToReload(!isPullToReloadDisabled(pathname));
  return (
    <div className={styles.layout}>
      <PullIndicator {...pull} />
      <div className={styles.content}>
        <Outlet />
      </div>
      <nav className={styles.tabbar} aria-label="Main">
        <div className={styles.bar}>
          <TabLink to="/home" label="Matches" icon={<Heart size={22} aria-hidden="true" />} />
          <NavLink to="/preference-adjustment" className={styles.orb} aria-label="Adjust what you're looking for">
            <span className={styles.orbHalo} aria-hidden="true" />
            <AudioLines size={26} aria-hidden="true" className={styles.orbIcon} />
          </NavLink>
          <TabLink to="/profile" label="Profile" icon={<UserRound size={22} aria-hidden="true" />} />
        </div>
      </nav>
    </div>
  );
}

function TabLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  // NavLink sets aria-current="page" on the active tab; the CSS keys off that attribute.
  return (
    <NavLink to={to} className={styles.tab}>
      {icon}
      <span>{label}</span>
    </NavLink>
  );
}
