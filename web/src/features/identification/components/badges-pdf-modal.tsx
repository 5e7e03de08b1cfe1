import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface BadgesPdf {
  /** object URL of the PDF (revoked when the modal closes) */
  url: string;
  count: number;
}

/** Opens the PDF in a tab of its own, or downloads it as fotochecks-<count>.pdf. */
function PdfLinks({ pdf }: { pdf: BadgesPdf }) {
  const { t } = useTranslation('identification');
  return (
    <Group justify="flex-end">
      <Anchor href={pdf.url} target="_blank" rel="noopener" data-testid="badges-pdf-open">
        <Group gap={4}>
          <IconExternalLink size={16} />
          {t('badges.open')}
        </Group>
      </Anchor>
      <Button
        component="a"
        href={pdf.url}
        download={`fotochecks-${pdf.count}.pdf`}
        leftSection={<IconDownload size={16} />}
        data-testid="badges-pdf-download"
      >
        {t('badges.download')}
      </Button>
    </Group>
  );
}

/**
 * The printed badges: the PDF in the browser's viewer (its print button prints the cards), with a
 * download link and a link that opens it in a tab of its own (a phone's browser shows it there).
 */
export function BadgesPdfModal({ pdf, onClose }: { pdf: BadgesPdf | null; onClose: () => void }) {
  const { t } = useTranslation('identification');
  useEffect(() => {
    if (!pdf) return undefined;
    return () => URL.revokeObjectURL(pdf.url);
  }, [pdf]);
  return (
    <Modal
      opened={pdf !== null}
      onClose={onClose}
      title={t('badges.title', { count: pdf?.count ?? 0 })}
      size="xl"
    >
      {pdf && (
        <Stack data-testid="badges-pdf">
          <Text size="sm" c="dimmed">
            {t('badges.hint')}
          </Text>
          <iframe
            src={pdf.url}
            title={t('badges.title', { count: pdf.count })}
            style={{ width: '100%', height: '60vh', border: 0 }}
            data-testid="badges-pdf-frame"
          />
          <PdfLinks pdf={pdf} />
        </Stack>
      )}
    </Modal>
  );
}
