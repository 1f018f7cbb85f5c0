'use client';

import { useEffect, useState } from 'react';
import { getErrorEntry } from '@voltia/domain';
import { imageUrlProblem } from './product-draft';

/** Typing pauses this long before the preview loads the address. */
const PREVIEW_DELAY_MS = 400;

type TPreview = { readonly url: string; readonly status: 'loading' | 'loaded' | 'failed' };

/**
 * The live preview of one image address: the domain's message when it cannot be an image URL,
 * else the image itself once the browser has loaded it, or a Spanish message when it does not load
 * as an image. The message is tied to the address field (`id`) and read out as it changes.
 */
export function ImagePreview({ id, url }: { id: string; url: string }) {
  const problem = url.trim() === '' ? null : imageUrlProblem(url);
  const target = problem === null && url.trim() !== '' ? url.trim() : null;
  const [preview, setPreview] = useState<TPreview | null>(null);

  useEffect(() => {
    if (target === null) return;
    let live = true;
    const timer = window.setTimeout(() => {
      setPreview({ url: target, status: 'loading' });
      const probe = new Image();
      probe.onload = () => {
        if (live) setPreview({ url: target, status: probe.naturalWidth > 0 ? 'loaded' : 'failed' });
      };
      probe.onerror = () => {
        if (live) setPreview({ url: target, status: 'failed' });
      };
      probe.src = target;
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [target]);

  const shown = preview !== null && preview.url === target ? preview.status : 'loading';
  const message =
    url.trim() === ''
      ? 'Escribe la dirección para ver la vista previa.'
      : problem !== null
        ? problem
        : shown === 'loading'
          ? 'Cargando la vista previa…'
          : shown === 'failed'
            ? getErrorEntry('staff/catalogue-image-unavailable').message
            : 'La imagen se carga correctamente.';
  const bad = problem !== null || shown === 'failed';

  return (
    <div className="flex items-center gap-3">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded border border-slate-200 bg-slate-50">
        {target !== null && shown === 'loaded' ? (
          // A plain img on purpose: the preview must try the address as typed, which next/image's allowed hosts would refuse.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={target} alt="" className="size-full object-contain" />
        ) : null}
      </div>
      <p
        id={id}
        role="status"
        className={`text-sm ${bad ? 'font-medium text-red-700' : 'text-slate-600'}`}
        data-testid="image-preview-status"
        data-state={problem !== null ? 'invalid' : url.trim() === '' ? 'empty' : shown}
      >
        {message}
      </p>
    </div>
  );
}
