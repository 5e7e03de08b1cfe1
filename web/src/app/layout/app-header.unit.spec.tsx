import '../../test/dom-polyfills';
import { MantineThemeProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../test/render';
import { theme } from '../theme';
import {
  AppHeader,
  HEADER_MINIMIZE_DESKTOP,
  HEADER_MINIMIZE_MOBILE,
  useHeaderMinimized,
} from './app-header';

/** The header as the layout wires it: minimized from the window's scroll and width. */
function Header() {
  const minimized = useHeaderMinimized();
  return (
    <AppHeader
      mobileOpened={false}
      desktopOpened={false}
      onToggleMobile={() => undefined}
      onToggleDesktop={() => undefined}
      wall={false}
      minimized={minimized}
    />
  );
}

const matchMedia = window.matchMedia.bind(window);
let width = 0;

/** A window `px` wide: min-width queries (in em of 16 px, as the theme's breakpoints) answer from it. */
function renderAt(px: number) {
  width = px;
  renderUi(
    <MantineThemeProvider theme={theme}>
      <Header />
    </MantineThemeProvider>,
  );
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
const minimized = () => screen.getByTestId('app-header').getAttribute('data-minimized');

beforeAll(() => setupI18n('es'));
beforeEach(() => {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const list = matchMedia(query);
    // the polyfill's list, answering from the test's width (its prototype and listeners kept)
    Object.defineProperty(list, 'matches', { value: min ? width >= Number(min[1]) * 16 : false });
    return list;
  };
});
afterEach(() => {
  window.matchMedia = matchMedia;
  scrollTo(0);
});

describe('the header minimize offsets (domain spec §9: 150 mobile, 200 desktop)', () => {
  it('keeps the spec values', () => {
    expect([HEADER_MINIMIZE_MOBILE, HEADER_MINIMIZE_DESKTOP]).toEqual([150, 200]);
  });

  it('below the md breakpoint (768 px) minimizes past 150 px of scroll and restores above it', () => {
    renderAt(767);
    expect(minimized()).toBe('false');
    scrollTo(150);
    expect(minimized()).toBe('false');
    scrollTo(151);
    expect(minimized()).toBe('true');
    scrollTo(100);
    expect(minimized()).toBe('false');
  });

  it('from the md breakpoint up minimizes past 200 px of scroll only', () => {
    renderAt(768);
    scrollTo(151);
    expect(minimized()).toBe('false');
    scrollTo(200);
    expect(minimized()).toBe('false');
    scrollTo(201);
    expect(minimized()).toBe('true');
    scrollTo(0);
    expect(minimized()).toBe('false');
  });
});
