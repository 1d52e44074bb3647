import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { routeHref } from '@donut/link-builder';
import { Button } from '@donut/ui';
import { minorDigitsOf } from '../../shared/money/price';
import { useProjectCurrency } from '../../shared/money/use-project-currency';
import type { CrmProject } from '../../shared/project/load-project';
import { useSiteLanguages } from '../../shared/project/use-site-languages';
import { ShopSettingsForm } from './shop-settings-form';
import { shopSettingsValues } from './shop-settings-values';
import { useShopSettings } from './use-shop-settings';
import './shop-settings.css';

export interface ShopSettingsPageProps {
  project: CrmProject;
}

/** /admin/shop-settings: the delivery kinds the shop offers and its online payment, in the site's languages. */
export function ShopSettingsPage({ project }: ShopSettingsPageProps) {
  const shop = useShopSettings(project.id);
  const currency = useProjectCurrency(project.currency_id);
  const site = useSiteLanguages(project.id);
  const digits = minorDigitsOf(currency.currency);
  const isLoading = shop.isLoading || currency.isLoading || site.isLoading;

  let body;
  if (isLoading) {
    body = (
      <p role="status" aria-busy="true">
        <FormattedMessage id="crm.shop-settings.loading" />
      </p>
    );
  } else if (!shop.settings) {
    body = (
      <div role="alert">
        <p>
          <FormattedMessage id="crm.shop-settings.load-failed" />
        </p>
        <Button variant="secondary" onClick={shop.retry}>
          <FormattedMessage id="crm.shop-settings.retry" />
        </Button>
      </div>
    );
  } else {
    body = (
      <ShopSettingsForm
        initialValues={shopSettingsValues(shop.settings, digits, site.languages)}
        digits={digits}
        save={shop.save}
      />
    );
  }

  return (
    <section className="crm-shop-settings" aria-labelledby="shop-settings-heading">
      <p>
        <Link to={routeHref('crm', 'adminOrders', {})}>
          <FormattedMessage id="crm.shop-settings.back" />
        </Link>
      </p>
      <h1 id="shop-settings-heading">
        <FormattedMessage id="crm.shop-settings.title" />
      </h1>
      {body}
    </section>
  );
}
