import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GetRateListDocument, type SupportType } from '@donut/graphql';

const LEVELS: readonly SupportType[] = ['base', 'priority', 'personal_manager'];

/** Spec §1 and §6: which support channels each level has, and which plans come with it. */
export function SupportLevels() {
  const intl = useIntl();
  const { data, error } = useQuery(GetRateListDocument);
  const plansOf = (level: SupportType) =>
    data?.rate_list.filter((rate) => rate.support_type === level).map((rate) => rate.name) ?? [];

  return (
    <section className="about__support" aria-labelledby="support-heading">
      <h2 id="support-heading">
        <FormattedMessage id="main.about.contacts.support.title" />
      </h2>
      {error && !data ? (
        <p role="alert">
          <FormattedMessage id="main.about.contacts.support.plans-error" />
        </p>
      ) : null}
      <ul className="about__levels">
        {LEVELS.map((level) => (
          <li key={level} className="about__level">
            <h3 id={`support-${level}`}>
              <FormattedMessage id={`main.about.contacts.support.${level}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`main.about.contacts.support.${level}.text`} />
            </p>
            {plansOf(level).length > 0 ? (
              <p className="about__level-plans">
                <FormattedMessage
                  id="main.about.contacts.support.plans"
                  values={{ plans: intl.formatList(plansOf(level)) }}
                />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
