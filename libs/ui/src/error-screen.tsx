import { FormattedMessage } from 'react-intl';

export type ErrorStatus = 403 | 404 | 500;

/** Spec §2: 403, 404 and 500 have screens of their own; any other status shows the 500 screen. */
export function errorScreenStatus(status: number): ErrorStatus {
  return status === 403 || status === 404 ? status : 500;
}

export interface ErrorScreenProps {
  status: number;
  /** Link of the go-home button (the locale's home page). */
  homeHref: string;
}

/** Only the catalog's texts of the status, in the page's language: never a status text, a path or other English. */
export function ErrorScreen({ status, homeHref }: ErrorScreenProps) {
  const shown = errorScreenStatus(status);
  return (
    <section className="donut-error" aria-labelledby="donut-error-title">
      <p className="donut-error__code" aria-hidden="true">
        {shown}
      </p>
      <h1 id="donut-error-title" className="donut-error__title">
        <FormattedMessage id={`ui.error.${shown}.title`} />
      </h1>
      <p className="donut-error__description">
        <FormattedMessage id={`ui.error.${shown}.description`} />
      </p>
      <a className="donut-button donut-button--primary" href={homeHref}>
        <FormattedMessage id="ui.error.go-home" />
      </a>
    </section>
  );
}
