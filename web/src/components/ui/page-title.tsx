import { Text, Title } from '@mantine/core';

/** A screen's heading (h1 at h2 size) and its dimmed subtitle, as the first children of its Stack. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </>
  );
}
