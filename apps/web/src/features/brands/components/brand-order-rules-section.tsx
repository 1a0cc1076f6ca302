import { zodResolver } from '@hookform/resolvers/zod';
import type { BrandOrderRulesChange } from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { STOCK_DISPLAY_MODES } from '@lineup/contracts/stock';
import { orderRulesTexts } from '@lineup/contracts/texts/brands';
import { useForm } from 'react-hook-form';
import { SectionSaveButton } from '@/components/section-save-button/section-save-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SectionCard } from '@/components/ui/section-card';
import { UnsavedChangesDialog } from '@/components/ui/unsaved-changes-dialog';
import { useSaveBrandOrderRules } from '@/features/brands/api/save-brand-order-rules';
import {
  ORDER_RULE_NAMES,
  type OrderRulesFormValues,
  orderRulesFormDefaults,
  orderRulesFormSchema,
} from '@/features/brands/brand-order-rules-values';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';

const fields = {
  minUnitsPerOrder: { label: orderRulesTexts.minUnitsPerOrder, hint: orderRulesTexts.minUnitsPerOrderHint },
  minUnitsPerStyle: { label: orderRulesTexts.minUnitsPerStyle, hint: orderRulesTexts.minUnitsPerStyleHint },
  casePack: { label: orderRulesTexts.casePack, hint: orderRulesTexts.casePackHint },
} as const;

/**
 * The brand page's "Order rules": minimum units per order and per style, and the case pack, each
 * a whole number or empty (off), and how the brand's stock is shown to buyers (the figure, or
 * bands). Saved on their own with PUT …/order-rules, apart from the brand's form above, so a rule
 * can change without touching the brand's name or price.
 */
export function BrandOrderRulesSection({ brand }: { brand: Brand }) {
  const save = useSaveBrandOrderRules(brand.id);
  const form = useForm<OrderRulesFormValues, unknown, BrandOrderRulesChange>({
    resolver: zodResolver(orderRulesFormSchema),
    mode: 'onChange',
    defaultValues: orderRulesFormDefaults(brand.orderRules, brand.stockDisplay),
  });
  const { errors, isDirty } = form.formState;
  const leaving = useUnsavedChangesGuard(isDirty);

  return (
    <SectionCard title={orderRulesTexts.title} description={orderRulesTexts.description}>
      <form
        noValidate
        aria-label={orderRulesTexts.title}
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((rules) =>
          // What was saved is the form's new starting point: nothing is left unsaved.
          save.mutate(rules, { onSuccess: () => form.reset(orderRulesFormDefaults(rules, rules.stockDisplay)) }),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {ORDER_RULE_NAMES.map((rule) => (
            <FormField
              key={rule}
              id={`brand-order-rule-${rule}`}
              label={fields[rule].label}
              hint={fields[rule].hint}
              error={errors[rule]?.message}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder={orderRulesTexts.off}
                className="max-w-32"
                {...form.register(rule)}
              />
            </FormField>
          ))}
        </div>
        <FormField
          id="brand-stock-display"
          label={orderRulesTexts.stockDisplay}
          hint={orderRulesTexts.stockDisplayHint}
          error={errors.stockDisplay?.message}
          className="max-w-80"
        >
          <NativeSelect {...form.register('stockDisplay')}>
            {STOCK_DISPLAY_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {orderRulesTexts.stockDisplayModes[mode]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <SectionSaveButton changed={isDirty} saving={save.isPending}>
          {save.isPending ? orderRulesTexts.saving : orderRulesTexts.save}
        </SectionSaveButton>
      </form>
      <UnsavedChangesDialog blocker={leaving} />
    </SectionCard>
  );
}
