import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

interface ExportProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}

/** Downloads what the screen shows as a spreadsheet. */
export function ExportButton({ label, disabled, onClick, testId }: ExportProps) {
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      variant="light"
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
