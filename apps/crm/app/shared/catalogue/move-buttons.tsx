import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

export type MoveDirection = 'up' | 'down';

export const moveButtonId = (itemId: string, direction: MoveDirection) => `item-${itemId}-move-${direction}`;

export interface MoveButtonsProps {
  itemId: string;
  /** The move buttons' labels: {name} is the item's. */
  labels: Record<MoveDirection, string>;
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** A row's buttons that move it one place up or down in the owner's order. */
export function MoveButtons({ itemId, labels, name, canMoveUp, canMoveDown, onMove }: MoveButtonsProps) {
  const intl = useIntl();
  return (
    <span className="crm-catalogue-row__moves">
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          id={moveButtonId(itemId, direction)}
          type="button"
          className="donut-button donut-button--secondary"
          aria-label={intl.formatMessage({ id: labels[direction] }, { name })}
          aria-keyshortcuts={direction === 'up' ? 'Alt+ArrowUp' : 'Alt+ArrowDown'}
          disabled={direction === 'up' ? !canMoveUp : !canMoveDown}
          onClick={() => onMove(direction)}
        >
          <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
        </button>
      ))}
    </span>
  );
}

/** Alt+Arrow Up/Down on a row moves it, where it can go. */
export function moveKeyHandler({
  isReorderable,
  canMoveUp,
  canMoveDown,
  onMove,
}: Pick<MoveButtonsProps, 'canMoveUp' | 'canMoveDown' | 'onMove'> & { isReorderable: boolean }) {
  return (event: KeyboardEvent) => {
    if (!isReorderable || !event.altKey) return;
    const direction = event.key === 'ArrowUp' ? 'up' : event.key === 'ArrowDown' ? 'down' : null;
    if (!direction || !(direction === 'up' ? canMoveUp : canMoveDown)) return;
    event.preventDefault();
    onMove(direction);
  };
}
