import type { DashboardCard } from '@lineup/contracts/orders-responses';
import { orderTexts } from '@lineup/contracts/texts/orders';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatChange, formatCount } from '@/features/orders/orders-format';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';

export type DashboardCardKey = 'totalWhs' | 'monobrandOrders' | 'multibrandOrders' | 'inactiveAccounts';

/** A dashboard card: its name, this month's figure and the percent change from last month. */
export function OrdersStatCard({
  cardKey,
  card,
  hint,
}: {
  cardKey: DashboardCardKey;
  card: DashboardCard;
  hint?: string;
}) {
  const title = orderTexts[cardKey];
  const change = card.changePercent;
  const Trend = change === null || change === 0 ? Minus : change > 0 ? TrendingUp : TrendingDown;
  // Fewer inactive accounts is good news.
  const good = change === null || change === 0 ? null : cardKey === 'inactiveAccounts' ? change < 0 : change > 0;
  return (
    <Card className="gap-2" role="group" aria-label={title}>
      <CardHeader>
        <h2 className="text-sm font-medium text-muted-foreground" title={hint}>
          {title}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-2xl font-semibold tabular-nums">
          {cardKey === 'totalWhs' ? formatMoney(card.value) : formatCount(card.value)}
        </p>
        <p
          className={cn(
            'flex items-center gap-1 text-xs',
            good === null ? 'text-muted-foreground' : good ? 'text-emerald-700' : 'text-rose-700',
          )}
        >
          <Trend className="size-3.5" aria-hidden />
          {change === null ? orderTexts.nothingLastMonth : orderTexts.fromLastMonth(formatChange(change))}
        </p>
      </CardContent>
    </Card>
  );
}
