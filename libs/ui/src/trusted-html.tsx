export interface TrustedHtmlProps {
  /** Markup the app itself wrote (its catalogs, its templates). Never text from a URL, the API or a user. */
  html: string;
}

/**
 * Renders markup as HTML, unsanitised. Messages are plain text everywhere else (React escapes them); wrapping one
 * in `TrustedHtml` is the caller's explicit statement that it is safe, e.g. a toast with a link in it.
 */
export function TrustedHtml({ html }: TrustedHtmlProps) {
  return <span className="donut-trusted-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
