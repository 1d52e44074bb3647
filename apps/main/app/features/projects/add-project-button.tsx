import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export interface AddProjectButtonProps {
  /** The owner has not confirmed the e-mail yet: the button says why it does nothing. */
  isLocked: boolean;
  onClick: () => void;
}

/**
 * "Add project". While locked it stays focusable (aria-disabled rather than disabled), so keyboard and
 * screen reader users reach it and hear the reason with it.
 */
export function AddProjectButton({ isLocked, onClick }: AddProjectButtonProps) {
  const reasonId = useId();

  function handleClick() {
    if (!isLocked) onClick();
  }

  return (
    <div className="projects__add">
      <button
        type="button"
        className="donut-button donut-button--primary"
        aria-disabled={isLocked || undefined}
        aria-describedby={isLocked ? reasonId : undefined}
        onClick={handleClick}
      >
        <FormattedMessage id="main.projects.add" />
      </button>
      {isLocked ? (
        <p id={reasonId} className="projects__add-hint">
          <FormattedMessage id="main.projects.add-locked" />
        </p>
      ) : null}
    </div>
  );
}
