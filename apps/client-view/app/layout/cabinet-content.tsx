import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { CabinetPage } from '../features/cabinet/cabinet-page';
import type { CabinetData } from '../features/cabinet/cabinet-data';
import type { CabinetSection } from '../features/cabinet/cabinet-sections';
import { NotificationsSection } from '../features/cabinet/notifications-section';
import { ProfileSection } from '../features/cabinet/profile-section';
import { CustomerIntl } from '../shared/customer-intl';

// Its own chunk: the list and its details load when the cabinet shows them, and the cabinet's code stays small.
const ApplicationsSection = lazy(() => import('../features/services/cabinet/applications-section'));
const OrdersSection = lazy(() => import('../features/shop/cabinet/orders-section'));

/**
 * The sections of the client's cabinet, in order. The later domains add theirs here, each a component of its own
 * feature: the client's orders (shop), applications (services) and appointments (booking).
 */
export const CABINET_SECTIONS: readonly CabinetSection[] = [
  {
    id: 'notifications',
    titleId: 'cv.cabinet.notifications.title',
    render: (props) => <NotificationsSection {...props} />,
  },
  {
    id: 'orders',
    titleId: 'cv.cabinet.orders.title',
    render: () => (
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="cv.cabinet.orders.loading" />
          </p>
        }
      >
        <OrdersSection />
      </Suspense>
    ),
  },
  {
    id: 'applications',
    titleId: 'cv.cabinet.applications.title',
    render: () => (
      <Suspense
        fallback={
          <p role="status">
            <FormattedMessage id="cv.cabinet.applications.loading" />
          </p>
        }
      >
        <ApplicationsSection />
      </Suspense>
    ),
  },
  { id: 'profile', titleId: 'cv.cabinet.profile.title', render: (props) => <ProfileSection {...props} /> },
];

/** The cabinet with its sections: the route loads it on demand, so the site's own pages never download it. */
export default function CabinetContent({ data }: { data: CabinetData | null }) {
  return (
    <CustomerIntl>
      <CabinetPage data={data} sections={CABINET_SECTIONS} />
    </CustomerIntl>
  );
}
