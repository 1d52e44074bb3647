import type { ReactNode } from 'react';
import type { CabinetData } from './cabinet-data';

/** What a section of the cabinet is given: the cabinet's data, and a way to read it again after a change. */
export interface CabinetSectionProps {
  data: CabinetData;
  /** Reads the cabinet's data again (the route's clientLoader). */
  refresh: () => void;
}

/**
 * A section of the client's cabinet, under its own heading and anchor. The cabinet shows the sections it is given,
 * in order (the app composes them, `layout/cabinet-content.tsx`): the profile and the notifications today; the
 * later domains add the client's orders, applications and appointments as sections of their own.
 */
export interface CabinetSection {
  /** The heading's anchor and the section's key, e.g. 'orders'. */
  id: string;
  /** The heading's message id, e.g. 'cv.cabinet.notifications.title'. */
  titleId: string;
  render: (props: CabinetSectionProps) => ReactNode;
}
