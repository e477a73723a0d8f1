import { useRef, type ReactNode } from 'react';
import { focusItem } from '@/components/admin/list-editor';
import { Button, buttonClasses } from '@/components/ui/button';
import { changeThenFocus } from '@/lib/focus';

interface QuoteRowsProps {
  /** The entries' keys (react-hook-form's field ids), in order. */
  keys: readonly string[];
  /** One entry's fields. */
  row: (index: number) => ReactNode;
  rowClassName: string;
  listClassName: string;
  /** The remove button's words for one entry: 'Remove day 2'. */
  removeLabel: (index: number) => string;
  removeClassName: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * The quote's lists of entries of several fields (days, nights, price lines): as the shared list editor does, an
 * added entry takes the focus, and a removed one gives it to the entry that took its place (or the add button).
 */
export function QuoteRows(props: QuoteRowsProps) {
  const { keys, row, rowClassName, listClassName, removeLabel, removeClassName, addLabel, onAdd, onRemove } = props;
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const count = keys.length;
  const focusRow = (index: number) => focusItem(list.current, index, addButton.current, 'input, textarea, select');
  return (
    <>
      <ol ref={list} className={listClassName}>
        {keys.map((key, index) => (
          <li key={key} data-item-index={index} className={rowClassName}>
            {row(index)}
            <Button
              variant="secondary"
              size="sm"
              className={removeClassName}
              onClick={() =>
                changeThenFocus(
                  () => onRemove(index),
                  () => focusRow(Math.min(index, count - 2)),
                )
              }
            >
              {removeLabel(index)}
            </Button>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary')}
        onClick={() =>
          changeThenFocus(
            () => onAdd(),
            () => focusRow(count),
          )
        }
      >
        {addLabel}
      </button>
    </>
  );
}
