import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../marketing-pages';
import { LEGAL_VERSION_DATE, type LegalText } from './legal-text';
import { LegalSectionView } from './legal-section-view';
import '../marketing.css';

export interface LegalPageProps {
  document: LegalDocument;
  text: LegalText;
}

/** about/{document}: a numbered document with its contents at the top and the other documents at the end. */
export function LegalPage({ document, text }: LegalPageProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const sectionId = (index: number) => `legal-section-${index + 1}`;
  return (
    <article className="marketing-page legal" aria-labelledby="legal-heading">
      <header className="marketing-page__header">
        <p className="marketing-eyebrow">
          <FormattedMessage id="main.marketing.legal.eyebrow" />
        </p>
        <h1 id="legal-heading">
          <FormattedMessage id={`main.marketing.legal.${document}.title`} />
        </h1>
        <p className="legal__version">
          <FormattedMessage
            id="main.marketing.legal.updated"
            values={{
              date: (
                <FormattedDate value={`${LEGAL_VERSION_DATE}T00:00:00Z`} dateStyle="long" timeZone="UTC" />
              ),
            }}
          />
        </p>
        <p className="marketing-lead">{text.intro}</p>
      </header>
      <nav className="legal__contents" aria-labelledby="legal-contents-heading">
        <h2 id="legal-contents-heading">
          <FormattedMessage id="main.marketing.legal.contents" />
        </h2>
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <LegalSectionView key={section.heading} id={sectionId(index)} number={index + 1} section={section} />
      ))}
      <nav
        className="marketing-section"
        aria-label={intl.formatMessage({ id: 'main.marketing.legal.other' })}
      >
        <h2>
          <FormattedMessage id="main.marketing.legal.other" />
        </h2>
        <ul className="marketing-chips">
          {LEGAL_DOCUMENTS.filter((other) => other !== document).map((other) => (
            <li key={other}>
              <Link to={routeHref('main', 'legal', { document: other }, { locale })}>
                <FormattedMessage id={`main.marketing.legal.${other}.title`} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
