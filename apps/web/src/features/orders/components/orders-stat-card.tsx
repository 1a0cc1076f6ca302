import { orderTexts } from '@lineup/contracts/texts/orders';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatChange, formatCount } from '@/features/orders/orders-format';
import { formatMoney } from '@/lib/money';
import type { SampleStat } from '@/features/orders/orders-sample-data';
import { cn } from '@/lib/utils';

/** A dashboard card: its name, its figure and the percent change from last month. */
export function OrdersStatCard({ stat }: { stat: SampleStat }) {
  const title = orderTexts[stat.key];
  const up = stat.changePercent >= 0;
  const Trend = up ? TrendingUp : TrendingDown;
  // Fewer inactive accounts is good news.
  const good = stat.key === 'inactiveAccounts' ? !up : up;
  return (
    <Card className="gap-2" role="group" aria-label={title}>
      <CardHeader>
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        <p className="text-2xl font-semibold tabular-nums">
          {stat.key === 'totalWhs' ? formatMoney(stat.value) : formatCount(stat.value)}
        </p>
        <p className={cn('flex items-center gap-1 text-xs', good ? 'text-emerald-700' : 'text-rose-700')}>
          <Trend className="size-3.5" aria-hidden />
          {orderTexts.fromLastMonth(formatChange(stat.changePercent))}
        </p>
      </CardContent>
    </Card>
  );
}
