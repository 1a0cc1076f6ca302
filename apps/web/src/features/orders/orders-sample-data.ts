/**
 * SAMPLE DATA of the order screens. The specification shows these screens with static sample data
 * only (and no order workflow), so every figure, customer and
 * row below is made up and hard-coded here, in this one module. Nothing here comes from the order API.
 */
import type { ORDER_CATALOG_TYPES } from '@lineup/contracts/constants';

export type OrderCatalogType = (typeof ORDER_CATALOG_TYPES)[number];

/** The statuses the Multibrand Orders sample rows show. */
export type SampleOrderStatus = 'pending' | 'completed' | 'processing' | 'shipped' | 'delivered';

/** The multibrand order row (sample only). datePlaced is a calendar day, YYYY-MM-DD. */
export type MultibrandOrderRow = {
  id: string;
  customerName: string;
  storeName: string;
  datePlaced: string;
  brandName: string;
  status: SampleOrderStatus;
};

/** A row of the other order screens' placeholder tables. */
export type SampleOrderRow = MultibrandOrderRow & {
  catalogType: OrderCatalogType;
  orderType: 'monobrand' | 'multibrand';
  units: number;
  /** US dollars. */
  total: number;
};

export type SampleStat = {
  key: 'totalWhs' | 'monobrandOrders' | 'multibrandOrders' | 'inactiveAccounts';
  /** Dollars for Total WHS, a count otherwise. */
  value: number;
  /** Percent change from last month (negative = down). */
  changePercent: number;
};

/** Dashboard cards: Total WHS, Monobrand Orders, Multibrand Orders, Inactive Accounts. */
export const sampleDashboardStats: SampleStat[] = [
  { key: 'totalWhs', value: 482_310.5, changePercent: 12.4 },
  { key: 'monobrandOrders', value: 318, changePercent: 8.1 },
  { key: 'multibrandOrders', value: 127, changePercent: -3.6 },
  { key: 'inactiveAccounts', value: 14, changePercent: -22.2 },
];

export const sampleMultibrandOrders: MultibrandOrderRow[] = [
  {
    id: 'MB-10421',
    customerName: 'Sole Society',
    storeName: 'Downtown Flagship',
    datePlaced: '2026-11-18',
    brandName: 'Crocs',
    status: 'pending',
  },
  {
    id: 'MB-10420',
    customerName: 'Stride & Co.',
    storeName: 'Mall of the Bay',
    datePlaced: '2026-11-17',
    brandName: 'Hoka',
    status: 'processing',
  },
  {
    id: 'MB-10418',
    customerName: 'Island Steps',
    storeName: 'Oranjestad',
    datePlaced: '2026-11-15',
    brandName: 'Birkenstock',
    status: 'shipped',
  },
  {
    id: 'MB-10415',
    customerName: 'Sole Society',
    storeName: 'Harbor Outlet',
    datePlaced: '2026-11-12',
    brandName: 'Crocs',
    status: 'delivered',
  },
  {
    id: 'MB-10409',
    customerName: 'Runway Feet',
    storeName: 'Main Store',
    datePlaced: '2026-11-08',
    brandName: 'Hoka',
    status: 'completed',
  },
  {
    id: 'MB-10402',
    customerName: 'Kingston Kicks',
    storeName: 'Half Way Tree',
    datePlaced: '2026-11-03',
    brandName: 'Crocs',
    status: 'pending',
  },
  {
    id: 'MB-10398',
    customerName: 'Stride & Co.',
    storeName: 'Airport Terminal B',
    datePlaced: '2026-10-29',
    brandName: 'Birkenstock',
    status: 'completed',
  },
];

