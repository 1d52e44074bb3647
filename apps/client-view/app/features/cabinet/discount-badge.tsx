import { FormattedMessage } from 'react-intl';

/**
 * The personal discount the owner gave this client in the CRM (whole percent), as a badge under its own (hidden)
 * heading; an empty state without one.
 */
export function DiscountBadge({ percent }: { percent: number }) {
  return (
    <section className="cv-discount" aria-labelledby="cv-cabinet-discount">
      <h2 id="cv-cabinet-discount" className="donut-visually-hidden">
        <FormattedMessage id="cv.cabinet.discount.title" />
      </h2>
      {percent > 0 ? (
        <p className="cv-discount__badge">
          <FormattedMessage id="cv.cabinet.discount.value" values={{ discount: percent / 100 }} />
        </p>
      ) : (
        <p className="cv-discount__none">
          <FormattedMessage id="cv.cabinet.discount.none" />
        </p>
      )}
    </section>
  );
}
