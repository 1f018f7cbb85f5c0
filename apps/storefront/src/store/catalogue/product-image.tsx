import { getImageProps } from 'next/image';
import type { TProduct } from '@voltia/domain';
import { isDisplayableProductImage } from './product-image-hosts';
import { CategoryDrawing } from './category-drawing';
import { ProductImageView } from './product-image-view';

type TProductImageVariant = 'card' | 'page';

/**
 * How wide the image is drawn, for the browser to pick from srcset (raster images; SVG has none).
 * Cards: one column up to 424 px, two up to 1023 px, then three or four columns of at most 360 px.
 * The product page: at most 18rem on phones (the quote controls follow it within the first screen), then a 28rem frame.
 */
const SIZES: Readonly<Record<TProductImageVariant, string>> = {
  card: '(min-width: 1024px) 360px, (min-width: 425px) 50vw, 100vw',
  page: '(min-width: 640px) 448px, min(100vw, 288px)',
};

interface ProductImageProps {
  product: Pick<TProduct, 'description' | 'category_id' | 'images'>;
  /** `page`: the product page's main image, loaded at once; `card`: lazy, in a grid. */
  variant: TProductImageVariant;
  /**
   * A card in the first row of a grid, on screen at load: loaded at once rather than when it
   * scrolls into view (a phone's largest paint is the first card's image; lazy, it waited for layout).
   * `lead`: the first of them, fetched first as well.
   */
  eager?: 'lead' | 'row';
  className?: string;
}

/**
 * A product's main image in a fixed 4:3 frame (the space is held before it loads: no layout shift).
 * No image, a host the storefront does not allow, or an image that fails to load: the category's
 * placeholder instead.
 */
export function ProductImage({ product, variant, eager, className = '' }: ProductImageProps) {
  const src = product.images[0];
  const placeholder = <ProductImagePlaceholder product={product} />;
  const frameClass = `relative aspect-[4/3] overflow-hidden bg-slate-50 ${className}`;

  if (src === undefined || !isDisplayableProductImage(src)) {
    return <div className={frameClass}>{placeholder}</div>;
  }

  const { props } = getImageProps({
    src,
    alt: product.description,
    fill: true,
    sizes: SIZES[variant],
    loading: variant === 'page' || eager !== undefined ? 'eager' : 'lazy',
    fetchPriority: variant === 'page' || eager === 'lead' ? 'high' : 'auto',
    style: { objectFit: 'contain' },
  });
  return (
    <div className={frameClass}>
      <ProductImageView image={props} fallback={placeholder} />
    </div>
  );
}

/** The category's drawing, named for assistive technology as the missing image it stands for. */
function ProductImagePlaceholder({ product }: { product: Pick<TProduct, 'description' | 'category_id'> }) {
  return (
    <div
      role="img"
      aria-label={`${product.description} (sin imagen)`}
      data-testid="product-image-placeholder"
      className="absolute inset-0 grid place-items-center text-slate-400"
    >
      <CategoryDrawing categoryId={product.category_id} className="h-1/2 w-auto" />
    </div>
  );
}
