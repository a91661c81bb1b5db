/**
 * What a visitor typed into a page drawn by the server before the app's script took it over, by
 * field name. It is read when this module first runs, which is before React adopts the page
 * (hydration would otherwise reset each field to its empty state), and each value is handed out
 * once, to the form that owns the field.
 */
import { DRAWN_ATTRIBUTE } from './drawn-page-attributes';

const typed = new Map<string, string>();

if (typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(DRAWN_ATTRIBUTE)) {
  for (const field of document.querySelectorAll<HTMLInputElement>('#root input[name]')) {
    if (field.value) typed.set(field.name, field.value);
  }
}

/** The value typed into the named field before the app started, once; later calls get nothing. */
export function takeTypedBeforeStart(name: string): string | undefined {
  const value = typed.get(name);
  typed.delete(name);
  return value;
}
