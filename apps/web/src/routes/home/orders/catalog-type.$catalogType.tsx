import { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';
import { orderCatalogTypeLabels, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrdersCatalogTypePage } from '@/features/orders/components/orders-catalog-type-page';
import { ordersListSearch } from '@/features/orders/orders-search';

type OrderCatalogType = (typeof ORDER_CATALOG_TYPES)[number];

function isOrderCatalogType(value: string): value is OrderCatalogType {
  return (ORDER_CATALOG_TYPES as readonly string[]).includes(value);
}

export const Route = createFileRoute('/home/orders/catalog-type/$catalogType')({
  validateSearch: ordersListSearch,
  beforeLoad: ({ params }) => {
    if (!isOrderCatalogType(params.catalogType)) throw notFound();
  },
  staticData: {
    crumbs: ({ params }) => [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.orders, to: '/home/orders' },
      { label: shellTexts.byCatalogType },
      {
        label: isOrderCatalogType(params.catalogType ?? '')
          ? orderCatalogTypeLabels[params.catalogType as OrderCatalogType]
          : (params.catalogType ?? ''),
      },
    ],
  },
  component: OrdersCatalogTypeRoute,
});

function OrdersCatalogTypeRoute() {
  const { catalogType } = Route.useParams();
  return isOrderCatalogType(catalogType) ? <OrdersCatalogTypePage catalogType={catalogType} /> : null;
}
