import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { ProgressBar } from '@donut/ui/page';
import { createProgressController, HIDDEN_PROGRESS, type ProgressController } from './progress-timing';

/** The loading progress bar (spec §4, timings §9), driven by the router's navigations. */
export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState(HIDDEN_PROGRESS);
  const controller = useRef<ProgressController | null>(null);

  useEffect(() => {
    const created = createProgressController(setProgress);
    controller.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (navigating) controller.current?.start();
    else controller.current?.done();
  }, [navigating]);

  return <ProgressBar value={progress.value} visible={progress.visible} />;
}
