import { Button, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** An attendance screen's title and the line under it. */
export function AttendanceHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </>
  );
}

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
