import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { StoresDetailPage } from '@/features/stores/components/stores-detail-page';

export const Route = createFileRoute('/home/stores/$storeId')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.stores, to: '/home/stores' },
      { label: pageHeadings.store },
    ],
  },
  component: StoresDetailPage,
});
