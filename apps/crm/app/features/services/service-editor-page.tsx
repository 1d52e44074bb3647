import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ServiceEditorFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button, DeleteWarningDialog, FormError } from '@donut/ui';
import { BotLink } from '../../shared/catalogue/bot-link';
import { useGuardedAction } from '../../shared/list/use-guarded-action';
import { minorDigitsOf } from '../../shared/money/price';
import { useProjectCurrency } from '../../shared/money/use-project-currency';
import type { CrmProject } from '../../shared/project/load-project';
import { useOtherSiteLanguages } from '../../shared/project/use-site-languages';
import { ServiceForm } from './service-form';
import { emptyServiceValues, serviceFormValues } from './service-form-values';
import { useService } from './use-service';
import { useServiceActions } from './use-service-actions';
import { useServiceCategories } from './use-service-categories';
import './services.css';

export interface ServiceEditorPageProps {
  project: CrmProject;
  /** The service edited; none for a new one. */
  serviceId?: string;
  /** A new service's category (the list's `category` when "Add a service" was pressed). */
  categoryId?: string | null;
}

const listHref = () => routeHref('crm', 'adminServices', {});

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="crm-service-editor" aria-labelledby="service-heading">
      <p>
        <Link to={listHref()}>
          <FormattedMessage id="crm.services.back" />
        </Link>
      </p>
      <h1 id="service-heading">{title}</h1>
      {children}
    </section>
  );
}

/** /admin/services/new and /admin/services/:id: the service form once what it needs has loaded. */
export function ServiceEditorPage({ project, serviceId, categoryId = null }: ServiceEditorPageProps) {
  const currency = useProjectCurrency(project.currency_id);
  const categories = useServiceCategories(project.id);
  const site = useOtherSiteLanguages(project.id);
  const loaded = useService(project.id, serviceId);
  const service = serviceId ? loaded.service : null;
  const title = serviceId ? (
    (service?.name ?? <FormattedMessage id="crm.services.edit-title" />)
  ) : (
    <FormattedMessage id="crm.services.create-title" />
  );

  if (currency.isLoading || site.isLoading || categories.isLoading || (serviceId && loaded.isLoading))
    return (
      <Frame title={title}>
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.services.loading-one" />
        </p>
      </Frame>
    );
  if (serviceId && !service)
    return (
      <Frame title={title}>
        {loaded.isNotFound ? (
          <p role="alert">
            <FormattedMessage id="crm.services.not-found" />
          </p>
        ) : (
          <div role="alert">
            <p>
              <FormattedMessage id="crm.services.load-failed" />
            </p>
            <Button variant="secondary" onClick={loaded.retry}>
              <FormattedMessage id="crm.services.retry" />
            </Button>
          </div>
        )}
      </Frame>
    );
  return (
    <Frame title={title}>
      <ServiceEditor
        project={project}
        service={service}
        categoryId={categoryId}
        digits={minorDigitsOf(currency.currency)}
        currencyCode={currency.currency?.code ?? null}
        categories={categories.categories}
        languages={site.languages}
      />
    </Frame>
  );
}

interface ServiceEditorProps {
  project: CrmProject;
  service: ServiceEditorFieldsFragment | null;
  categoryId: string | null;
  digits: number;
  currencyCode: string | null;
  categories: ReturnType<typeof useServiceCategories>['categories'];
  languages: string[];
}

function ServiceEditor({
  project,
  service,
  categoryId,
  digits,
  currencyCode,
  categories,
  languages,
}: ServiceEditorProps) {
  const navigate = useNavigate();
  const actions = useServiceActions(project.id);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const deletion = useGuardedAction('crm.services.form.failed');
  const [isSaved, setSaved] = useState(false);
  const knownCategory = categories.some((category) => category.id === categoryId) ? categoryId : null;

  async function confirmDelete() {
    if (!service) return;
    if (await deletion.run(() => actions.remove(service.id))) await navigate(listHref());
    else setDeleteOpen(false);
  }

  return (
    <>
      {service ? (
        <div className="crm-services__tools">
          <BotLink projectId={project.id} payload={`service-${service.id}`} />
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            <FormattedMessage id="crm.services.delete" />
          </Button>
        </div>
      ) : null}
      <FormError>{deletion.error}</FormError>
      <p role="status">{isSaved ? <FormattedMessage id="crm.services.saved" /> : null}</p>
      <ServiceForm
        // A save gives the service a new `updated_at`: the form starts again from it (its photos are saved now).
        key={service?.updated_at ?? 'new'}
        initialValues={
          service
            ? serviceFormValues(service, digits, languages)
            : emptyServiceValues(knownCategory, languages)
        }
        savedPhotos={service?.photos.map((photo) => photo.hash)}
        digits={digits}
        currencyCode={currencyCode}
        categories={categories}
        save={(changes) => (service ? actions.update(service.id, changes) : actions.create(changes))}
        onSaved={() => {
          if (service) setSaved(true);
          else void navigate(listHref());
        }}
        onCancel={() => void navigate(listHref())}
        submitLabel={<FormattedMessage id={service ? 'crm.services.save' : 'crm.services.create'} />}
      />
      {service ? (
        <DeleteWarningDialog
          isOpen={isDeleteOpen}
          title={<FormattedMessage id="crm.services.delete-title" values={{ name: service.name }} />}
          isLoading={deletion.isBusy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleteOpen(false)}
        >
          <FormattedMessage id="crm.services.delete-text" />
        </DeleteWarningDialog>
      ) : null}
    </>
  );
}
