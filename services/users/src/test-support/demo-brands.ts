import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';

/** The PIM's brands as the demo seed is handed them (Crocs is the brand of the demo catalogs). */
export const demoBrands = [
  { id: 1, name: CROCS_BRAND_NAME },
  { id: 2, name: 'Birkenstock' },
  { id: 3, name: 'Hey Dude' },
];
