import { useState } from 'react';
import { CustomerIntl } from '../../../shared/customer-intl';
import type { PublicApplicationForm } from '../load-services';
import { ApplicationForm } from './application-form';
import { ApplicationSent } from './application-sent';
import type { ApplicationReceipt } from './submit-application';
import './apply.css';

export interface ApplySectionProps {
  serviceId: string;
  form: PublicApplicationForm;
}

/**
 * The service page's application form and, once sent, its confirmation. Loaded by the route on demand with the
 * client's texts and the form's checks (yup), so the services list never downloads them.
 */
export default function ApplySection({ serviceId, form }: ApplySectionProps) {
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  const [round, setRound] = useState(0);
  return (
    <CustomerIntl>
      {receipt ? (
        <ApplicationSent
          receipt={receipt}
          onAnother={() => {
            setReceipt(null);
            setRound(round + 1);
          }}
        />
      ) : (
        <ApplicationForm key={round} serviceId={serviceId} form={form} onSent={setReceipt} />
      )}
    </CustomerIntl>
  );
}
