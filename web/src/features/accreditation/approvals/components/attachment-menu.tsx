import { ActionIcon, Indicator, Menu } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RequestRow } from '@faena/contracts';
import { warningToast } from '../../../../lib/dialog';
import { openDownloaded } from '../../../../lib/files';
import { notifyError } from '../../../../lib/notify';
import { downloadAttachment } from '../api/approvals.api';

interface IconProps {
  request: RequestRow;
  label: string;
  onClick?: (() => void) | undefined;
}

/**
 * The paperclip: grey without attachments, a count when there are several. An element, not a
 * component: the menu's target puts its ref and handlers on it.
 */
function paperclip({ request, label, onClick }: IconProps) {
  const { requestId, attachments } = request;
  return (
    <Indicator label={attachments.length} size={14} disabled={attachments.length < 2} inline>
      <ActionIcon
        size="sm"
        variant="subtle"
        color={attachments.length === 0 ? 'gray' : 'blue'}
        aria-label={label}
        onClick={onClick}
        data-testid={`attachment-${requestId}`}
      >
        <IconPaperclip size={16} />
      </ActionIcon>
    </Indicator>
  );
}

/**
 * The paperclip of a queue row: opens the request's PDF in a new window (a menu of them when there
 * are several); without one it says so in the spec's words ('La solicitud no cuenta con archivo adjunto').
 */
export function AttachmentMenu({ request }: { request: RequestRow }) {
  const { t } = useTranslation('approvals');
  const { requestId, attachments } = request;
  const open = (attachmentId: string) =>
    void openDownloaded(() => downloadAttachment(requestId, attachmentId)).catch((err: unknown) =>
      notifyError(err, 'load'),
    );
  const icon = (onClick?: () => void) =>
    paperclip({ request, label: t('attachments.open', { code: request.code }), onClick });
  const [first] = attachments;
  if (!first) return icon(() => warningToast(t('errors:accreditation.noAttachment')));
  if (attachments.length === 1) return icon(() => open(first.attachmentId));
  return (
    <Menu withinPortal={false} position="bottom-start">
      <Menu.Target>{icon()}</Menu.Target>
      <Menu.Dropdown>
        {attachments.map((a) => (
          <Menu.Item
            key={a.attachmentId}
            leftSection={<IconPaperclip size={14} />}
            onClick={() => open(a.attachmentId)}
            data-testid={`attachment-item-${a.attachmentId}`}
          >
            {a.fileName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
