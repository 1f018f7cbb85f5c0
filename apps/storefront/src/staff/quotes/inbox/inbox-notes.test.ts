import { describe, expect, it } from 'vitest';
import { DEFAULT_INBOX_FILTER, inboxQueryPlan, type TInboxFilter } from '@voltia/domain';
import { emptyInboxNote, inboxListCaption, isSearching, sortNote } from './inbox-notes';

const note = (filter: Partial<TInboxFilter>, where = { page: 1, hasNext: false }) => {
  const full = { ...DEFAULT_INBOX_FILTER, ...filter };
  return emptyInboxNote(full, inboxQueryPlan(full, 'uid'), where);
};
const sort = (filter: Partial<TInboxFilter>) => {
  const full = { ...DEFAULT_INBOX_FILTER, ...filter };
  return sortNote(full, inboxQueryPlan(full, 'uid'));
};

describe('emptyInboxNote', () => {
  it('names the tab that is empty', () => {
    expect(note({ tab: 'requested' }).title).toBe('No hay cotizaciones solicitadas.');
    expect(note({ tab: 'info_requested' }).title).toBe('No hay cotizaciones esperando al cliente.');
    expect(note({}).title).toBe('No hay cotizaciones.');
  });

  it("says when only the signed-in person's quotes were listed", () => {
    expect(note({ tab: 'in_review', mine: true }).title).toBe('No tienes cotizaciones en revisión asignadas.');
  });

  it('quotes the search that matched nothing', () => {
    expect(note({ search: '  Constructora Sur ' })).toEqual({
      title: 'Ninguna cotización coincide con «Constructora Sur».',
      hint: 'Busca por número de cotización, cliente, empresa, correo o RFC.',
    });
    expect(note({ search: 'sur', tab: 'sent' }).hint).toBe(
      'La búsqueda se hizo solo en esta vista; prueba en «Todas».',
    );
  });

  it('says when a later page emptied, or when a page of a search matched nothing but more follow', () => {
    expect(note({ tab: 'requested' }, { page: 2, hasNext: false }).title).toBe('Esta página ya no tiene cotizaciones.');
    expect(note({ search: 'norte sur' }, { page: 1, hasNext: true })).toEqual({
      title: 'Ninguna cotización de esta página coincide con la búsqueda.',
      hint: 'Sigue en la página siguiente.',
    });
  });

  it('explains that sorting by wait lists only the quotes waiting for staff', () => {
    expect(note({ tab: 'sent', sort: 'waiting' }).title).toBe(
      'No hay cotizaciones enviadas esperando respuesta del equipo.',
    );
    expect(note({ sort: 'waiting', mine: true }).title).toBe('No tienes cotizaciones esperando respuesta del equipo.');
  });
});

describe('sortNote', () => {
  it('says a search lists the most recent first, whatever the sort control says', () => {
    expect(sort({ search: 'norte', sort: 'waiting' })).toBe('Con una búsqueda, las más recientes aparecen primero.');
  });

  it('says a one-letter search is not a search yet', () => {
    expect(sort({ search: 'a' })).toBe('Escribe al menos 2 letras o números para buscar.');
    expect(isSearching(inboxQueryPlan({ ...DEFAULT_INBOX_FILTER, search: 'a' }, 'uid'))).toBe(false);
  });

  it('says what the wait sort leaves out, and nothing for the default sort', () => {
    expect(sort({ sort: 'waiting' })).toBe('Solo las que esperan respuesta del equipo, la de mayor espera primero.');
    expect(sort({})).toBeNull();
  });
});

describe('inboxListCaption', () => {
  const caption = (filter: Partial<TInboxFilter>, page = 1) => {
    const full = { ...DEFAULT_INBOX_FILTER, ...filter };
    return inboxListCaption(full, inboxQueryPlan(full, 'uid'), page);
  };

  it('says what the list holds, which page and in what order', () => {
    expect(caption({})).toBe('Cotizaciones, página 1, más recientes primero');
    expect(caption({ tab: 'requested', mine: true, sort: 'waiting' }, 2)).toBe(
      'Cotizaciones solicitadas, asignadas a ti, página 2, mayor espera primero',
    );
  });

  it('names the search and the order a search imposes', () => {
    expect(caption({ search: 'bajío ', sort: 'waiting' })).toBe(
      'Cotizaciones, que coinciden con «bajío», página 1, más recientes primero',
    );
  });
});
