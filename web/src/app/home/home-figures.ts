import type { Icon } from '@tabler/icons-react';
import {
  IconBed,
  IconBus,
  IconChecklist,
  IconEdit,
  IconId,
  IconUserMinus,
  IconUsers,
} from '@tabler/icons-react';
import type { HomeFigure, HomeFigureKey, Permission, SessionUser } from '@faena/contracts';
import { hasPermission } from '../../stores/session.store';

/** How the landing page shows a figure: its label, the screen it opens and its icon. */
export interface FigureCard {
  labelKey: string;
  link: string;
  icon: Icon;
  /** the permissions of the server's definition (any of them shows it) */
  permissions: readonly Permission[];
  /** the socket rooms whose changes refresh the figure (the linked screen's rooms) */
  rooms: (user: SessionUser) => string[];
}

const clientRoom = (prefix: string) => (u: SessionUser) => [`${prefix}:${u.profile.clientId}`];

/** One card per server figure; later modules add theirs beside their key in contracts. */
export const FIGURE_CARDS: Record<HomeFigureKey, FigureCard> = {
  pendingApprovals: {
    labelKey: 'home.figures.pendingApprovals',
    link: '/movilizacion/aprobaciones',
    icon: IconChecklist,
    permissions: ['request.decide'],
    rooms: clientRoom('queue'),
  },
  observedRequests: {
    labelKey: 'home.figures.observedRequests',
    link: '/movilizacion/solicitudes?status=O',
    icon: IconEdit,
    permissions: ['request.submit'],
    rooms: (u) => [`requester:${u.username}`],
  },
  pendingDemobilizations: {
    labelKey: 'home.figures.pendingDemobilizations',
    link: '/desmovilizacion/aprobaciones',
    icon: IconUserMinus,
    permissions: ['request.decide'],
    rooms: clientRoom('demob-queue'),
  },
  peopleOnSite: {
    labelKey: 'home.figures.peopleOnSite',
    link: '/dashboard/ocupacion',
    icon: IconUsers,
    permissions: ['board.read'],
    rooms: clientRoom('zone'),
  },
  // camps and trips push to per-camp / per-trip rooms; their projections also tell the client's
  // capacity room that a bed or seat changed, which these two figures follow
  freeBedsTonight: {
    labelKey: 'home.figures.freeBedsTonight',
    link: '/dashboard/campamento',
    icon: IconBed,
    permissions: ['lodging.assign'],
    rooms: clientRoom('capacity'),
  },
  seatsLeftToday: {
    labelKey: 'home.figures.seatsLeftToday',
    link: '/transporte/asientos',
    icon: IconBus,
    permissions: ['transport.reserve'],
    rooms: clientRoom('capacity'),
  },
  credentialsToPrint: {
    labelKey: 'home.figures.credentialsToPrint',
    link: '/identificacion/credenciales',
    icon: IconId,
    permissions: ['catalog.admin'],
    rooms: clientRoom('identification'),
  },
};

/** The figures the server sent that the user's permissions allow, with how to show each. */
export function figureCardsFor(
  user: SessionUser | null,
  figures: readonly HomeFigure[],
): Array<HomeFigure & FigureCard> {
  if (!user) return [];
  return figures
    .map((f) => ({ ...f, ...FIGURE_CARDS[f.key] }))
    .filter((f) => f.permissions.some((p) => hasPermission(user, p)));
}

/** Every room any figure the user may see listens to. */
export const figureRoomsFor = (user: SessionUser | null): string[] =>
  user
    ? [
        ...new Set(
          Object.values(FIGURE_CARDS)
            .filter((c) => c.permissions.some((p) => hasPermission(user, p)))
            .flatMap((c) => c.rooms(user)),
        ),
      ]
    : [];
