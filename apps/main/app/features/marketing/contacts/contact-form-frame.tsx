import type { ReactNode } from 'react';

/**
 * The cabinet's contact form on a public page (the contacts page, the plans). It is styled as in the cabinet's
 * About section: about.css, which the form brings along, styles what sits inside `.about`.
 */
export function ContactFormFrame({ children }: { children: ReactNode }) {
  return <div className="about">{children}</div>;
}
