import type { LegalTexts } from '../../legal-text';
import { cookie } from './cookie';
import { licenseAgreement } from './license-agreement';
import { privacyPolicy } from './privacy-policy';
import { userAgreement } from './user-agreement';

export const texts: LegalTexts = {
  'user-agreement': userAgreement,
  'license-agreement': licenseAgreement,
  'privacy-policy': privacyPolicy,
  cookie,
};
