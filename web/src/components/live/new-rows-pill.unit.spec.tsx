import { fireEvent, screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../test/render';
import { freshRowProps } from './fresh-row';
import { NewRowsPill } from './new-rows-pill';
import type { LiveNotices } from './use-live-notices';

const notices = (pendingCount: number): LiveNotices => ({
  isFresh: () => false,
  pendingCount,
  unseen: 0,
  notice: jest.fn(),
  reveal: jest.fn(),
});

describe('NewRowsPill', () => {
  it('says how many rows wait, in Spanish and English, and reveals them on click', async () => {
    await setupI18n('es');
    const waiting = notices(3);
    const { unmount } = renderUi(<NewRowsPill notices={waiting} />);
    expect(screen.getByTestId('live-new-pill').textContent).toBe('3 nuevos');
    fireEvent.click(screen.getByTestId('live-new-pill'));
    expect(waiting.reveal).toHaveBeenCalled();
    unmount();
    await setupI18n('en');
    renderUi(<NewRowsPill notices={notices(1)} />);
    expect(screen.getByTestId('live-new-pill').textContent).toBe('1 new');
  });

  it('is not shown when nothing waits', async () => {
    await setupI18n('es');
    renderUi(<NewRowsPill notices={notices(0)} />);
    expect(screen.queryByTestId('live-new-pill')).toBeNull();
  });
});

describe('freshRowProps', () => {
  it('marks only a fresh row', () => {
    expect(freshRowProps(true)['data-fresh']).toBe('true');
    expect(freshRowProps(false)).toEqual({});
  });
});
