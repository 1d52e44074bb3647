import { createContext as createRouterContext } from 'react-router';
import { FALLBACK_COUNTRY } from '@donut/i18n';

/** The visitor's country (ISO alpha-2) as the root middleware detected or read it; GE until it runs. */
export const countryRouterContext = createRouterContext<string>(FALLBACK_COUNTRY);
