import { portalTexts } from '@lineup/contracts/texts/portal';
import { BookOpen, CircleAlert } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import type { PortalCatalogsAnswer } from '@/features/portal/api/get-portal-catalogs';
import { PortalCatalogCard } from '@/features/portal/components/portal-catalog-card';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { usePortal } from '@/features/portal/portal-context';

/** /portal/catalogs: the chosen store's published catalogs, newest first (the route's loader loaded them). */
export function PortalCatalogsPage({ answer }: { answer: PortalCatalogsAnswer }) {
  const { store } = usePortal();
  return (
    <>
      <PageHeader title={portalTexts.catalogsTitle} description={portalTexts.catalogsDescription(store.name)} />
      <PortalCatalogsBody answer={answer} />
    </>
  );
}

function PortalCatalogsBody({ answer }: { answer: PortalCatalogsAnswer }) {
  if ('refusal' in answer) {
    // The store cannot list catalogs (no catalog segments yet, say): the server says why.
    return (
      <PortalEmptyState icon={CircleAlert} title={portalTexts.catalogsUnavailableTitle} description={answer.refusal} />
    );
  }
  if (answer.catalogs.length === 0) {
    return (
      <PortalEmptyState
        icon={BookOpen}
        title={portalTexts.noCatalogsTitle}
        description={portalTexts.noCatalogsDescription}
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={portalTexts.catalogsLabel}>
      {answer.catalogs.map((catalog) => (
        <li key={catalog.lineListId} className="flex flex-col">
          <PortalCatalogCard catalog={catalog} />
        </li>
      ))}
    </ul>
  );
}
