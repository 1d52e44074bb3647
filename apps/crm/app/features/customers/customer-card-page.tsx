import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import type { CrmProject } from '../../shared/project/load-project';
import { CustomerCard } from './customer-card';
import { useCustomer } from './use-customer';
import { useCustomerTags } from './use-customer-tags';
import './customers.css';

export interface CustomerCardPageProps {
  project: CrmProject;
  customerId: string;
  /** What other areas show on the card (the customer's applications), composed by the route. */
  extra?: ReactNode;
}

/** /admin/customers/:id: the card once the customer has loaded, else loading, not found or the error with a retry. */
export function CustomerCardPage({ project, customerId, extra }: CustomerCardPageProps) {
  const card = useCustomer(project.id, customerId);
  const tags = useCustomerTags(project.id);
  if (card.customer) {
    // Keyed by the customer: a merge that lands on the other record starts its card afresh.
    return (
      <CustomerCard
        key={card.customer.id}
        project={project}
        customer={card.customer}
        actions={card.actions}
        tagSuggestions={tags.tags}
        extra={extra}
      />
    );
  }
  return (
    <section className="crm-customer-card" aria-labelledby="customer-heading">
      <p>
        <Link to={routeHref('crm', 'adminCustomers', {})}>
          <FormattedMessage id="crm.customers.back" />
        </Link>
      </p>
      <h1 id="customer-heading">
        <FormattedMessage id="crm.customers.card-title" />
      </h1>
      {card.isLoading ? (
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.customers.card-loading" />
        </p>
      ) : card.isNotFound ? (
        <p role="alert">
          <FormattedMessage id="crm.customers.not-found" />
        </p>
      ) : (
        <div role="alert">
          <p>
            <FormattedMessage id="crm.customers.card-failed" />
          </p>
          <Button variant="secondary" onClick={card.retry}>
            <FormattedMessage id="crm.customers.retry" />
          </Button>
        </div>
      )}
    </section>
  );
}
