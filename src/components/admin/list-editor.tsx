import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { changeThenFocus } from '@/lib/focus';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';

/** Buttons that move or remove one entry of an admin list; which ones show depends on the list. */
interface ItemActionsProps {
  /** How the entry is named in the buttons' accessible names: 'destination 2', 'Deluxe Double'. */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove?: (from: number, to: number) => void;
  onRemove?: () => void;
  /** Removing the only entry would leave a list that must have one: the button is then disabled. */
  canRemove?: boolean;
}

const actionClasses = 'rounded-md px-2 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Move up, move down and remove. Each button's name says which entry it acts on, and contains its visible word,
 * so that voice control users can say what they see.
 */
export function ItemActions({ name, index, count, disabled = false, onMove, onRemove, canRemove = true }: ItemActionsProps) {
  return (
    <span className="flex shrink-0 flex-wrap items-center gap-1">
      {onMove ? (
        <>
          <button
            type="button"
            data-action="up"
            className={`${actionClasses} text-slate-700 hover:bg-slate-100`}
            disabled={disabled || index === 0}
            aria-label={`Move ${name} up`}
            onClick={() => onMove(index, index - 1)}
          >
            Up
          </button>
          <button
            type="button"
            data-action="down"
            className={`${actionClasses} text-slate-700 hover:bg-slate-100`}
            disabled={disabled || index === count - 1}
            aria-label={`Move ${name} down`}
            onClick={() => onMove(index, index + 1)}
          >
            Down
          </button>
        </>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          data-action="remove"
          className={`${actionClasses} text-red-700 hover:bg-red-50`}
          disabled={disabled || !canRemove}
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      ) : null}
    </span>
  );
}

/** Focuses the first control matching `selector` in entry `index` of `list`, or else `fallback`. */
export function focusItem(
  list: HTMLElement | null,
  index: number,
  fallback: HTMLElement | null = null,
  selector = 'input',
): void {
  (list?.querySelector<HTMLElement>(`[data-item-index="${index}"] ${selector}`) ?? fallback)?.focus();
}

/**
 * After a move the entry's buttons are elsewhere on the page (or the one pressed is now disabled at an end of the
 * list): puts focus back on the moved entry's buttons, so the keyboard user can keep moving it.
 */
function focusMovedItem(list: HTMLElement | null, to: number, direction: 'up' | 'down') {
  const item = list?.querySelector<HTMLElement>(`[data-item-index="${to}"]`);
  if (!item) return;
  const same = item.querySelector<HTMLButtonElement>(`[data-action="${direction}"]`);
  const other = item.querySelector<HTMLButtonElement>(`[data-action="${direction === 'up' ? 'down' : 'up'}"]`);
  (same && !same.disabled ? same : other)?.focus();
}

/** Moves an entry of `list` from one place to another, then puts the focus back on its buttons (focusMovedItem). */
export function moveKeepingFocus(list: HTMLElement | null, move: (from: number, to: number) => void, from: number, to: number) {
  changeThenFocus(
    () => move(from, to),
    () => focusMovedItem(list, to, to < from ? 'up' : 'down'),
  );
}

/** Moves one entry of a list, returning a new list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface ListEditorProps {
  /** The list's visible name (the legend): 'Highlights'. */
  legend: string;
  /** One entry, as its label and buttons call it: 'Highlight' -> 'Highlight 1', 'Remove highlight 1'. */
  itemLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Message for the whole list ('Add at least one highlight.'), shown under the legend. */
  error?: string | undefined;
  /** Messages for single entries, by position. */
  itemErrors?: readonly (string | undefined)[] | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  maxItems: number;
  maxLength?: number;
  placeholder?: string;
}

/**
 * A list of short texts edited one entry per field (add, remove, reorder), so an entry may contain a comma. The
 * first entry carries the list's own error, so that focus can go where the fix is.
 */
export function ListEditor({
  legend,
  itemLabel,
  values,
  onChange,
  error,
  itemErrors,
  hint,
  required = false,
  disabled = false,
  maxItems,
  maxLength,
  placeholder,
}: ListEditorProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const lower = itemLabel.toLowerCase();

  const focusField = (index: number) => focusItem(list.current, index, addButton.current);

  function add() {
    changeThenFocus(
      () => onChange([...values, '']),
      () => focusField(values.length),
    );
  }

  function remove(index: number) {
    changeThenFocus(
      () => onChange(values.filter((_, at) => at !== index)),
      () => focusField(Math.min(index, values.length - 2)),
    );
  }

  function move(from: number, to: number) {
    moveKeepingFocus(list.current, (a, b) => onChange(moveItem(values, a, b)), from, to);
  }

  return (
    <fieldset
      className="rounded-xl border border-slate-200 p-4"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">
        {legend}
        {required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ol ref={list} className="space-y-2">
          {values.map((value, index) => {
            const fieldId = `${id}-item-${index}`;
            const itemError = itemErrors?.[index];
            const itemErrorId = itemError ? `${fieldId}-error` : undefined;
            // The list's own error is about its entries: the first one carries it, so focus lands there.
            const describedBy = [itemErrorId, index === 0 ? errorId : undefined].filter(Boolean).join(' ') || undefined;
            return (
              // Entries are plain texts without ids; the position is their identity while editing.
              <li key={index} data-item-index={index}>
                <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
                  {itemLabel} {index + 1}
                </label>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <input
                    id={fieldId}
                    type="text"
                    value={value}
                    maxLength={maxLength}
                    placeholder={index === 0 ? placeholder : undefined}
                    disabled={disabled}
                    aria-invalid={Boolean(itemError) || (index === 0 && Boolean(error))}
                    aria-describedby={describedBy}
                    onChange={(event) => onChange(values.map((old, at) => (at === index ? event.target.value : old)))}
                    className={controlClasses}
                  />
                  <ItemActions
                    name={`${lower} ${index + 1}`}
                    index={index}
                    count={values.length}
                    disabled={disabled}
                    onMove={move}
                    onRemove={() => remove(index)}
                  />
                </div>
                {itemError ? (
                  <p id={itemErrorId} className="mt-1 text-sm font-medium text-red-700">
                    {itemError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">None yet.</p>
      )}
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || values.length >= maxItems}
        // With no entry left, the list's error is about adding one.
        aria-describedby={values.length === 0 ? errorId : undefined}
        data-invalid-focus={values.length === 0 && Boolean(error) ? true : undefined}
        onClick={add}
      >
        Add {lower}
      </button>
    </fieldset>
  );
}

/**
 * Focus on the first field with an error, in page order (react-hook-form's own focus follows registration order
 * and skips controls it does not register, such as list entries). Call it once the errors are on screen.
 */
export function focusFirstError(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-focus="true"]')?.focus();
}

/**
 * After each submit, focuses the first field with an error (none after a valid submit: then it does nothing).
 * Pass react-hook-form's `formState.submitCount`: react-hook-form publishes it in the same update as the errors,
 * so when it changes the messages and aria-invalid are on screen. (A state set in handleSubmit's onInvalid
 * callback does not do: the callback runs before react-hook-form publishes the errors, and, set while the submit
 * event is still being dispatched, it may render and run its effect on its own, with no error on screen yet.)
 */
export function useFocusFirstErrorOnSubmit(form: RefObject<HTMLElement | null>, submitCount: number) {
  useEffect(() => {
    if (submitCount > 0) focusFirstError(form.current);
  }, [form, submitCount]);
}
