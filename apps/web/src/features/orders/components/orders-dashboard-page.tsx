import { emptyStates } from '@lineup/contracts/messages';
import { INACTIVE_ACCOUNT_DAYS } from '@lineup/contracts/orders-staff';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { Link } from '@tanstack/react-router';
import type * as React from 'react';
import { OrderStatusBadge } from '@/components/order-status/order-status-badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useOrdersDashboard } from '@/features/orders/api/get-orders-dashboard';
import { OrdersLoadFailed } from '@/features/orders/components/orders-load-failed';
import { OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { type DashboardCardKey, OrdersStatCard } from '@/features/orders/components/orders-stat-card';
import { formatCount } from '@/features/orders/orders-format';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

/** A titled card holding a small table (or its empty state). */
function DashboardTable({
  title,
  headers,
  rows,
  className,
}: {
  title: string;
  headers: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
  className?: string;
}) {
  const id = `orders-dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    // min-w-0: a grid cell may be narrower than its table, which then scrolls in its own box.
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <h2 id={id} className="font-semibold leading-none">
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        <Table aria-labelledby={id}>
          <TableHeader>
            <TableRow>
              {headers.map((header) => (
                <TableHead key={header}>{header}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={headers.length} className="h-24 text-center text-muted-foreground">
                  {emptyStates.table}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={headers[index]}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

const cardKeys: DashboardCardKey[] = ['totalWhs', 'monobrandOrders', 'multibrandOrders', 'inactiveAccounts'];

/**
 * /home/orders: cards Total WHS, Monobrand Orders, Multibrand Orders and Inactive Accounts with
 * their change from last month; tables Last Orders, Top Customers and Most Units Sold.
 */
export function OrdersDashboardPage() {
  const dashboard = useOrdersDashboard();
  const data = dashboard.data;
  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader title={orderTexts.dashboardTitle} />
      {dashboard.isError ? <OrdersLoadFailed error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {data ? <p className="text-sm text-muted-foreground">{orderTexts.dashboardMonth(data.month)}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cardKeys.map((key) =>
          data ? (
            <OrdersStatCard
              key={key}
              cardKey={key}
              card={data[key]}
              hint={key === 'inactiveAccounts' ? orderTexts.inactiveAccountsHint(INACTIVE_ACCOUNT_DAYS) : undefined}
            />
          ) : (
            <Skeleton key={key} className="h-28 w-full" />
          ),
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <DashboardTable
          className="xl:col-span-2"
          title={orderTexts.lastOrders}
          headers={[
            orderTexts.columnOrder,
            orderTexts.columnCustomer,
            orderTexts.columnDatePlaced,
            orderTexts.columnTotal,
            orderTexts.columnStatus,
          ]}
          rows={(data?.lastOrders ?? []).map((order) => ({
            key: String(order.id),
            cells: [
              <Link
                key="id"
                to="/home/orders/$orderId"
                params={{ orderId: String(order.id) }}
                className="font-medium underline-offset-4 hover:underline"
              >
                {orderTexts.orderNumber(order.id)}
              </Link>,
              order.organizationName,
              formatDate(order.submittedAt),
              formatMoney(order.total),
              <OrderStatusBadge key="status" status={order.status} />,
            ],
          }))}
        />
        <DashboardTable
          title={orderTexts.topCustomers}
          headers={[orderTexts.columnCustomer, orderTexts.columnOrders, orderTexts.columnTotal]}
          rows={(data?.topCustomers ?? []).map((customer) => ({
            key: customer.organizationId,
            cells: [customer.organizationName, formatCount(customer.ordersCount), formatMoney(customer.total)],
          }))}
        />
        <DashboardTable
          className="xl:col-span-3"
          title={orderTexts.mostUnitsSold}
          headers={[orderTexts.columnProduct, orderTexts.columnBrand, orderTexts.columnUnits]}
          rows={(data?.mostUnitsSold ?? []).map((product) => ({
            key: `${product.brandName}:${product.modelCode}:${product.color}`,
            cells: [
              orderTexts.product(product.silhouette, product.color, product.modelCode),
              product.brandName,
              formatCount(product.units),
            ],
          }))}
        />
      </div>
    </div>
  );
}
