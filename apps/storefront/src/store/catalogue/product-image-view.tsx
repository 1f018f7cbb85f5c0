'use client';

import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

interface ProductImageViewProps {
  /** The <img> attributes next/image's getImageProps computed on the server (src, srcSet, sizes, loading…). */
  image: ImgHTMLAttributes<HTMLImageElement>;
  /** What shows instead when the image cannot be loaded: the category's placeholder. */
  fallback: ReactNode;
}

/**
 * A product image that turns into its placeholder when it fails to load: never a broken image.
 *
 * A plain <img> with next/image's props instead of next/image's <Image>: the store pages keep
 * their JavaScript budget (the Image component ships ~5 kB gzip of client code; this is a few hundred bytes).
 */
export function ProductImageView({ image, fallback }: ProductImageViewProps) {
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fired its error event before React listened: check on mount.
  const checkFailedEarly = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return fallback;
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...image} ref={checkFailedEarly} onError={() => setFailed(true)} />;
}
