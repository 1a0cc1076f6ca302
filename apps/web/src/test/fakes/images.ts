import { imageMessages } from '@lineup/contracts/image-messages';
import type { ImageUploadFile } from '@lineup/contracts/images';
import type { ApiHandler } from '@/test/render-app';
import { ok } from '@/test/render-app';

let nextId = 0;
/** A fresh UUID-shaped id, so each file of a test is told apart. */
function uuid() {
  nextId += 1;
  return `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`;
}

/** A file of a picture upload as the PIM answers it; `changes` names what a test cares about. */
export function anImageFile(name: string, changes: Partial<ImageUploadFile> = {}): ImageUploadFile {
  return {
    id: uuid(),
    batchId: '00000000-0000-4000-8000-b00000000001',
    name,
    size: 1000,
    state: 'unmatched',
    refusal: null,
    modelCode: null,
    color: null,
    position: null,
    candidates: [],
    replaces: false,
    previewUrl: null,
    ...changes,
  };
}

/**
 * The pictures API of one brand in memory: announce (an address per file, none for those named in
 * `refusedAtOnce`), the PUT to each address (each held `putDelayMs`, counting how many run at
 * once), check (each file as `outcome` says, by its name), the tray, apply and discard (which take
 * files out of the tray).
 */
export function imagesInMemory({
  brandId,
  outcome = (name) => anImageFile(name),
  tray: initialTray = [],
  refusedAtOnce = [],
  putDelayMs = 5,
}: {
  brandId: number;
  outcome?: (name: string) => ImageUploadFile;
  tray?: ImageUploadFile[];
  refusedAtOnce?: string[];
  putDelayMs?: number;
}) {
  const base = `/api/brands/${brandId}`;
  const batchId = '00000000-0000-4000-8000-b00000000002';
  let tray = [...initialTray];
  let announced: string[] = [];
  const put: string[] = [];
  let running = 0;
  let mostAtOnce = 0;

  const handler: ApiHandler = async ({ method, path, body }) => {
    const key = `${method} ${path}`;
    if (key === `POST ${base}/image-uploads`) {
      announced = (body as { files: { name: string }[] }).files.map((file) => file.name);
      const files = announced.map((name, index) =>
        refusedAtOnce.includes(name)
          ? { id: uuid(), name, upload: null, refusal: imageMessages.refusals.wrongExtension }
          : {
              id: uuid(),
              name,
              upload: { url: `/storage/pictures/${index}`, headers: { 'x-test': 'signed' } },
              refusal: null,
            },
      );
      return ok({ batchId, files }, imageMessages.uploadAnnounced, 201);
    }
    if (method === 'PUT' && path.startsWith('/storage/pictures/')) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, putDelayMs));
      running -= 1;
      put.push(path);
      return new Response(null, { status: 200 });
    }
    if (key === `POST ${base}/image-uploads/${batchId}/check`) {
      const files = announced.map((name) =>
        refusedAtOnce.includes(name)
          ? anImageFile(name, { state: 'refused', refusal: imageMessages.refusals.wrongExtension })
          : outcome(name),
      );
      tray = [...tray, ...files.filter((file) => file.state === 'unmatched' || file.state === 'ambiguous')];
      return ok(files, imageMessages.filesChecked);
    }
    if (key === `GET ${base}/image-tray`) return ok(tray);
    if (key === `POST ${base}/images/apply`) {
      const ids = (body as { files: { id: string }[] }).files.map((file) => file.id);
      tray = tray.filter((file) => !ids.includes(file.id));
      return ok({ applied: ids.length, replaced: 0 }, imageMessages.imagesApplied(ids.length));
    }
    if (key === `POST ${base}/images/discard`) {
      const { ids } = body as { ids: string[] };
      tray = tray.filter((file) => !ids.includes(file.id));
      return ok({ discarded: ids.length }, imageMessages.imagesDiscarded(ids.length));
    }
    return undefined;
  };
  return { handler, put: () => put, mostAtOnce: () => mostAtOnce, tray: () => tray };
}
