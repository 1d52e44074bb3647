import type { ServiceCategoryFieldsFragment, ServiceFieldsFragment } from '@donut/graphql';
import { CatalogueList } from '../../shared/catalogue/catalogue-list';
import type { PriceCurrency } from '../../shared/money/price';
import { SERVICE_LIST_MESSAGES } from './service-messages';
import { ServiceRow } from './service-row';

export interface ServiceListProps {
  services: readonly ServiceFieldsFragment[];
  categories: readonly ServiceCategoryFieldsFragment[];
  currency: PriceCurrency | null;
  /** The owner's order is shown with nothing searched: the rows can move. */
  isReorderable: boolean;
  isStale: boolean;
  reorder: (ids: string[]) => Promise<void>;
  setVisible: (ids: string[], isVisible: boolean) => Promise<number>;
}

/** The services shown, as the shared catalogue list: bulk show and hide, moves in the owner's order. */
export function ServiceList({ services, categories, currency, ...list }: ServiceListProps) {
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <CatalogueList
      items={services}
      messages={SERVICE_LIST_MESSAGES}
      {...list}
      renderRow={(service, row) => (
        <ServiceRow
          key={service.id}
          service={service}
          categoryName={service.category_id ? (categoryName.get(service.category_id) ?? null) : null}
          currency={currency}
          {...row}
        />
      )}
    />
  );
}
