import { createFileRoute } from '@tanstack/react-router';
import { BrandsEditPage } from '@/features/brands/components/brands-edit-page';

export const Route = createFileRoute('/home/brands/edit/$brandId')({
  component: BrandsEditPage,
});