export const sampleOrders: SampleOrderRow[] = [
  {
    id: 'OR-20531',
    customerName: 'Sole Society',
    storeName: 'Downtown Flagship',
    datePlaced: '2026-11-19',
    brandName: 'Crocs',
    catalogType: 'pre-book',
    orderType: 'multibrand',
    units: 240,
    total: 11_997.6,
    status: 'pending',
  },
  {
    id: 'OR-20530',
    customerName: 'Beachside Sandals',
    storeName: 'Main Store',
    datePlaced: '2026-11-18',
    brandName: 'Crocs',
    catalogType: 'open-stock',
    orderType: 'monobrand',
    units: 96,
    total: 4_319.04,
    status: 'processing',
  },
  {
    id: 'OR-20527',
    customerName: 'Stride & Co.',
    storeName: 'Mall of the Bay',
    datePlaced: '2026-11-16',
    brandName: 'Hoka',
    catalogType: 'brand-ats',
    orderType: 'multibrand',
    units: 60,
    total: 8_340,
    status: 'shipped',
  },
  {
    id: 'OR-20522',
    customerName: 'Island Steps',
    storeName: 'Oranjestad',
    datePlaced: '2026-11-13',
    brandName: 'Birkenstock',
    catalogType: 'future-stock',
    orderType: 'multibrand',
    units: 48,
    total: 5_472,
    status: 'pending',
  },
  {
    id: 'OR-20519',
    customerName: 'Clog Corner',
    storeName: 'Main Store',
    datePlaced: '2026-11-10',
    brandName: 'Crocs',
    catalogType: 'pre-book',
    orderType: 'monobrand',
    units: 180,
    total: 8_998.2,
    status: 'delivered',
  },
  {
    id: 'OR-20511',
    customerName: 'Kingston Kicks',
    storeName: 'Half Way Tree',
    datePlaced: '2026-11-05',
    brandName: 'Crocs',
    catalogType: 'open-stock',
    orderType: 'multibrand',
    units: 72,
    total: 3_239.28,
    status: 'completed',
  },
  {
    id: 'OR-20504',
    customerName: 'Runway Feet',
    storeName: 'Main Store',
    datePlaced: '2026-10-30',
    brandName: 'Hoka',
    catalogType: 'brand-ats',
    orderType: 'monobrand',
    units: 36,
    total: 5_004,
    status: 'completed',
  },
  {
    id: 'OR-20497',
    customerName: 'Clog Corner',
    storeName: 'Main Store',
    datePlaced: '2026-10-24',
    brandName: 'Crocs',
    catalogType: 'future-stock',
    orderType: 'monobrand',
    units: 120,
    total: 5_998.8,
    status: 'delivered',
  },
];

export type SampleTopCustomer = { customerName: string; orders: number; total: number };

export const sampleTopCustomers: SampleTopCustomer[] = [
  { customerName: 'Sole Society', orders: 42, total: 96_420.5 },
  { customerName: 'Stride & Co.', orders: 35, total: 81_115 },
  { customerName: 'Clog Corner', orders: 28, total: 54_870.2 },
  { customerName: 'Island Steps', orders: 19, total: 38_200 },
  { customerName: 'Kingston Kicks', orders: 16, total: 29_564.75 },
];

export type SampleTopProduct = { product: string; brandName: string; units: number };

export const sampleMostUnitsSold: SampleTopProduct[] = [
  { product: 'Classic Clog - Black', brandName: 'Crocs', units: 4_820 },
  { product: 'Clifton 9 - White', brandName: 'Hoka', units: 2_310 },
  { product: 'Arizona - Taupe', brandName: 'Birkenstock', units: 1_975 },
  { product: 'Echo Clog - Sage', brandName: 'Crocs', units: 1_640 },
  { product: 'Bondi 8 - Black', brandName: 'Hoka', units: 1_205 },
];

/** Dashboard: the last orders, newest first. */
export const sampleLastOrders: SampleOrderRow[] = sampleOrders.slice(0, 5);

/** Placeholder rows of /home/orders/catalog-type/{type}. */
export function sampleOrdersOfCatalogType(type: OrderCatalogType): SampleOrderRow[] {
  return sampleOrders.filter((order) => order.catalogType === type);
}
