import { searchRoute } from './search-route';

describe('searchRoute', () => {
  it.each([
    ['person', 'PER-0001', '/administracion/personas?abrir=PER-0001'],
    ['vehicle', 'ABC-123', '/administracion/vehiculos?abrir=ABC-123'],
    ['company', 'EMP-SERMISUR', '/administracion/empresas?abrir=EMP-SERMISUR'],
    ['request', 'req 1/2', '/consultas/historial/req%201%2F2'],
  ] as const)('opens a %s in its screen', (kind, id, route) => {
    expect(searchRoute({ kind, id })).toBe(route);
  });
});
