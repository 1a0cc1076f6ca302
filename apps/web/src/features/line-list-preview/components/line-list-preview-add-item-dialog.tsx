import { isImageAddress, MSRP_MAX } from '@lineup/contracts/item-rules';
import type { ParentItemInput } from '@lineup/contracts/items';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAddPreviewItem } from '@/features/line-list-preview/api/add-preview-item';

const t = previewTexts.addItem;

type SizeRow = { key: number; sku: string; size: string; imageUrl: string };
type Values = {
  modelCode: string;
  silhouette: string;
  color: string;
  franchise: string;
  gender: string;
  msrp: string;
  expectedShipDate: string | null;
  sizes: SizeRow[];
};
type Errors = Partial<Record<'modelCode' | 'silhouette' | 'color' | 'msrp' | 'sizes', string>>;

let nextKey = 1;
const emptySize = (): SizeRow => ({ key: nextKey++, sku: '', size: '', imageUrl: '' });
const empty = (): Values => ({
  modelCode: '',
  silhouette: '',
  color: '',
  franchise: '',
  gender: '',
  msrp: '',
  expectedShipDate: null,
  sizes: [emptySize()],
});

/** The form's rules (the server checks them again with parentItemSchema). */
export function validateNewItem(values: Values): { errors: Errors; item: ParentItemInput | null } {
  const errors: Errors = {};
  if (!values.modelCode.trim()) errors.modelCode = t.required(t.modelCode);
  if (!values.silhouette.trim()) errors.silhouette = t.required(t.silhouette);
  if (!values.color.trim()) errors.color = t.required(t.color);
  const msrp = values.msrp.trim();
  if (msrp && (!/^\d+(\.\d{1,2})?$/.test(msrp) || Number(msrp) > MSRP_MAX)) errors.msrp = t.msrpInvalid;
  const sizes = values.sizes.filter((row) => row.sku.trim() || row.size.trim() || row.imageUrl.trim());
  if (sizes.length === 0 || sizes.some((row) => !row.sku.trim() || !row.size.trim()))
    errors.sizes = t.required(`${t.sku} / ${t.size}`);
  else if (new Set(sizes.map((row) => row.sku.trim())).size !== sizes.length) errors.sizes = t.skuDuplicate;
  else if (sizes.some((row) => row.imageUrl.trim() && !isImageAddress(row.imageUrl.trim())))
    errors.sizes = t.imageUrlInvalid;
  if (Object.keys(errors).length) return { errors, item: null };
  return {
    errors,
    item: {
      model_code: values.modelCode.trim(),
      silhouette: values.silhouette.trim(),
      color: values.color.trim(),
      franchise: values.franchise.trim() || null,
      gender: values.gender.trim() || null,
      msrp: msrp ? Number(msrp) : null,
      expected_shipped_date: values.expectedShipDate,
      attributes: {},
      children: sizes.map((row) => ({
        sku: row.sku.trim(),
        size: row.size.trim(),
        image_urls: row.imageUrl.trim() ? [row.imageUrl.trim()] : [],
      })),
    },
  };
}

/** 'Add new item': a parent with its sizes, added to the staged line list. */
export function LineListPreviewAddItemDialog({
  lineListId,
  open,
  onOpenChange,
}: {
  lineListId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const add = useAddPreviewItem(lineListId);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setSize = (key: number, patch: Partial<SizeRow>) =>
    set(
      'sizes',
      values.sizes.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    );
  const close = (next: boolean) => {
    if (add.isPending) return;
    if (!next) {
      setValues(empty());
      setErrors({});
    }
    onOpenChange(next);
  };

  const text = (key: 'modelCode' | 'silhouette' | 'color' | 'franchise' | 'gender' | 'msrp', label: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        inputMode={key === 'msrp' ? 'decimal' : undefined}
        aria-invalid={key in errors ? true : undefined}
        aria-describedby={key in errors ? `${id}-${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {key in errors ? (
        <p id={`${id}-${key}-error`} className="text-sm text-destructive">
          {errors[key as keyof Errors]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl" closeLabel={t.cancel}>
        <DialogHeading title={t.title} description={t.description} />
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = validateNewItem(values);
            setErrors(result.errors);
            if (!result.item) return;
            add.mutate(result.item, { onSuccess: () => close(false) });
          }}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {text('modelCode', t.modelCode)}
            {text('silhouette', t.silhouette)}
            {text('color', t.color)}
            {text('franchise', t.franchise)}
            {text('gender', t.gender)}
            {text('msrp', t.msrp)}
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-ship`}>{t.expectedShipDate}</Label>
              <DatePicker
                id={`${id}-ship`}
                value={values.expectedShipDate}
                placeholder={t.expectedShipDate}
                onChange={(day) => set('expectedShipDate', day)}
              />
            </div>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t.sizes}</legend>
            {values.sizes.map((row, index) => (
              <div key={row.key} className="grid grid-cols-[1fr_6rem_1.5fr_auto] items-end gap-2">
                <Input
                  aria-label={`${t.sku} ${index + 1}`}
                  placeholder={t.sku}
                  value={row.sku}
                  onChange={(event) => setSize(row.key, { sku: event.target.value })}
                />
                <Input
                  aria-label={`${t.size} ${index + 1}`}
                  placeholder={t.size}
                  value={row.size}
                  onChange={(event) => setSize(row.key, { size: event.target.value })}
                />
                <Input
                  aria-label={`${t.imageUrl} ${index + 1}`}
                  placeholder={t.imageUrl}
                  value={row.imageUrl}
                  onChange={(event) => setSize(row.key, { imageUrl: event.target.value })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t.removeSize(index + 1)}
                  disabled={values.sizes.length === 1}
                  onClick={() =>
                    set(
                      'sizes',
                      values.sizes.filter((candidate) => candidate.key !== row.key),
                    )
                  }
                >
                  <Trash2 />
                </Button>
              </div>
            ))}
            {errors.sizes ? <p className="text-sm text-destructive">{errors.sizes}</p> : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => set('sizes', [...values.sizes, emptySize()])}
            >
              <Plus />
              {t.addSize}
            </Button>
          </fieldset>
          <DialogButtons
            submits
            cancelLabel={t.cancel}
            onCancel={() => close(false)}
            pending={add.isPending}
            confirmLabel={t.submit}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
