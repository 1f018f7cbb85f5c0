/** The id of every page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'contenido';

/** First tab stop on every page: jumps keyboard users past the header to the main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[110] focus:rounded-button focus:bg-primary focus:px-4 focus:py-2 focus:font-semibold focus:text-on-primary focus:shadow-lg"
    >
      Saltar al contenido
    </a>
  );
}
