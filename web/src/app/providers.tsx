import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useDisplay } from '../stores/display.store';
import { AppDatesProvider } from './dates-provider';
import { TopProgress } from './layout/top-progress';
import { cssVariablesResolver, theme, wallTheme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const wall = useDisplay((s) => s.wall);
  return (
    <MantineProvider
      theme={wall ? wallTheme : theme}
      forceColorScheme={wall ? 'dark' : 'light'}
      cssVariablesResolver={cssVariablesResolver}
    >
      <AppDatesProvider>
        <Notifications position="top-right" limit={4} />
        {/* a wall screen refreshes by itself all day: no bar flashing across it */}
        {!wall && <TopProgress />}
        {children}
      </AppDatesProvider>
    </MantineProvider>
  );
}
