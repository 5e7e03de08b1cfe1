import { Stack, Text } from '@mantine/core';

/** A grid cell with a main line and a dimmed second line (keeps wide grids narrow). */
export function TwoLineCell({
  primary,
  secondary,
}: {
  primary: string;
  secondary?: string | null;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" lh={1.3}>
        {primary}
      </Text>
      {secondary && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {secondary}
        </Text>
      )}
    </Stack>
  );
}
