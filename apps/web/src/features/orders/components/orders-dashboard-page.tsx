import { emptyStates } from '@lineup/contracts/messages';
import { orderTexts } from '@lineup/contracts/texts/orders';
import type * as React from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { OrdersPageHeader } from '@/features/orders/components/orders-page-header';
import { OrdersStatCard } from '@/features/orders/components/orders-stat-card';
import { OrdersStatusBadge } from '@/features/orders/components/orders-status-badge';
import { formatCount } from '@/features/orders/orders-format';
import { formatMoney } from '@/lib/money';
import {
  sampleDashboardStats,
  sampleLastOrders,
  sampleMostUnitsSold,
  sampleTopCustomers,
} from '@/features/orders/orders-sample-data';
import { formatCalendarDate } from '@/lib/dates';

/** A titled card holding a small static table (or its empty state). */
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
    <Card className={className}>
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

/**
 * /home/orders (static sample data): cards Total WHS, Monobrand Orders, Multibrand Orders and
 * Inactive Accounts with their change from last month; tables Last Orders, Top Customers and Most
 * Units Sold. All sample data.
 */
export function OrdersDashboardPage() {
  return (
    <div className="flex flex-col gap-4">
      <OrdersPageHeader title={orderTexts.dashboardTitle} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sampleDashboardStats.map((stat) => (
          <OrdersStatCard key={stat.key} stat={stat} />
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-3">
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
          rows={sampleLastOrders.map((order) => ({
            key: order.id,
            cells: [
              <span key="id" className="font-medium">
                {order.id}
              </span>,
              order.customerName,
              formatCalendarDate(order.datePlaced, 'long'),
              formatMoney(order.total),
              <OrdersStatusBadge key="status" status={order.status} />,
            ],
          }))}
        />
        <DashboardTable
          title={orderTexts.topCustomers}
          headers={[orderTexts.columnCustomer, orderTexts.columnOrders, orderTexts.columnTotal]}
          rows={sampleTopCustomers.map((customer) => ({
            key: customer.customerName,
            cells: [customer.customerName, formatCount(customer.orders), formatMoney(customer.total)],
          }))}
        />
        <DashboardTable
          className="xl:col-span-3"
          title={orderTexts.mostUnitsSold}
          headers={[orderTexts.columnProduct, orderTexts.columnBrand, orderTexts.columnUnits]}
          rows={sampleMostUnitsSold.map((product) => ({
            key: product.product,
            cells: [product.product, product.brandName, formatCount(product.units)],
          }))}
        />
      </div>
    </div>
  );
}
