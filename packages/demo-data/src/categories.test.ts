import { SAT_CATEGORY_PRODUCT_KEYS, ZCategory } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from './categories';

describe('DEMO_CATEGORIES', () => {
  it('validates with the domain schema', () => {
    for (const category of DEMO_CATEGORIES) {
      expect(ZCategory.parse(category)).toEqual(category);
    }
  });

  it("each has the default SAT c_ClaveProdServ its products' invoices carry, and no key is left for a category that is gone", () => {
    expect(Object.keys(SAT_CATEGORY_PRODUCT_KEYS).sort()).toEqual(
      DEMO_CATEGORIES.map((category) => category.id).sort(),
    );
  });

  it('has at least 12 categories with unique ids and names', () => {
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_CATEGORIES.map((category) => category.id)).size).toBe(DEMO_CATEGORIES.length);
    expect(new Set(DEMO_CATEGORIES.map((category) => category.name)).size).toBe(DEMO_CATEGORIES.length);
  });

  it('covers the product families a distributor of electrical material sells', () => {
    const names = DEMO_CATEGORIES.map((category) => category.name);
    for (const expected of [
      'Cables y conductores',
      'Interruptores termomagnéticos',
      'Contactores y arrancadores',
      'Iluminación',
      'Herramientas',
      'Equipo de protección personal (EPP)',
      'Canalización y tubería conduit',
      'Tableros y centros de carga',
      'Apagadores y contactos',
      'Automatización y control',
      'Motores y variadores',
      'Conectores y terminales',
      'Medición y prueba',
    ]) {
      expect(names).toContain(expected);
    }
  });
});
