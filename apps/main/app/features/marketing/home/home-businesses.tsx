import { FormattedMessage } from 'react-intl';

/** The businesses Donut is made for (spec §1 target businesses), in the order the spec names them. */
export const TARGET_BUSINESSES = [
  'beauty-salon',
  'barbershop',
  'fitness',
  'lawyer',
  'notary',
  'photo-studio',
  'car-wash',
  'billiards',
  'clothing-store',
  'restaurant',
  'cleaning',
  'tutor',
  'nutritionist',
  'trainer',
  'auto-parts',
  'cosmetics',
  'dishes',
] as const;

export function HomeBusinesses() {
  return (
    <section className="marketing-section" aria-labelledby="home-businesses-heading">
      <h2 id="home-businesses-heading">
        <FormattedMessage id="main.home.businesses.title" />
      </h2>
      <p className="marketing-text">
        <FormattedMessage id="main.home.businesses.lead" />
      </p>
      <ul className="marketing-chips marketing-chips--static">
        {TARGET_BUSINESSES.map((business) => (
          <li key={business}>
            <FormattedMessage id={`main.home.business.${business}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
