import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './menu-button.module.css';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  /** For a choice among several (e.g. a view mode): rendered as menuitemradio with aria-checked. */
  checked?: boolean;
  tone?: 'default' | 'danger';
}

export interface MenuSection {
  /** Names the group for screen readers and shows as a small heading. */
  label?: string;
  items: MenuItem[];
}

interface MenuButtonProps {
  /** The trigger's accessible name, e.g. "More options for Amara". */
  label: string;
  icon: ReactNode;
  sections: MenuSection[];
  /** "glass" for triggers over photos, "plain" over page backgrounds. */
  tone?: 'glass' | 'plain';
  className?: string;
}

/**
 * A WAI-ARIA menu button: Enter/Space/ArrowDown open it on the first item, arrows move, Escape
 * closes and returns focus to the trigger, a click elsewhere or Tab closes it.
 */
export function MenuButton({ label, icon, sections, tone = 'plain', className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(focusTrigger: boolean) {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    // Keys the menu used must not also move a story or scroll the page behind it.
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    }
  }

  return (
    <div ref={wrapper} className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <button
        ref={trigger}
        type="button"
        className={`${styles.trigger} ${styles[tone]}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {icon}
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {sections.map((section, sectionIndex) => (
            <div key={section.label ?? sectionIndex} role="group" aria-label={section.label} className={styles.section}>
              {section.label && (
                <p className={styles.sectionLabel} aria-hidden="true">
                  {section.label}
                </p>
              )}
              {section.items.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={item.checked}
                  tabIndex={-1}
                  className={[styles.item, item.tone === 'danger' && styles.danger].filter(Boolean).join(' ')}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.icon && <span className={styles.itemIcon}>{item.icon}</span>}
                  <span className={styles.itemLabel}>{item.label}</span>
                  {item.checked && <span className={styles.check} aria-hidden="true" />}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
