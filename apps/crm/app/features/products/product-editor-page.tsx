import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { ProductCategoryFieldsFragment, ProductFieldsFragment } from '@donut/graphql';
import { routeHref } from '@donut/link-builder';
import { Button, DeleteWarningDialog, FormError } from '@donut/ui';
import { BotLink } from '../../shared/catalogue/bot-link';
import { useGuardedAction } from '../../shared/list/use-guarded-action';
import { minorDigitsOf } from '../../shared/money/price';
import { useProjectCurrency } from '../../shared/money/use-project-currency';
import type { CrmProject } from '../../shared/project/load-project';
import { useOtherSiteLanguages } from '../../shared/project/use-site-languages';
import { ProductForm } from './product-form';
import { emptyProductValues, productFormValues } from './product-form-values';
import { useProduct } from './use-product';
import { useProductActions } from './use-product-actions';
import { useProductCategories } from './use-product-categories';
import './products.css';

export interface ProductEditorPageProps {
  project: CrmProject;
  /** The product edited; none for a new one. */
  productId?: string;
  /** A new product's category (the list's `category` when "Add a product" was pressed). */
  categoryId?: string | null;
}

const listHref = () => routeHref('crm', 'adminProducts', {});

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="crm-product-editor" aria-labelledby="product-heading">
      <p>
        <Link to={listHref()}>
          <FormattedMessage id="crm.products.back" />
        </Link>
      </p>
      <h1 id="product-heading">{title}</h1>
      {children}
    </section>
  );
}

/** /admin/products/new and /admin/products/:id: the product form once what it needs has loaded. */
export function ProductEditorPage({ project, productId, categoryId = null }: ProductEditorPageProps) {
  const currency = useProjectCurrency(project.currency_id);
  const categories = useProductCategories(project.id);
  const site = useOtherSiteLanguages(project.id);
  const loaded = useProduct(project.id, productId);
  const product = productId ? loaded.product : null;
  const title = productId ? (
    (product?.name ?? <FormattedMessage id="crm.products.edit-title" />)
  ) : (
    <FormattedMessage id="crm.products.create-title" />
  );

  if (currency.isLoading || site.isLoading || categories.isLoading || (productId && loaded.isLoading))
    return (
      <Frame title={title}>
        <p role="status" aria-busy="true">
          <FormattedMessage id="crm.products.loading-one" />
        </p>
      </Frame>
    );
  if (productId && !product)
    return (
      <Frame title={title}>
        {loaded.isNotFound ? (
          <p role="alert">
            <FormattedMessage id="crm.products.not-found" />
          </p>
        ) : (
          <div role="alert">
            <p>
              <FormattedMessage id="crm.products.load-failed" />
            </p>
            <Button variant="secondary" onClick={loaded.retry}>
              <FormattedMessage id="crm.products.retry" />
            </Button>
          </div>
        )}
      </Frame>
    );
  return (
    <Frame title={title}>
      <ProductEditor
        projectId={project.id}
        product={product}
        categoryId={categoryId}
        digits={minorDigitsOf(currency.currency)}
        categories={categories.categories}
        languages={site.languages}
      />
    </Frame>
  );
}

interface ProductEditorProps {
  projectId: string;
  product: ProductFieldsFragment | null;
  categoryId: string | null;
  digits: number;
  categories: readonly ProductCategoryFieldsFragment[];
  languages: string[];
}

function ProductEditor({
  projectId,
  product,
  categoryId,
  digits,
  categories,
  languages,
}: ProductEditorProps) {
  const navigate = useNavigate();
  const actions = useProductActions(projectId);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const deletion = useGuardedAction('crm.products.form.failed');
  const [isSaved, setSaved] = useState(false);
  const knownCategory = categories.some((category) => category.id === categoryId) ? categoryId : null;

  async function confirmDelete() {
    if (!product) return;
    if (await deletion.run(() => actions.remove(product.id))) await navigate(listHref());
    else setDeleteOpen(false);
  }

  return (
    <>
      {product ? (
        <div className="crm-products__tools">
          <BotLink projectId={projectId} payload={`product-${product.id}`} />
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            <FormattedMessage id="crm.products.delete" />
          </Button>
        </div>
      ) : null}
      <FormError>{deletion.error}</FormError>
      <p role="status">{isSaved ? <FormattedMessage id="crm.products.saved" /> : null}</p>
      <ProductForm
        // A save gives the product a new `updated_at`: the form starts again from it (its stock as now saved).
        key={product?.updated_at ?? 'new'}
        initialValues={
          product
            ? productFormValues(product, digits, languages)
            : emptyProductValues(knownCategory, languages)
        }
        savedPhotos={product?.photos.map((photo) => photo.hash)}
        digits={digits}
        categories={categories}
        save={(changes) => (product ? actions.update(product.id, changes) : actions.create(changes))}
        onSaved={() => {
          if (product) setSaved(true);
          else void navigate(listHref());
        }}
        onCancel={() => void navigate(listHref())}
        submitLabel={<FormattedMessage id={product ? 'crm.products.save' : 'crm.products.create'} />}
      />
      {product ? (
        <DeleteWarningDialog
          isOpen={isDeleteOpen}
          title={<FormattedMessage id="crm.products.delete-title" values={{ name: product.name }} />}
          isLoading={deletion.isBusy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleteOpen(false)}
        >
          <FormattedMessage id="crm.products.delete-text" />
        </DeleteWarningDialog>
      ) : null}
    </>
  );
}
