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
