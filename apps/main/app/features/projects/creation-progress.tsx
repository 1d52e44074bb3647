import { FormattedMessage } from 'react-intl';
import type { CreationPhase } from './use-create-project';

export interface CreationProgressProps {
  /** Null while nothing runs. */
  phase: CreationPhase | null;
}

const PHRASES: Record<CreationPhase, string> = {
  loading: 'main.projects.progress.loading',
  connecting: 'main.projects.progress.connecting',
  creating: 'main.projects.progress.creating',
};

/**
 * Spec §4: what the creation is doing now. The live region is always there, empty when idle, so
 * screen readers announce each phrase as it replaces the last.
 */
export function CreationProgress({ phase }: CreationProgressProps) {
  return (
    <p className="project-form__progress" role="status">
      {phase ? <FormattedMessage id={PHRASES[phase]} /> : null}
    </p>
  );
}
