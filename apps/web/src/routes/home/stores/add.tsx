import { pageHeadings, shellTexts } from '@lineup/contracts/shell-texts';
import { createFileRoute } from '@tanstack/react-router';
import { StoresAddPage } from '@/features/stores/components/stores-add-page';

export const Route = createFileRoute('/home/stores/add')({
  staticData: {
    crumbs: [
      { label: shellTexts.home, to: '/home' },
      { label: shellTexts.stores, to: '/home/stores' },
      { label: pageHeadings.newStore },
    ],
  },
  component: StoresAddPage,
});
