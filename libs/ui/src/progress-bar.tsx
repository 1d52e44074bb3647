import { useIntl } from 'react-intl';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  visible: boolean;
}

/** The thin loading bar along the top of the page (spec §4); the timing lives with whoever drives it. */
export function ProgressBar({ value, visible }: ProgressBarProps) {
  const intl = useIntl();
  if (!visible) return null;
  const rounded = Math.round(value);
  return (
    <div
      className="donut-progress"
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'ui.button.loading' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
    >
      <div className="donut-progress__bar" style={{ transform: `scaleX(${rounded / 100})` }} />
    </div>
  );
}
