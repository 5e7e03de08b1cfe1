import { cameraProblemOf } from './camera-problem';

describe('cameraProblemOf', () => {
  it('tells a refused permission from a missing camera and from any other failure', () => {
    expect(cameraProblemOf(new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      'cameraDenied',
    );
    expect(cameraProblemOf(new DOMException('insecure', 'SecurityError'))).toBe('cameraDenied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('noCamera');
    // qr-scanner rejects with plain strings too
    expect(cameraProblemOf('Camera not found.')).toBe('noCamera');
    expect(cameraProblemOf(new Error('no camera'))).toBe('noCamera');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('cameraError');
  });
});
