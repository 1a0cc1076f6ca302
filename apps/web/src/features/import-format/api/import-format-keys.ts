import { createQueryKeys } from '@/lib/query-keys';

/** Every import-format query sits under this factory: detail(brandId), a brand's format and versions. */
export const importFormatKeys = createQueryKeys('import-formats');
