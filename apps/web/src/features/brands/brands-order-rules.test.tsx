import { NO_ORDER_RULES, orderRuleMessages } from '@lineup/contracts/order-rules';
import type { Brand } from '@lineup/contracts/pim';
import { stockTexts } from '@lineup/contracts/stock';
import { orderRulesTexts } from '@lineup/contracts/texts/brands';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBrand, brandsInMemory } from '@/test/fakes/brands';
import { type ApiHandler, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

/**
 * The brands API in memory, with PUT …/order-rules changing the brand the list answers next: its
 * rules, and its stock display when the body has one.
 */
function rulesServer(initial: Brand[], refuse?: Response) {
  let brands = initial;
  const memory = brandsInMemory(initial);
  const handler: ApiHandler = (call) => {
    const match = /^\/api\/brands\/(\d+)\/order-rules$/.exec(call.path);
    if (match && call.method === 'PUT') {
      if (refuse) return refuse.clone();
      const { stockDisplay, ...orderRules } = call.body as Brand['orderRules'] & Partial<Pick<Brand, 'stockDisplay'>>;
      brands = brands.map((brand) =>
        brand.id === Number(match[1])
          ? { ...brand, orderRules, stockDisplay: stockDisplay ?? brand.stockDisplay }
          : brand,
      );
      return ok(
        brands.find((brand) => brand.id === Number(match[1])),
        orderRuleMessages.rulesSaved,
      );
    }
    if (call.method === 'GET' && call.path === '/api/brands') return ok(brands);
    return memory.handler(call);
  };
  return stubApi(handler);
}

const rulesForm = () => screen.findByRole('form', { name: orderRulesTexts.title });
const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;
const stockSelect = (form: HTMLElement) =>
  within(form).getByLabelText(orderRulesTexts.stockDisplay) as HTMLSelectElement;
const saveButton = (form: HTMLElement) =>
  within(form).getByRole('button', { name: orderRulesTexts.save }) as HTMLButtonElement;

describe("a brand's order rules", () => {
  it('shows the saved rules, empty ones as off, and saves a change with the message the server answers', async () => {
    const calls = rulesServer([
      aBrand(1, 'Crocs', { orderRules: { minUnitsPerOrder: 24, minUnitsPerStyle: null, casePack: 6 } }),
    ]);
    renderApp('/home/brands/edit/1');
    const form = await rulesForm();
    expect(input(form, orderRulesTexts.minUnitsPerOrder).value).toBe('24');
    expect(input(form, orderRulesTexts.minUnitsPerStyle).value).toBe('');
    expect(input(form, orderRulesTexts.casePack).value).toBe('6');
    expect(saveButton(form).disabled).toBe(true);

    fireEvent.change(input(form, orderRulesTexts.minUnitsPerStyle), { target: { value: ' 12 ' } });
    fireEvent.change(input(form, orderRulesTexts.casePack), { target: { value: '' } });
    await waitFor(() => expect(saveButton(form).disabled).toBe(false));
    fireEvent.click(saveButton(form));

    expect(await screen.findByText(orderRuleMessages.rulesSaved)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/api/brands/1/order-rules');
    expect(put?.body).toEqual({ minUnitsPerOrder: 24, minUnitsPerStyle: 12, casePack: null, stockDisplay: 'exact' });
    // Saved: nothing is left to save.
    await waitFor(() => expect(saveButton(form).disabled).toBe(true));
  });

  it('shows how stock is shown to buyers, and saves a choice of bands with the rules', async () => {
    const rules = { minUnitsPerOrder: 24, minUnitsPerStyle: null, casePack: 6 };
    const calls = rulesServer([aBrand(1, 'Crocs', { orderRules: rules })]);
    renderApp('/home/brands/edit/1');
    const form = await rulesForm();
    const select = stockSelect(form);
    expect(select.value).toBe('exact');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['exact', orderRulesTexts.stockDisplayModes.exact],
      ['bands', orderRulesTexts.stockDisplayModes.bands],
    ]);
    // Each choice names what a buyer reads, in the portal's own words.
    expect(orderRulesTexts.stockDisplayModes.exact).toContain(stockTexts.left(12));
    for (const label of [stockTexts.soldOut, stockTexts.low, stockTexts.plenty]) {
      expect(orderRulesTexts.stockDisplayModes.bands).toContain(label);
    }
    expect(saveButton(form).disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'bands' } });
    await waitFor(() => expect(saveButton(form).disabled).toBe(false));
    fireEvent.click(saveButton(form));

    expect(await screen.findByText(orderRuleMessages.rulesSaved)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/api/brands/1/order-rules');
    expect(put?.body).toEqual({ ...rules, stockDisplay: 'bands' });
    await waitFor(() => expect(saveButton(form).disabled).toBe(true));
    expect(stockSelect(form).value).toBe('bands');
  });

  it('shows a brand that shows bands as such, and turning it back to exact figures is a change to save', async () => {
    rulesServer([aBrand(1, 'Crocs', { stockDisplay: 'bands' })]);
    renderApp('/home/brands/edit/1');
    const form = await rulesForm();
    expect(stockSelect(form).value).toBe('bands');
    fireEvent.change(stockSelect(form), { target: { value: 'exact' } });
    await waitFor(() => expect(saveButton(form).disabled).toBe(false));
    fireEvent.change(stockSelect(form), { target: { value: 'bands' } });
    await waitFor(() => expect(saveButton(form).disabled).toBe(true));
  });

  it('refuses a rule that is not a whole number from 1 next to its field, and says a server refusal', async () => {
    const calls = rulesServer(
      [aBrand(1, 'Crocs', { orderRules: NO_ORDER_RULES })],
      failure(400, orderRuleMessages.ruleInvalid),
    );
    renderApp('/home/brands/edit/1');
    const form = await rulesForm();
    const perOrder = input(form, orderRulesTexts.minUnitsPerOrder);
    fireEvent.change(perOrder, { target: { value: '2.5' } });
    await waitFor(() => expect(perOrder.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(`${perOrder.id}-error`);
    expect(error?.textContent).toBe(orderRuleMessages.ruleInvalid);
    fireEvent.change(input(form, orderRulesTexts.casePack), { target: { value: '0' } });
    await waitFor(() => expect(within(form).getAllByText(orderRuleMessages.ruleInvalid)).toHaveLength(2));
    fireEvent.click(saveButton(form));
    await waitFor(() => expect(perOrder.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.path.endsWith('/order-rules'))).toBe(false);

    fireEvent.change(perOrder, { target: { value: '100' } });
    fireEvent.change(input(form, orderRulesTexts.casePack), { target: { value: '' } });
    await waitFor(() => expect(within(form).queryByText(orderRuleMessages.ruleInvalid)).toBeNull());
    fireEvent.click(saveButton(form));
    // The server's refusal is said in a toast; the form keeps what was typed.
    await waitFor(() => expect(screen.getAllByText(orderRuleMessages.ruleInvalid).length).toBeGreaterThan(0));
    expect(calls.filter((call) => call.path.endsWith('/order-rules'))).toHaveLength(1);
    expect(perOrder.value).toBe('100');
  });
});
