import { CULTURAL_BACKGROUNDS, type CulturalBackground } from '@kindred/contract';
import { Check } from 'lucide-react';
import { Button } from '../../../shared/ui/button';
import { SheetDialog } from '../../../shared/ui/sheet-dialog';
import styles from './pickers.module.css';

interface CultureDialogProps {
  open: boolean;
  value: CulturalBackground[];
  onChange: (value: CulturalBackground[]) => void;
  onClose: () => void;
}

/** Cultural Background: choose any number; the count shows beside Done. */
export function CultureDialog({ open, value, onChange, onClose }: CultureDialogProps) {
  function toggle(option: CulturalBackground) {
    // Kept in the list's order, so the same choice always reads (and compares) the same.
    const next = value.includes(option) ? value.filter((v) => v !== option) : CULTURAL_BACKGROUNDS.filter((v) => v === option || value.includes(v));
    onChange(next);
  }

  return (
    <SheetDialog
      open={open}
      title="Cultural Background"
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          <span className={styles.count} aria-live="polite">
            {value.length} selected
          </span>
          <Button onClick={onClose}>Done</Button>
        </div>
      }
    >
      <ul className={styles.options} aria-label="Cultural backgrounds">
        {CULTURAL_BACKGROUNDS.map((option) => {
          const checked = value.includes(option);
          return (
            <li key={option}>
              <label className={styles.option} data-checked={checked || undefined}>
                <input type="checkbox" className="visually-hidden" checked={checked} onChange={() => toggle(option)} />
                <span>{option}</span>
                <span className={styles.box} aria-hidden="true">
                  {checked && <Check size={14} />}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </SheetDialog>
  );
}
