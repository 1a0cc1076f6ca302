import { createFileRoute } from '@tanstack/react-router';
import { BrandsPage } from '@/features/brands/components/brands-page';

export const Route = createFileRoute('/home/brands/')({
  component: BrandsPage,
});
