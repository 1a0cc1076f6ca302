/** The portal's quantities are the ones every order grid reads (lib/order-quantities.ts). */
export { fillRow, pastedRow, readQuantity, readSizeRun } from '@/lib/order-quantities';
