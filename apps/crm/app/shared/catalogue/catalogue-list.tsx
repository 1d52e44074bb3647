import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError } from '@donut/ui';
import { useGuardedAction } from '../list/use-guarded-action';
import { moveButtonId, type MoveDirection } from './move-buttons';
import './catalogue.css';

/** What a row gets from the list: its selection box's state and its moves. */
export interface CatalogueRowProps {
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  isReorderable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** The list's message ids, in the area's words. */
export interface CatalogueListMessages {
  /** The list's label ("Services"). */
  title: string;
  /** {name}, {position}: announced after a move. */
  moved: string;
  /** {count}, {isVisible}: announced after a bulk change. */
  bulkDone: string;
  selectAll: string;
  /** {count}: how many are selected. */
  selected: string;
  hide: string;
  show: string;
  failed: string;
}

export interface CatalogueListProps<T extends { id: string; name: string }> {
  items: readonly T[];
  renderRow: (item: T, row: CatalogueRowProps) => ReactNode;
  messages: CatalogueListMessages;
  /** The owner's order is shown with nothing searched: the rows can move. */
  isReorderable: boolean;
  isStale: boolean;
  reorder: (ids: string[]) => Promise<void>;
  setVisible: (ids: string[], isVisible: boolean) => Promise<number>;
}

/**
 * A catalogue's items shown (services, products), with boxes to select several and hide or show them at once, and (in
 * the owner's order) buttons and Alt+Arrow keys that move one up or down; each change is announced, and the focus
 * stays on the moved row.
 */
export function CatalogueList<T extends { id: string; name: string }>({
  items,
  renderRow,
  messages,
  isReorderable,
  isStale,
  reorder,
  setVisible,
}: CatalogueListProps<T>) {
  const intl = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { isBusy, error, run: guarded } = useGuardedAction(messages.failed);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const shownIds = items.map((item) => item.id);
  const chosen = shownIds.filter((id) => selected.has(id));

  useEffect(() => {
    // The moved row's button, once the list shows the new order (moving a node loses its focus).
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [items]);

  /** Runs a change and announces what it says it did. */
  async function run(action: () => Promise<string>) {
    let said = '';
    if (await guarded(async () => (said = await action()))) setAnnouncement(said);
  }

  function handleMove(item: T, direction: MoveDirection) {
    const index = shownIds.indexOf(item.id);
    const neighbour = shownIds[direction === 'up' ? index - 1 : index + 1];
    // While the list loads again after a change, its order is the old one: a move now would move the wrong way.
    if (!neighbour || isBusy || isStale) return;
    focusAfterMove.current = moveButtonId(item.id, direction);
    void run(async () => {
      await reorder(direction === 'up' ? [item.id, neighbour] : [neighbour, item.id]);
      return intl.formatMessage(
        { id: messages.moved },
        { name: item.name, position: index + (direction === 'up' ? 0 : 2) },
      );
    });
  }

  function handleBulk(isVisible: boolean) {
    void run(async () => {
      const count = await setVisible(chosen, isVisible);
      setSelected(new Set());
      return intl.formatMessage({ id: messages.bulkDone }, { count, isVisible: String(isVisible) });
    });
  }

  const toggle = (id: string, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <div className="crm-catalogue-list">
      <div className="crm-catalogue-list__bulk">
        <label className="donut-checkbox__row">
          <input
            type="checkbox"
            className="donut-checkbox__input"
            checked={chosen.length > 0 && chosen.length === shownIds.length}
            onChange={(event) => setSelected(new Set(event.target.checked ? shownIds : []))}
          />
          <FormattedMessage id={messages.selectAll} />
        </label>
        {chosen.length ? (
          <>
            <span>
              <FormattedMessage id={messages.selected} values={{ count: chosen.length }} />
            </span>
            <Button variant="secondary" disabled={isBusy} onClick={() => handleBulk(false)}>
              <FormattedMessage id={messages.hide} />
            </Button>
            <Button variant="secondary" disabled={isBusy} onClick={() => handleBulk(true)}>
              <FormattedMessage id={messages.show} />
            </Button>
          </>
        ) : null}
      </div>
      <FormError>{error}</FormError>
      <ul
        className="crm-catalogue-list__rows"
        aria-label={intl.formatMessage({ id: messages.title })}
        aria-busy={isStale || isBusy || undefined}
      >
        {items.map((item, index) =>
          renderRow(item, {
            isSelected: selected.has(item.id),
            onSelect: (isSelected) => toggle(item.id, isSelected),
            isReorderable,
            canMoveUp: index > 0,
            canMoveDown: index < items.length - 1,
            onMove: (direction) => handleMove(item, direction),
          }),
        )}
      </ul>
      <p className="donut-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
