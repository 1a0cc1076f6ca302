import { pageHeadings } from '@lineup/contracts/shell-texts';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

/** The create and edit pages of a brand: both titled 'Create Brand', the form in a card, `after` under it. */
export function BrandsFormPage({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={pageHeadings.createBrand} className="mb-2" />
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
      {after}
    </div>
  );
}

/**
 * Both pages go back to /home/brands: on Back (the unsaved-changes guard may ask first), and once
 * the brand is saved (past the guard: nothing is left unsaved).
 */
export function useBackToBrands() {
  const navigate = useNavigate();
  return {
    back: () => navigate({ to: '/home/brands' }),
    afterSave: { onSuccess: () => navigate({ to: '/home/brands', ignoreBlocker: true }) },
  };
}
