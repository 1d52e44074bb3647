import { useCallback, useMemo, useState } from 'react';

/**
 * Which of a page's forms have unsaved changes: `reporter(name)` is a stable callback for one form's
 * `ReportDirty`, `isDirty` is true while any of them has.
 */
export function useDirtyForms() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const reporters = useMemo(() => new Map<string, (isDirty: boolean) => void>(), []);
  const reporter = useCallback(
    (name: string) => {
      let report = reporters.get(name);
      if (!report) {
        report = (isDirty: boolean) =>
          setDirty((current) => {
            if (current.has(name) === isDirty) return current;
            const next = new Set(current);
            if (isDirty) next.add(name);
            else next.delete(name);
            return next;
          });
        reporters.set(name, report);
      }
      return report;
    },
    [reporters],
  );
  return { isDirty: dirty.size > 0, reporter };
}
