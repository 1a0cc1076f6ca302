import { useEffect, useState } from 'react';
import { DENSITY_STORAGE_KEY, type Density, initialDensity } from '@/features/segmentation/segmentation-model';

function readStoredDensity(): Density {
  try {
    return initialDensity(window.localStorage.getItem(DENSITY_STORAGE_KEY));
  } catch {
    return initialDensity(null);
  }
}

/** The grid's view and columns, kept in the browser's storage so the next visit opens the same way. */
export function useSegmentationDensity() {
  const [density, setDensity] = useState<Density>(readStoredDensity);
  useEffect(() => {
    try {
      window.localStorage.setItem(DENSITY_STORAGE_KEY, JSON.stringify(density));
    } catch {
      // storage unavailable: the density lasts for this visit
    }
  }, [density]);
  return [density, setDensity] as const;
}
