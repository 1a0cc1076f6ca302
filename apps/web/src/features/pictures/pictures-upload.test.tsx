import { imageMessages } from '@lineup/contracts/image-messages';
import { DEFAULT_IMAGE_NAMING_RULE } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARALLEL_PUTS } from '@/features/pictures/use-pictures-upload';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { answersByRoute, bodiesSent, serveFirst } from '@/test/fakes/fake-api';
import { anImageFile, imagesInMemory } from '@/test/fakes/images';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const candidates = [
  { modelCode: 'B1', color: 'Navy', silhouette: 'Clog' },
  { modelCode: 'B2', color: 'Navy', silhouette: 'Sandal' },
];

/** How the server reads each file of the upload, by its name. */
function outcome(name: string) {
  if (name === 'b_navy_2.jpg') return anImageFile(name, { state: 'ambiguous', position: 2, candidates });
  if (name === 'mystery.jpg') return anImageFile(name, { state: 'unmatched' });
  const [modelCode = '', color = null] = name.split('_');
  return anImageFile(name, { state: 'matched', modelCode, color, position: 1, replaces: modelCode === 'A' });
}

const names = [
  'A_black_1.jpg',
  'C_red_1.jpg',
  'D_blue_1.jpg',
  'E_white_1.jpg',
  'b_navy_2.jpg',
  'mystery.jpg',
  'notes.txt',
];
const filesOf = (list: string[]) => list.map((name) => new File(['bytes'], name, { type: 'image/jpeg' }));

function picturesServer() {
  const images = imagesInMemory({ brandId: 7, outcome, refusedAtOnce: ['notes.txt'], putDelayMs: 40 });
  const calls = stubApi(serveFirst(brandsList([aBrand(7, 'Crocs')]), images.handler));
  return { calls, images };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('/home/brand/{brandId}/pictures, the upload', () => {
  it('announces the files, sends them four at a time with a count, checks them and previews each file by its state', async () => {
    const { calls, images } = picturesServer();
    renderApp('/home/brand/7/pictures');
    expect(await screen.findByRole('heading', { name: pictureTexts.title('Crocs') })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(pictureTexts.filesLabel), { target: { files: filesOf(names) } });
    expect(await screen.findByText(/^Uploaded \d of 6 files$/)).toBeTruthy();
    await screen.findByRole('button', { name: pictureTexts.apply(4) });

    expect(bodiesSent(calls, 'POST /api/brands/7/image-uploads')).toEqual([
      { files: names.map((name) => ({ name, size: 5, contentType: 'image/jpeg' })) },
    ]);
    // The file refused at once has no address: six of seven are sent, never more than four at once.
    expect(images.put()).toHaveLength(6);
    expect(images.mostAtOnce()).toBe(PARALLEL_PUTS);
    const check = calls.findIndex((call) => call.path.endsWith('/check'));
    expect(calls.filter((call, index) => call.method === 'PUT' && index > check)).toEqual([]);

    expect(within(rowOf('A_black_1.jpg')).getByText('A · black')).toBeTruthy();
    expect(within(rowOf('A_black_1.jpg')).getByText(pictureTexts.replaces)).toBeTruthy();
    expect(within(rowOf('C_red_1.jpg')).queryByText(pictureTexts.replaces)).toBeNull();
    expect(within(rowOf('mystery.jpg')).getByText(pictureTexts.noMatch)).toBeTruthy();
    expect(within(rowOf('notes.txt')).getByText(imageMessages.refusals.wrongExtension)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: pictureTexts.filters.refused(1) }));
    const result = rowOf('notes.txt').closest('table') as HTMLElement;
    expect(within(result).getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: pictureTexts.filters.ambiguous(1) }));
    expect(within(result).getAllByRole('row')).toHaveLength(2);
    expect(within(result).getByRole('cell', { name: 'b_navy_2.jpg' })).toBeTruthy();
  });

  it('applies the matched files and the ambiguous one given its item, in one call, and says how many', async () => {
    const { calls } = picturesServer();
    renderApp('/home/brand/7/pictures');
    fireEvent.change(await screen.findByLabelText(pictureTexts.filesLabel), { target: { files: filesOf(names) } });
    await screen.findByRole('button', { name: pictureTexts.apply(4) });

    fireEvent.change(screen.getByRole('combobox', { name: pictureTexts.chooseItemFor('b_navy_2.jpg') }), {
      target: { value: 'B2' },
    });
    fireEvent.click(screen.getByRole('button', { name: pictureTexts.apply(5) }));
    expect(await screen.findByText(imageMessages.imagesApplied(5))).toBeTruthy();

    const [sent] = bodiesSent(calls, 'POST /api/brands/7/images/apply') as { files: object[] }[];
    expect(sent?.files).toHaveLength(5);
    expect(sent?.files.at(-1)).toEqual({ id: expect.any(String), modelCode: 'B2', position: 2 });
    expect(sent?.files.slice(0, 4)).toEqual(Array.from({ length: 4 }, () => ({ id: expect.any(String) })));
    await waitFor(() =>
      expect(within(rowOf('A_black_1.jpg')).getByText(pictureTexts.stateLabels.applied)).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: pictureTexts.apply(0) })).toHaveProperty('disabled', true);
  });

  it('refuses more files than an upload takes before sending anything', async () => {
    const { calls } = picturesServer();
    renderApp('/home/brand/7/pictures');
    const many = filesOf(Array.from({ length: 2001 }, (_, index) => `${index}.jpg`));
    fireEvent.change(await screen.findByLabelText(pictureTexts.filesLabel), { target: { files: many } });
    expect((await screen.findByRole('alert')).textContent).toBe(imageMessages.tooManyFiles(2000));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('/home/brand/{brandId}/pictures, the naming rule', () => {
  it('explains the default, refuses a rule without <model code> unsent, and saves a valid one', async () => {
    const calls = stubApi(
      serveFirst(
        answersByRoute({
          'PUT /api/brands/7/image-naming-rule': ({ body }) => ok(body, imageMessages.namingRuleSaved),
        }),
        brandsList([aBrand(7, 'Crocs')]),
        imagesInMemory({ brandId: 7 }).handler,
      ),
    );
    renderApp('/home/brand/7/pictures');
    const field = (await screen.findByLabelText(pictureTexts.namingRuleLabel)) as HTMLInputElement;
    expect(field.value).toBe(DEFAULT_IMAGE_NAMING_RULE);
    expect(screen.getByText(pictureTexts.namingRuleDefault(DEFAULT_IMAGE_NAMING_RULE), { exact: false })).toBeTruthy();

    fireEvent.change(field, { target: { value: '<color>_<n>' } });
    fireEvent.click(screen.getByRole('button', { name: pictureTexts.saveRule }));
    expect((await screen.findByRole('alert')).textContent).toBe(imageMessages.namingRuleInvalid);

    fireEvent.change(field, { target: { value: '<model code>-<n>' } });
    fireEvent.click(screen.getByRole('button', { name: pictureTexts.saveRule }));
    expect(await screen.findByText(imageMessages.namingRuleSaved)).toBeTruthy();
    expect(bodiesSent(calls, 'PUT /api/brands/7/image-naming-rule')).toEqual([{ imageNamingRule: '<model code>-<n>' }]);
  });
});
