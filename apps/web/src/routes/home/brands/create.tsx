import { createFileRoute } from '@tanstack/react-router';
import { BrandsCreatePage } from '@/features/brands/components/brands-create-page';

export const Route = createFileRoute('/home/brands/create')({
  component: BrandsCreatePage,
});
