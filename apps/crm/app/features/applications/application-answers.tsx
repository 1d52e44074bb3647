import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { ApplicationDetailFieldsFragment } from '@donut/graphql';

type Answer = ApplicationDetailFieldsFragment['answers'][number];
type AnswerFile = ApplicationDetailFieldsFragment['files'][number];

/** A point on a public map, for the owner to see where to go. */
const mapHref = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

function AnswerValue({ answer }: { answer: Answer }) {
  if (answer.address) {
    const { text, latitude, longitude } = answer.address;
    return (
      <>
        {text}{' '}
        {latitude !== null && longitude !== null ? (
          <a href={mapHref(latitude, longitude)} target="_blank" rel="noreferrer">
            <FormattedMessage id="crm.applications.map" />
          </a>
        ) : null}
      </>
    );
  }
  if (answer.value === null) return <FormattedMessage id="crm.applications.no-answer" />;
  if (answer.kind === 'yes_no')
    return <FormattedMessage id="crm.applications.yes-no" values={{ value: answer.value }} />;
  // A calendar day: read at noon UTC so no time zone moves it to a neighbouring day.
  if (answer.kind === 'desired_date')
    return <FormattedDate value={`${answer.value}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;
  return <span className="crm-application-answers__text">{answer.value}</span>;
}

/** The answers under the questions as the form asked them when sent, and the files as download links. */
export function ApplicationAnswers({
  answers,
  files,
}: {
  answers: readonly Answer[];
  files: readonly AnswerFile[];
}) {
  return (
    <dl className="crm-application-answers">
      {answers.map((answer) => (
        <div key={answer.field_id} className="crm-application-answers__item">
          <dt>
            {answer.label || <FormattedMessage id="crm.applications.field" values={{ kind: answer.kind }} />}
          </dt>
          <dd>
            <AnswerValue answer={answer} />
          </dd>
        </div>
      ))}
      {files.length ? (
        <div className="crm-application-answers__item">
          <dt>
            <FormattedMessage id="crm.applications.field" values={{ kind: 'files' }} />
          </dt>
          <dd>
            <ul className="crm-application-answers__files">
              {files.map((file) => (
                <li key={file.id}>
                  {/* A signed link of a few minutes: the file is never public. */}
                  <a href={file.url} download={file.name}>
                    {file.name}
                  </a>{' '}
                  <FormattedMessage
                    id="crm.applications.file-size"
                    values={{
                      size: <FormattedNumber value={file.size / 1024 / 1024} maximumFractionDigits={1} />,
                    }}
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
