import { DRAWING_SIZE, drawingForCategory, type TDrawingShape, type TDrawingTone } from '@voltia/demo-data/drawings';

// One colour (currentColor) at several strengths: the demo images draw the same shapes in a brand's colours.
const TONE_FILL: Readonly<Record<TDrawingTone, { fill: string; fillOpacity?: number }>> = {
  body: { fill: 'currentColor', fillOpacity: 0.12 },
  accent: { fill: 'currentColor', fillOpacity: 0.45 },
  line: { fill: 'none' },
  hole: { fill: '#ffffff' },
};

function Shape({ shape }: { shape: TDrawingShape }) {
  const paint = TONE_FILL[shape.tone];
  switch (shape.el) {
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} {...paint} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...paint} />;
    case 'path':
      return <path d={shape.d} {...paint} />;
  }
}

/**
 * A category's drawing (the one its demo images use), in the current text colour. Decorative: the
 * element around it says what it stands for.
 */
export function CategoryDrawing({ categoryId, className }: { categoryId: string; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${DRAWING_SIZE} ${DRAWING_SIZE}`}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {drawingForCategory(categoryId).map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
