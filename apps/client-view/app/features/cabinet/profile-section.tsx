import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTelegramWebApp } from '@donut/app-shell';
import { Button } from '@donut/ui';
import { customerSession } from '../../shared/customer-session/customer-session';
import { EmailCodeForm } from '../../shared/email-code/email-code-form';
import type { CabinetSectionProps } from './cabinet-sections';
import { ProfileForm } from './profile-form';
import { SharePhone } from './share-phone';

/** The e-mail as the client proved it, or "Add e-mail" through a mailed code (an unproven address is never kept). */
function EmailRow({ email, refresh }: { email: string | null; refresh: () => void }) {
  const [isAdding, setIsAdding] = useState(false);
  const [isAdded, setIsAdded] = useState(false);
  return (
    <div className="cv-contacts__row">
      <dt>
        <FormattedMessage id="cv.cabinet.profile.email" />
      </dt>
      <dd>
        {email ?? <FormattedMessage id="cv.cabinet.profile.email-none" />}
        <span role="status">{isAdded ? <FormattedMessage id="cv.cabinet.profile.email-added" /> : null}</span>
        {email === null && !isAdding ? (
          <Button variant="link" onClick={() => setIsAdding(true)}>
            <FormattedMessage id="cv.cabinet.profile.add-email" />
          </Button>
        ) : null}
        {email === null && isAdding ? (
          <div className="cv-contacts__add-email">
            <EmailCodeForm
              sendCode={(address) => customerSession().sendEmailCode(address)}
              verify={(address, code) => customerSession().addEmail(address, code)}
              verifyLabel={<FormattedMessage id="cv.cabinet.profile.add-email.submit" />}
              onVerified={() => {
                setIsAdding(false);
                setIsAdded(true);
                refresh();
              }}
            />
            <Button variant="link" onClick={() => setIsAdding(false)}>
              <FormattedMessage id="cv.cabinet.profile.add-email.cancel" />
            </Button>
          </div>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The client's profile: name, phone and language to edit; the e-mail (added through a mailed code) and the
 * connected messengers to read; inside the Mini App, the phone shared from Telegram when the profile has none.
 */
export function ProfileSection({ data, refresh }: CabinetSectionProps) {
  const webApp = useTelegramWebApp();
  const { profile } = data;
  return (
    <>
      <ProfileForm profile={profile} onSaved={refresh} />
      {webApp && !profile.phone ? <SharePhone webApp={webApp} onShared={refresh} /> : null}
      <dl className="cv-contacts">
        <EmailRow email={profile.email} refresh={refresh} />
        <div className="cv-contacts__row">
          <dt>
            <FormattedMessage id="cv.cabinet.profile.messengers" />
          </dt>
          <dd>
            {profile.telegram ? (
              <FormattedMessage
                id={
                  profile.telegram.username
                    ? 'cv.cabinet.profile.telegram-username'
                    : 'cv.cabinet.profile.telegram'
                }
                values={{ username: profile.telegram.username }}
              />
            ) : (
              <FormattedMessage id="cv.cabinet.profile.messengers-none" />
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}
