import { FormattedMessage } from 'react-intl';
import { openStreetMapUrl } from '@donut/app-shell';
import type { ApplicationFieldKind } from '@donut/graphql';
import type { CustomerApplicationDetail } from './customer-applications';

type Answer = CustomerApplicationDetail['answers'][number];

/** The form's own fields are named by the app; the owner's questions by the wording they had when sent. */
const KIND_LABELS: Partial<Record<ApplicationFieldKind, string>> = {
  email: 'cv.apply.email',
  comment: 'cv.apply.comment',
  desired_date: 'cv.apply.desired-date',
  people: 'cv.apply.people',
  address: 'cv.apply.address',
};

function AnswerValue({ answer }: { answer: Answer }) {
  if (answer.address) {
    const { text, latitude, longitude } = answer.address;
    return (
      <>
        {text}
        {latitude !== null && longitude !== null ? (
          <>
            {' '}
            <a href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="cv.apply.address.check-map" />
            </a>
          </>
        ) : null}
      </>
    );
  }
  if (answer.value === null) return <FormattedMessage id="cv.cabinet.applications.no-answer" />;
  if (answer.kind === 'yes_no')
    return <FormattedMessage id={answer.value === 'true' ? 'cv.apply.yes' : 'cv.apply.no'} />;
  return <>{answer.value}</>;
}

/** What the client sent: the answers and the files (links signed for the client, valid 10 minutes). */
export function ApplicationDetails({ application }: { application: CustomerApplicationDetail }) {
  return (
    <div className="cv-application__details">
      {application.answers.length ? (
        <dl className="cv-application__answers">
          {application.answers.map((answer) => {
            const labelId = KIND_LABELS[answer.kind];
            return (
              <div key={answer.field_id}>
                <dt>{labelId ? <FormattedMessage id={labelId} /> : answer.label}</dt>
                <dd>
                  <AnswerValue answer={answer} />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {application.files.length ? (
        <>
          <h4>
            <FormattedMessage id="cv.apply.files" />
          </h4>
          <ul className="cv-application__files">
            {application.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
