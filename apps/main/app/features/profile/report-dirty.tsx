import { useEffect } from 'react';

export interface ReportDirtyProps {
  isDirty: boolean;
  onChange?: (isDirty: boolean) => void;
}

/**
 * Tells the page whether a Formik form inside it has unsaved changes (rendered inside the form), so the page's
 * one unsaved-changes guard covers all its forms. Renders nothing.
 */
export function ReportDirty({ isDirty, onChange }: ReportDirtyProps) {
  useEffect(() => {
    onChange?.(isDirty);
  }, [isDirty, onChange]);
  return null;
}
