import type * as React from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** A card of the order page, headed by its h2. */
export function OrderSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="min-w-0 gap-3">
      <CardHeader>
        <h2 className="font-semibold leading-none">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A card's facts, label beside value, each row one fact. */
export function OrderFacts({ facts, testId }: { facts: [string, React.ReactNode][]; testId?: string }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
