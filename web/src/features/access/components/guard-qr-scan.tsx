import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cameraProblemOf, type CameraProblem } from './camera-problem';

interface Props {
  /** the decoded text (a document number or a person id) */
  onCode: (code: string) => void;
  onClose: () => void;
}

/**
 * The back camera reading QR codes into `video` while mounted: the first code goes to `onCode`;
 * answers why the camera did not open, if it did not.
 */
function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): CameraProblem | null {
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let done = false;
    const scanner = new QrScanner(
      element,
      (result) => {
        if (done) return;
        done = true;
        onCode(result.data.trim());
      },
      { preferredCamera: 'environment', returnDetailedScanResult: true },
    );
    void QrScanner.hasCamera()
      .then((has) => (has ? scanner.start() : Promise.reject(new Error('no camera'))))
      .catch((err: unknown) => setProblem(cameraProblemOf(err)));
    return () => {
      scanner.stop();
      scanner.destroy();
    };
  }, [video, onCode]);
  return problem;
}

/** The back camera reading the badge's QR code (qr-scanner); closes itself after one code. */
export function GuardQrScan({ onCode, onClose }: Props) {
  const { t } = useTranslation('access');
  const video = useRef<HTMLVideoElement>(null);
  const problem = useQrScanner(video, onCode);
  return (
    <Stack gap="xs" data-testid="guard-scan">
      {problem ? (
        <Alert color="orange" icon={<IconCameraOff />} data-testid="guard-camera-problem">
          {t(`guard.${problem}`)}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('guard.scanning')}
        </Text>
      )}
      <video
        ref={video}
        muted
        playsInline
        style={{ width: '100%', maxHeight: 320, display: problem ? 'none' : 'block' }}
      />
      <Button variant="default" onClick={onClose} data-testid="guard-scan-close">
        {t('guard.stopScan')}
      </Button>
    </Stack>
  );
}
