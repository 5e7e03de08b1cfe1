import type { HomeFigure, Permission, SessionUser } from '@faena/contracts';
import { homeCardsFor } from './home-cards';
import { figureCardsFor, figureRoomsFor } from './home-figures';

const userWith = (...permissions: Permission[]) =>
  ({
    username: 'APROBADOR',
    profile: { clientId: 'MINERA-ANDINA', profileId: 'PRF-APROBADOR', permissions },
  }) as unknown as SessionUser;

const ALL: HomeFigure[] = [
  { key: 'pendingApprovals', value: 3 },
  { key: 'observedRequests', value: 1 },
  { key: 'pendingDemobilizations', value: 2 },
  { key: 'peopleOnSite', value: 40 },
  { key: 'freeBedsTonight', value: 12 },
  { key: 'seatsLeftToday', value: 28 },
  { key: 'credentialsToPrint', value: 5 },
];

describe('the figure registry', () => {
  it("keeps only the figures the user's permissions allow, each with its label and link", () => {
    const cards = figureCardsFor(userWith('request.decide'), ALL);
    expect(cards.map((c) => [c.key, c.value, c.labelKey, c.link])).toEqual([
      ['pendingApprovals', 3, 'home.figures.pendingApprovals', '/movilizacion/aprobaciones'],
      [
        'pendingDemobilizations',
        2,
        'home.figures.pendingDemobilizations',
        '/desmovilizacion/aprobaciones',
      ],
    ]);
    expect(figureCardsFor(userWith('request.submit'), ALL).map((c) => c.key)).toEqual([
      'observedRequests',
    ]);
    expect(figureCardsFor(userWith(), ALL)).toEqual([]);
    expect(figureCardsFor(null, ALL)).toEqual([]);
  });

  it("links the credentials to print to the credentials screen, for the client's administrators", () => {
    const cards = figureCardsFor(userWith('catalog.admin'), ALL);
    expect(cards.map((c) => [c.key, c.value, c.link])).toEqual([
      ['credentialsToPrint', 5, '/identificacion/credenciales'],
    ]);
  });

  it('links free beds to the camp board and seats left to the seat screen', () => {
    const links = (...p: Permission[]) =>
      figureCardsFor(userWith(...p), ALL).map((c) => [c.key, c.value, c.link]);
    expect(links('lodging.assign')).toEqual([['freeBedsTonight', 12, '/dashboard/campamento']]);
    expect(links('transport.reserve')).toEqual([['seatsLeftToday', 28, '/transporte/asientos']]);
  });

  it('listens to the rooms of the screens the figures link to', () => {
    expect(figureRoomsFor(userWith('request.decide', 'board.read'))).toEqual([
      'queue:MINERA-ANDINA',
      'demob-queue:MINERA-ANDINA',
      'zone:MINERA-ANDINA',
    ]);
  });

  it("follows the client's capacity room for free beds and seats left, joined once", () => {
    expect(figureRoomsFor(userWith('lodging.assign'))).toEqual(['capacity:MINERA-ANDINA']);
    expect(figureRoomsFor(userWith('transport.reserve'))).toEqual(['capacity:MINERA-ANDINA']);
    expect(figureRoomsFor(userWith('lodging.assign', 'transport.reserve'))).toEqual([
      'capacity:MINERA-ANDINA',
    ]);
  });
});

describe('the home cards', () => {
  it("are the screens of the profile's menu, not every screen a permission would allow", () => {
    // the camp administrator's permissions reach the seat map, its menu does not
    const camp = userWith('board.read', 'lodging.assign');
    const cards = homeCardsFor(camp, [
      '/dashboard',
      '/dashboard/campamento',
      '/seguridad/usuarioLogin',
    ]);
    expect(cards.map((c) => c.path)).toEqual(['/dashboard/campamento']);
  });
});
