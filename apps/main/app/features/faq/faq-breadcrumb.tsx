import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface FaqBreadcrumbProps {
  /** The pages above this one, the knowledge base's start first. */
  trail: Array<{ label: string; to: string }>;
}

/** Where the page sits in the knowledge base, each step a link up. */
export function FaqBreadcrumb({ trail }: FaqBreadcrumbProps) {
  const intl = useIntl();
  return (
    <nav className="faq-breadcrumb" aria-label={intl.formatMessage({ id: 'main.faq.breadcrumb' })}>
      <ol>
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
