/**
 * One simple drawing per catalogue category, as data: the demo image generator turns it into an SVG
 * file with a brand's colours, and the storefront draws the same shapes (in one colour) as the
 * placeholder of a product without an image. Pure data, no DOM and no React, so both can use it.
 *
 * Every drawing sits on a 64 × 64 grid. The attribute names (x, y, width, height, rx, cx, cy, r, d)
 * are the same in SVG markup and in React.
 */

/** How a shape is painted: a filled body, a brand-coloured accent, a stroke only, or a cut-out. */
export type TDrawingTone = 'body' | 'accent' | 'line' | 'hole';

export type TDrawingShape =
  | { el: 'rect'; tone: TDrawingTone; x: number; y: number; width: number; height: number; rx?: number }
  | { el: 'circle'; tone: TDrawingTone; cx: number; cy: number; r: number }
  | { el: 'path'; tone: TDrawingTone; d: string };

export type TDrawing = readonly TDrawingShape[];

/** The grid every drawing is drawn on. */
export const DRAWING_SIZE = 64;

const rect = (tone: TDrawingTone, x: number, y: number, width: number, height: number, rx?: number): TDrawingShape =>
  rx === undefined ? { el: 'rect', tone, x, y, width, height } : { el: 'rect', tone, x, y, width, height, rx };
const circle = (tone: TDrawingTone, cx: number, cy: number, r: number): TDrawingShape => ({
  el: 'circle',
  tone,
  cx,
  cy,
  r,
});
const path = (tone: TDrawingTone, d: string): TDrawingShape => ({ el: 'path', tone, d });

/** A lightning bolt: the drawing of a category that has none of its own. */
export const DEFAULT_DRAWING: TDrawing = [path('accent', 'M36 4 14 36h16l-4 24 24-34H34l2-22Z')];

const drawings: Readonly<Record<string, TDrawing>> = {
  // A cable roll with its free end.
  'cables-y-conductores': [
    circle('body', 30, 30, 26),
    circle('line', 30, 30, 18),
    circle('accent', 30, 30, 10),
    circle('hole', 30, 30, 4),
    path('line', 'M54 40c4 8 2 14 6 20'),
  ],
  // A DIN-rail breaker with its toggle.
  'interruptores-termomagneticos': [
    rect('body', 16, 4, 32, 56, 4),
    rect('hole', 25, 12, 14, 22, 2),
    rect('accent', 28, 14, 8, 10, 1.5),
    path('line', 'M24 44h16M24 51h10'),
  ],
  // A contactor: body, three terminals above and below, the front window.
  'contactores-y-arrancadores': [
    rect('body', 10, 12, 44, 42, 4),
    path('line', 'M16 12V5h6v7M29 12V5h6v7M42 12V5h6v7M16 54v6h6v-6M29 54v6h6v-6M42 54v6h6v-6'),
    rect('hole', 20, 22, 24, 22, 3),
    circle('accent', 32, 33, 5),
  ],
  // A bulb with its filament and screw base.
  iluminacion: [
    path('body', 'M32 4a19 19 0 0 0-11 34c3 3 4 6 4 9v3h14v-3c0-3 1-6 4-9A19 19 0 0 0 32 4Z'),
    path('line', 'M26 28l6 7 6-7M32 35v15'),
    rect('accent', 24, 50, 16, 10, 2),
    path('line', 'M24 55h16'),
  ],
  // An insulated screwdriver.
  herramientas: [
    path('accent', 'M7 49l11-11 8 8-11 11a4 4 0 0 1-6 0l-2-2a4 4 0 0 1 0-6Z'),
    path('body', 'M22 42l26-26 3 3-26 26Z'),
    path('line', 'M48 16l7-7 3 3-7 7'),
  ],
  // A safety helmet.
  'equipo-de-proteccion-personal': [
    path('body', 'M10 46a22 22 0 0 1 44 0Z'),
    rect('accent', 4, 46, 56, 7, 3.5),
    path('line', 'M26 27v-7a6 6 0 0 1 12 0v7'),
  ],
  // A conduit elbow with two couplings.
  'canalizacion-y-tuberia-conduit': [
    path('body', 'M4 20h26a14 14 0 0 1 14 14v26H32V34a2 2 0 0 0-2-2H4Z'),
    rect('accent', 12, 17, 6, 18, 1),
    rect('accent', 29, 46, 18, 6, 1),
  ],
  // A load centre: cabinet, inner frame, two rows of breakers.
  'tableros-y-centros-de-carga': [
    rect('body', 12, 4, 40, 56, 3),
    rect('hole', 17, 9, 30, 46, 2),
    path('accent', 'M20 13h10v8H20ZM34 13h10v8H34ZM20 25h10v8H20ZM34 25h10v8H34ZM20 37h10v8H20ZM34 37h10v8H34Z'),
    path('line', 'M22 50h20'),
  ],
  // A duplex outlet on its plate.
  'apagadores-y-contactos': [
    rect('body', 14, 4, 36, 56, 6),
    rect('hole', 19, 10, 26, 20, 8),
    rect('hole', 19, 34, 26, 20, 8),
    path('line', 'M27 16v7M37 16v7M27 40v7M37 40v7'),
    circle('accent', 32, 32, 2),
  ],
  // A PLC: terminal strips, a display and status lights.
  'automatizacion-y-control': [
    rect('body', 4, 12, 56, 40, 3),
    rect('accent', 8, 16, 48, 6, 1),
    rect('accent', 8, 42, 48, 6, 1),
    rect('hole', 10, 27, 20, 10, 1),
    circle('accent', 38, 32, 2),
    circle('accent', 45, 32, 2),
    circle('accent', 52, 32, 2),
  ],
  // An electric motor: finned body, terminal box, shaft and feet.
  'motores-y-variadores': [
    rect('accent', 18, 10, 16, 8, 2),
    rect('body', 8, 18, 36, 28, 6),
    path('line', 'M16 18v28M23 18v28M30 18v28M37 18v28'),
    rect('accent', 44, 29, 14, 6, 2),
    path('hole', 'M14 46l-4 10h32l-4-10Z'),
  ],
  // A lever connector with three wires.
  'conectores-y-terminales': [
    path('line', 'M2 30h12M2 36h12M2 42h12'),
    rect('body', 14, 24, 40, 22, 4),
    path('accent', 'M18 24V12h8v12ZM30 24V12h8v12ZM42 24V12h8v12Z'),
  ],
  // A multimeter: display, dial and test jacks.
  medicion: [
    rect('body', 14, 4, 36, 56, 6),
    rect('hole', 19, 9, 26, 14, 2),
    path('line', 'M23 16h7M34 16h7'),
    circle('accent', 32, 36, 8),
    path('line', 'M32 36l4-5'),
    circle('hole', 24, 52, 2.5),
    circle('hole', 40, 52, 2.5),
  ],
  // A roll of insulating tape with its loose end.
  'cintas-y-aislantes': [
    rect('accent', 28, 50, 32, 8, 1),
    circle('accent', 28, 30, 22),
    circle('line', 28, 30, 16),
    circle('hole', 28, 30, 9),
  ],
};

/** Category ids with a drawing of their own. */
export const DRAWN_CATEGORY_IDS: readonly string[] = Object.keys(drawings);

/** The drawing of a category; an unknown category gets the bolt. */
export function drawingForCategory(categoryId: string): TDrawing {
  return drawings[categoryId] ?? DEFAULT_DRAWING;
}
