import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '@faena/contracts';
import { PageIndicator } from '../../components/ui/page-indicator';
import { useRotation } from '../../hooks/use-rotation';
import { parseWallConfig, type WallBoard } from '../../lib/wall';
import { useSession } from '../../stores/session.store';
import { DeniedAlarms } from '../../features/access/components/denied-alarms';
import { OccupancyBoardPage } from '../../features/access/components/occupancy-board-page';
import { OnSitePage } from '../../features/access/marks/components/on-site-page';
import { BedBoardPage } from '../../features/lodging/components/bed-board-page';
import { SeatMapPage } from '../../features/transport/components/seat-map-page';
import { NAV_ITEMS } from '../nav-items';

/** The screen path of each board: the user may see a board when its screen is allowed. */
const BOARD_PATH: Record<WallBoard, string> = {
  ocupacion: '/dashboard/ocupacion',
  campamento: '/dashboard/campamento',
  asientos: '/transporte/asientos',
  sitio: '/acceso/en-sitio',
};

export const boardAllowed = (user: SessionUser | null, board: WallBoard): boolean =>
  user !== null && NAV_ITEMS.some((i) => i.path === BOARD_PATH[board] && i.allowed(user));

function BoardView({ board }: { board: WallBoard }) {
  switch (board) {
    case 'ocupacion':
      return <OccupancyBoardPage alarms={false} />;
    case 'campamento':
      return <BedBoardPage />;
    case 'asientos':
      return <SeatMapPage />;
    case 'sitio':
      return <OnSitePage />;
  }
}

/**
 * #/pared?tableros=ocupacion,campamento,asientos,sitio&cada=30 (or boards=…&every=…): each board the
 * user may see, full screen in turn; denied door marks show as alarms over every board.
 */
export function WallPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const config = parseWallConfig(params);
  const boards = config.boards.filter((b) => boardAllowed(user, b));
  const index = useRotation(boards.length, config.every);
  const board = boards[index];
  if (!board)
    return (
      <Text size="xl" data-testid="wall-none">
        {t('wall.none')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid={`wall-${board}`} data-wall-board={board}>
      <Group justify="flex-end" pos="fixed" bottom={16} right={24} style={{ zIndex: 200 }}>
        <PageIndicator page={index} count={boards.length} testId="wall-rotation" />
      </Group>
      <BoardView key={board} board={board} />
      <DeniedAlarms />
    </Stack>
  );
}
