import { FormattedMessage } from 'react-intl';

export function HomePage({ locale }: { locale: string }) {
  return (
    <section className="home-hero">
      <h1>
        <FormattedMessage id="main.home.heading" />
      </h1>
      <p className="home-hero__lead">
        <FormattedMessage id="main.home.lead" />
      </p>
      <a className="donut-button donut-button--primary" href={`/${locale}/rates`}>
        <FormattedMessage id="main.home.cta-rates" />
      </a>
    </section>
  );
}
