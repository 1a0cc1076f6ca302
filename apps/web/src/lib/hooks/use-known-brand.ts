import { errorMessages } from '@lineup/contracts/error-messages';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useBrands } from '@/api/brands/get-brands';

/** A brand id from the address ('12'); NaN, which no brand has, for anything else. */
export const brandIdOf = (brandId: string) => (/^\d+$/.test(brandId) ? Number(brandId) : Number.NaN);

/**
 * The brand a page of one brand is about (its edit page, its line lists), from the brands list the
 * /home layout loads (the sidebar's). Once that list is known, an id no brand has goes back to
 * /home/brands with 'Brand not found', as every page of a missing brand does; `stay` keeps the
 * page (a form that has just saved and is leaving by itself).
 */
export function useKnownBrand(brandId: string, options: { stay?: boolean } = {}) {
  const navigate = useNavigate();
  const brands = useBrands();
  const id = brandIdOf(brandId);
  const brand = brands.data?.find((candidate) => candidate.id === id);
  const missing = brands.data !== undefined && brand === undefined && !options.stay;
  useEffect(() => {
    if (!missing) return;
    toast.error(errorMessages.brands[404], { id: 'brand-not-found' });
    void navigate({ to: '/home/brands', replace: true });
  }, [missing, navigate]);
  return { brand, loading: brands.isPending };
}
